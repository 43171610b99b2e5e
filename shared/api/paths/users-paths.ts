/** The station's accounts and each one's own live credentials: routes by name. */
export const USERS_API_PATHS = {
  'users.list': 'GET /auth/users',
  'users.create': 'POST /auth/users',
  'users.delete': 'DELETE /auth/users/:id',
  'users.password': 'PUT /auth/password',
  'users.resetPassword': 'PUT /auth/users/:id/password',
  'users.role': 'PUT /auth/users/:id/role',
  'users.displayName': 'PUT /auth/users/:id/display-name',
  'users.liveRotate': 'POST /auth/users/:id/live/rotate',
  'me.live': 'GET /me/live',
  'me.liveRotate': 'POST /me/live/rotate',
  'me.liveHeard': 'GET /me/live/heard',
} as const;
