/**
 * What the station serves outside /api and the pages, at places other programs look for without asking: Prometheus
 * scrapes /metrics, stream directories and monitors read Icecast's files, calendar apps subscribe to the feeds. Their
 * paths are fixed by those programs, not by the API table (shared/api), so they are named here once.
 */
export const STATION_FILES = {
  metrics: '/metrics',
  streamInfo: '/streaminfo.json',
  icecastStatus: '/status-json.xsl',
  scheduleCalendar: '/schedule.ics',
  /** A show's calendar, /programacion/<slug>.ics; without .ics the same path is the show's page. */
  showCalendar: '/programacion/:file',
} as const;

/** A mount's playlist file for players (/stream.m3u, .pls, .xspf), beside the mount itself. */
export const mountPlaylistPath = (mountPath: string, kind: 'm3u' | 'pls' | 'xspf') => `${mountPath}.${kind}`;
