import { z } from 'zod';
import { idParamSchema } from '../../schemas/common/common';
import {
  followerCreatedSchema,
  followerInputSchema,
  followerSchema,
  standbyAsRunResultSchema,
  standbyAirStateSchema,
  standbyAsRunSchema,
  standbyCursorSchema,
  standbyDatabaseParamSchema,
  standbyManifestSchema,
  standbyMediaParamSchema,
} from '../../schemas/standby/standby';
import { route } from './define';

/**
 * The followers' tokens are the admins'; the standby routes answer a follower's bearer token, not a session, so
 * the table says 'public' and each route checks the token itself.
 */
export const STANDBY_ROUTES = {
  'followers.list': route('followers.list', { access: 'admin', response: z.array(followerSchema) }),
  'followers.create': route('followers.create', {
    access: 'admin',
    body: followerInputSchema,
    response: followerCreatedSchema,
  }),
  'followers.revoke': route('followers.revoke', { access: 'admin', params: idParamSchema, response: 'empty' }),
  'standby.cursor': route('standby.cursor', { access: 'public', response: standbyCursorSchema }),
  'standby.manifest': route('standby.manifest', { access: 'public', response: standbyManifestSchema }),
  'standby.database': route('standby.database', {
    access: 'public',
    params: standbyDatabaseParamSchema,
    response: 'file',
  }),
  'standby.media': route('standby.media', { access: 'public', params: standbyMediaParamSchema, response: 'file' }),
  'standby.asRun': route('standby.asRun', {
    access: 'public',
    body: standbyAsRunSchema,
    response: standbyAsRunResultSchema,
  }),
  // 304 while the studio has decided nothing new (If-None-Match with the ETag of the last answer).
  'standby.airState': route('standby.airState', { access: 'public', response: standbyAirStateSchema }),
} as const;
