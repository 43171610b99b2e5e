import { z } from 'zod';
import { soundDeviceSchema } from '../../schemas/broadcast/air-chain';
import { micSwitchSchema, micViewSchema, studioInputSettingsSchema } from '../../schemas/mic/studio-input';
import { route } from './define';

/** The desk's microphone takes the station's air: the admins' (the studio PC's session), like the stream control. */
export const MIC_ROUTES = {
  'mic.get': route('mic.get', { access: 'admin', response: micViewSchema }),
  'mic.switch': route('mic.switch', { access: 'admin', body: micSwitchSchema, response: micViewSchema }),
  'mic.settings': route('mic.settings', { access: 'admin', body: studioInputSettingsSchema, response: micViewSchema }),
  'mic.devices': route('mic.devices', { access: 'admin', response: z.array(soundDeviceSchema) }),
} as const;
