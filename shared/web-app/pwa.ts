/** The service worker's cache of GET /api/schedule/week, which the offline page reads. */
export const SCHEDULE_CACHE = 'emisora-schedule';

/** The worker's script at the site's root, so its scope is the whole site. */
export const SERVICE_WORKER_PATH = '/sw.js';
