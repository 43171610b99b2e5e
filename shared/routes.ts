/** Every route the web app answers with 200; anything else is the 404 screen. */

export const PUBLIC_ROUTES = [
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

export const ADMIN_ROUTES = [
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
] as const;

/** The desktop's studio and first-run setup, and a presenter's own area (each renders without the admin layout). */
export const STUDIO_ROUTES = ['/studio', '/setup', '/estudio', '/estudio/directo'] as const;

export const APP_ROUTES = [...PUBLIC_ROUTES, ...ADMIN_ROUTES, ...STUDIO_ROUTES] as const;

const routeSet: ReadonlySet<string> = new Set(APP_ROUTES);

/** The advertiser's signed link (#27): one page per token, so a pattern rather than a path of the table. */
export const ADVERTISER_LINK_ROUTE = /^\/anunciante\/[\w.-]{1,100}$/;

/** A show's page (#21): /programacion/<slug>, the slug as the shows' schema allows it. */
export const SHOW_PAGE_ROUTE = /^\/programacion\/[a-z0-9]+(-[a-z0-9]+)*$/;

/** True when the path (without query, trailing slash tolerated) is a page of the app. */
export function isAppRoute(pathname: string): boolean {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return routeSet.has(trimmed) || ADVERTISER_LINK_ROUTE.test(trimmed) || SHOW_PAGE_ROUTE.test(trimmed);
}
