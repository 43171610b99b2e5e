import type { VitePWAOptions } from 'vite-plugin-pwa';
import { STATION } from '../shared/station/station-facts';
import { SCHEDULE_CACHE } from '../shared/web-app/pwa';

/** The widget pages' files (scripts/vite-widget-pages.ts): the offline page's, precached whole. */
export const WIDGET_ASSET_PREFIX = 'assets/w-';

/** Where an offline navigation lands: the build's own page (web/offline.html), precached by the worker. */
export const OFFLINE_PAGE = '/offline.html';

/**
 * The worker's routes as functions Workbox copies into sw.js by their source text: each must be self-contained
 * (no outer names), which is why the paths are spelled out inside.
 */
export const routes = {
  /** Page navigations of the site; never the mounts, the API, media or HLS that a tab may open directly. */
  page: ({ request, url }: { request: Request; url: URL }) =>
    request.mode === 'navigate' && !/^\/(stream|hls|api|media)(\/|\.|$)/.test(url.pathname),
  /** The build's hashed files (immutable): the app shell as the visitor loaded it. */
  asset: ({ url, sameOrigin }: { url: URL; sameOrigin: boolean }) => sameOrigin && url.pathname.startsWith('/assets/'),
  /** The public week: the only API answer kept, so the offline page can still say what is on. */
  schedule: ({ url, sameOrigin }: { url: URL; sameOrigin: boolean }) =>
    sameOrigin && url.pathname === '/api/schedule/week',
};

/**
 * The installable site: manifest, icons, and a generated Workbox worker. It never caches /stream,
 * /api (but the week), /admin or /estudio: pages always come from the station, and when it cannot be reached the
 * offline page says so. Registration is one line of the app (web/src/app/register-sw.ts), not the plugin's
 * script, to keep the home page's JavaScript within its budget.
 */
export const pwaOptions: Partial<VitePWAOptions> = {
  strategies: 'generateSW',
  registerType: 'autoUpdate',
  injectRegister: false,
  base: '/',
  scope: '/',
  filename: 'sw.js',
  manifestFilename: 'manifest.webmanifest',
  includeAssets: [],
  manifest: {
    id: '/',
    name: `${STATION.name} ${STATION.frequencyMHz} FM`,
    short_name: STATION.name,
    description: STATION.description,
    lang: 'es',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: '#b91c1c',
    background_color: '#ffffff',
    categories: ['music', 'entertainment', 'news'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    // Precached: the offline page with its files (the widget's share them; the plugin adds the manifest and its
    // icons); the rest is cached as it is used.
    globPatterns: ['offline.html', `${WIDGET_ASSET_PREFIX}*.{js,css}`, 'favicon.svg'],
    navigateFallback: null,
    clientsClaim: true,
    skipWaiting: true,
    cleanupOutdatedCaches: true,
    runtimeCaching: [
      {
        urlPattern: routes.page,
        handler: 'NetworkOnly',
        options: { precacheFallback: { fallbackURL: OFFLINE_PAGE } },
      },
      {
        urlPattern: routes.asset,
        handler: 'CacheFirst',
        options: { cacheName: 'emisora-assets', expiration: { maxEntries: 120, maxAgeSeconds: 30 * 24 * 3600 } },
      },
      {
        urlPattern: routes.schedule,
        handler: 'NetworkFirst',
        options: {
          cacheName: SCHEDULE_CACHE,
          networkTimeoutSeconds: 5,
          expiration: { maxEntries: 4, maxAgeSeconds: 14 * 24 * 3600 },
        },
      },
    ],
  },
};
