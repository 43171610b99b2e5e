/** The studio's standby PCs: the admin's tokens, and what a follower (with its token) reads and sends back. */
export const STANDBY_API_PATHS = {
  'followers.list': 'GET /followers',
  'followers.create': 'POST /followers',
  'followers.revoke': 'DELETE /followers/:id',
  'standby.cursor': 'GET /standby/cursor',
  'standby.manifest': 'GET /standby/manifest',
  'standby.database': 'GET /standby/database/:sha256',
  'standby.media': 'GET /standby/media/:kind/:name',
  'standby.asRun': 'POST /standby/as-run',
  'standby.airState': 'GET /standby/air-state',
} as const;
