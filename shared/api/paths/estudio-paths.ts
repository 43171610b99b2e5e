/** A presenter's own area (/estudio) and the dashboard's live panel: routes by name. */
export const ESTUDIO_API_PATHS = {
  'estudio.occurrences': 'GET /me/occurrences',
  'estudio.shows': 'GET /me/shows',
  'estudio.updateShow': 'PUT /me/shows/:id',
  'estudio.drafts': 'GET /me/drafts',
  'estudio.draftAudio': 'GET /me/drafts/:id/audio',
  'estudio.publishDraft': 'POST /me/drafts/:id/publish',
  'estudio.liveMonitor': 'GET /me/live/monitor',
  'estudio.recordings': 'GET /me/recordings',
  'estudio.attachFile': 'PUT /me/shows/:id/occurrences/:start/file',
  'estudio.uploadFile': 'POST /me/shows/:id/occurrences/:start/file',
  'live.connections': 'GET /admin/live',
  'live.cut': 'DELETE /admin/live/:id',
  'live.events': 'GET /admin/live/events',
  'live.graces': 'GET /admin/live/graces',
  'live.updateGraces': 'PUT /admin/live/graces',
} as const;
