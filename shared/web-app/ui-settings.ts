/** What the web app's screens time and size: timers, the level meter, toasts, layout, list sizes, language storage. */

/** Timers, in milliseconds unless the name says otherwise. */
export const TIMERS = {
  clockRefreshMs: 60_000,
  advertRotationMs: 10_000,
  advertFadeMs: 500,
  advertSecondOffsetMs: 5_000,
  slideshowMs: 5_000,
  levelMeterMs: 400,
  initialTrackDelayMs: 500,
  artistInfoDelayMs: 500,
  publicStatusPollMs: 5_000,
  adminStatusPollMs: 10_000,
  loginRedirectMs: 1_500,
  copiedMessageMs: 2_000,
} as const;

export const LEVEL_METER = { bars: 14, minPercent: 20, maxPercent: 79 } as const;

export const TOASTS = { limit: 1, durationMs: 5_000, swipeThresholdPx: 50, hotkey: 'F8', maxWidthPx: 420 } as const;

export const LAYOUT = {
  playerBarHeightPx: 80,
  playerBarDesktopMinWidthPx: 768,
  advertHeightPx: 100,
  previewListHeightPx: 350,
} as const;

export const LISTS = {
  featuredPodcasts: 6,
  externalGalleries: 5,
  teamCards: 8,
  recentArtistsMax: 5,
  genreBadgesMax: 3,
  featuredPlaylistsLimit: 10,
} as const;

export const LANGUAGE_STORAGE_KEY = 'language';

/** Set on <html> by the prerendered home page while the stored language differs from the prerendered one. */
export const PRERENDER_STALE_ATTRIBUTE = 'data-prerender-stale';

/**
 * The prerendered home page's live buttons work before the app has hydrated: a small inline script (see
 * scripts/early-listen.ts) starts the station's stream on a press of an element carrying `attribute` (its value:
 * where the app goes once it runs, or empty), notes the press under `global`, announces it with `event`, and
 * marks <html> with `busyAttribute` until the app has taken the stream over.
 */
export const EARLY_LISTEN = {
  attribute: 'data-early-listen',
  global: '__emisoraEarlyListen',
  event: 'emisora:early-listen',
  busyAttribute: 'data-early-listening',
  streamUrl: '/stream',
} as const;
