import { z } from 'zod';
import { idParamSchema } from '../../schemas/common/common';
import {
  dedicationModerationSchema,
  pendingRequestSchema,
  requestAvailabilitySchema,
  requestCheckSchema,
  requestCreatedSchema,
  requestCreateSchema,
  requestSettingsSchema,
  requestStatusSchema,
  requestTracksQuerySchema,
} from '../../schemas/requests/requests';
import { trackPageSchema } from '../../schemas/library/tracks';
import { route } from './define';

/** What listeners call: search the requestable songs, ask for one, follow it. */
export const REQUESTS_PUBLIC_ROUTES = {
  'requests.tracks': route('requests.tracks', {
    access: 'public',
    query: requestTracksQuerySchema,
    response: trackPageSchema,
  }),
  'requests.check': route('requests.check', { access: 'public', params: idParamSchema, response: requestCheckSchema }),
  'requests.create': route('requests.create', {
    access: 'public',
    body: requestCreateSchema,
    response: requestCreatedSchema,
  }),
  'requests.get': route('requests.get', { access: 'public', params: idParamSchema, response: requestStatusSchema }),
  'requests.availability': route('requests.availability', { access: 'public', response: requestAvailabilitySchema }),
} as const;

/** The studio desk's list and moderation, and the rules' settings: the admins'. */
export const REQUESTS_ADMIN_ROUTES = {
  'requests.waiting': route('requests.waiting', { access: 'admin', response: z.array(pendingRequestSchema) }),
  'requests.moderate': route('requests.moderate', {
    access: 'admin',
    params: idParamSchema,
    body: dedicationModerationSchema,
    response: pendingRequestSchema,
  }),
  'requests.reject': route('requests.reject', { access: 'admin', params: idParamSchema, response: 'empty' }),
  'requests.settings': route('requests.settings', { access: 'admin', response: requestSettingsSchema }),
  'requests.updateSettings': route('requests.updateSettings', {
    access: 'admin',
    body: requestSettingsSchema,
    response: requestSettingsSchema,
  }),
} as const;
