/** The reports: listener statistics, the as-run log, music use and the inspection package; routes by name. */
export const REPORTS_API_PATHS = {
  'stats.listeners': 'GET /stats/listeners',
  'stats.listenersCsv': 'GET /stats/listeners.csv',
  'reports.asRun': 'GET /reports/as-run',
  'reports.asRunCsv': 'GET /reports/as-run.csv',
  'reports.asRunXlsx': 'GET /reports/as-run.xlsx',
  'reports.asRunPdf': 'GET /reports/as-run.pdf',
  'reports.musicUseCsv': 'GET /reports/music-use.csv',
  'reports.musicUseXlsx': 'GET /reports/music-use.xlsx',
  'reports.mappings': 'GET /reports/mappings',
  'reports.createMapping': 'POST /reports/mappings',
  'reports.updateMapping': 'PUT /reports/mappings/:id',
  'reports.deleteMapping': 'DELETE /reports/mappings/:id',
  'reports.settings': 'GET /reports/settings',
  'reports.updateSettings': 'PUT /reports/settings',
  'reports.package': 'POST /reports/package',
  'reports.verifyPackage': 'POST /reports/package/verify',
} as const;
