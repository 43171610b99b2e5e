import { userListSchema } from '../../schemas/admin/admin';
import {
  liveCredentialsSchema,
  liveHeardSchema,
  passwordChangeSchema,
  passwordResetSchema,
  userCreateSchema,
  userDisplayNameSchema,
  userRoleChangeSchema,
  userSchema,
} from '../../schemas/users/auth';
import { idParamSchema } from '../../schemas/common/common';
import { route } from './define';

const id = idParamSchema;

/**
 * Accounts: the admins manage them; every signed-in account (`user`) changes its own password and reads its own live
 * credentials.
 */
export const USERS_ROUTES = {
  'users.list': route('users.list', { access: 'admin', response: userListSchema }),
  'users.create': route('users.create', { access: 'admin', body: userCreateSchema, response: userSchema }),
  'users.delete': route('users.delete', { access: 'admin', params: id, response: 'empty' }),
  'users.password': route('users.password', { access: 'user', body: passwordChangeSchema, response: 'empty' }),
  'users.resetPassword': route('users.resetPassword', {
    access: 'admin',
    params: id,
    body: passwordResetSchema,
    response: 'empty',
  }),
  'users.role': route('users.role', { access: 'admin', params: id, body: userRoleChangeSchema, response: userSchema }),
  'users.displayName': route('users.displayName', {
    access: 'admin',
    params: id,
    body: userDisplayNameSchema,
    response: userSchema,
  }),
  'users.liveRotate': route('users.liveRotate', { access: 'admin', params: id, response: liveCredentialsSchema }),
  'me.live': route('me.live', { access: 'user', response: liveCredentialsSchema }),
  'me.liveRotate': route('me.liveRotate', { access: 'user', response: liveCredentialsSchema }),
  'me.liveHeard': route('me.liveHeard', { access: 'user', response: liveHeardSchema }),
} as const;
