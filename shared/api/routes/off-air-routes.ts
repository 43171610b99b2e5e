import { offAirSettingsSchema, offAirViewSchema } from '../../schemas/off-air/off-air';
import { route } from './define';

/** The off-air monitor is the technician's: admins only, like the rest of the air chain. */
export const OFF_AIR_ROUTES = {
  'offAir.get': route('offAir.get', { access: 'admin', response: offAirViewSchema }),
  'offAir.update': route('offAir.update', { access: 'admin', body: offAirSettingsSchema, response: offAirViewSchema }),
} as const;
