/**
 * Every page the web app answers with 200 (the paths of its screens; the API's routes are shared/api's); anything
 * else is the 404 screen.
 */

export const PUBLIC_PAGES = [
  '/',
  '/music',
  '/fm-station',
  '/streaming',
  '/gallery',
  '/shipyard',
  '/history',
  '/schedule',
  '/team',
  '/spotify',
  '/artists',
  '/advertising',
  '/advertising/rates',
  '/live',
  // Navigation targets the spec names without a screen; each leads to the page a listener expects.
  '/fm',
  '/podcasts',
  '/programacion',
] as const;

export const ADMIN_PAGES = [
  '/admin',
  '/intranet',
  '/admin/dashboard',
  '/admin/upload/music',
  '/admin/upload/gallery',
  '/admin/upload/streaming',
  '/admin/streaming',
  '/admin/reproductor',
  '/admin/outputs',
  '/admin/relays',
  '/admin/difusion',
  '/admin/advertising',
  '/admin/audience',
  '/admin/alerts',
  '/admin/recordings',
  '/admin/podcasts',
  '/admin/reports',
  '/admin/registro-musical',
] as const;

/** The desktop's studio and first-run setup, and a presenter's own area (each renders without the admin layout). */
export const STUDIO_PAGES = ['/studio', '/setup', '/estudio', '/estudio/directo', '/estudio/enlaces'] as const;

export const APP_PAGES = [...PUBLIC_PAGES, ...ADMIN_PAGES, ...STUDIO_PAGES] as const;

const routeSet: ReadonlySet<string> = new Set(APP_PAGES);

/** The advertiser's signed link: one page per token, so a pattern rather than a path of the table. */
export const ADVERTISER_LINK_PAGE_PATH = /^\/anunciante\/[\w.-]{1,100}$/;

/** A show's page: /programacion/<slug>, the slug as the shows' schema allows it. */
export const SHOW_PAGE_PATH = /^\/programacion\/[a-z0-9]+(-[a-z0-9]+)*$/;

/** True when the path (without query, trailing slash tolerated) is a page of the app. */
export function isAppPage(pathname: string): boolean {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return routeSet.has(trimmed) || ADVERTISER_LINK_PAGE_PATH.test(trimmed) || SHOW_PAGE_PATH.test(trimmed);
}
