/** What Configuración changes that the station's core applies when it starts again, by name. */
export const CORE_API_PATHS = {
  'core.timezone': 'GET /admin/timezone',
  'core.setTimezone': 'PUT /admin/timezone',
  'core.backups': 'GET /admin/backups',
  'core.saveBackup': 'POST /admin/backups',
  'core.restoreSaved': 'POST /admin/backups/:name/restore',
  'core.restoreUpload': 'POST /admin/restore',
} as const;
