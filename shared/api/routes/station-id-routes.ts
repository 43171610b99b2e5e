import { hourlyIdSettingsSchema, stationIdViewSchema } from '../../schemas/station-id/station-id';
import { route } from './define';

/** The station's identification is the admins' setting, like the rest of the air. */
export const STATION_ID_ROUTES = {
  'stationId.get': route('stationId.get', { access: 'admin', response: stationIdViewSchema }),
  'stationId.update': route('stationId.update', {
    access: 'admin',
    body: hourlyIdSettingsSchema,
    response: stationIdViewSchema,
  }),
} as const;
