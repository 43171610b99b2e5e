/** Station facts and product constants from the spec (shared/spec in the team folder). */

export const STATION = {
  name: 'Ràdio Portbou',
  internationalName: 'Radio Portbou International',
  town: 'Portbou',
  frequencyMHz: 100.3,
  powerW: 1,
  hours: 'Lunes a Domingo, 0 a 24h',
  liveBannerTime: 'Lun a Dom, de 0 a 24h',
  homeProgrammeTitle: 'the radio',
  homeProgrammeTime: 'Lunes a Viernes, 9 a 12h',
  countriesWithListeners: 40,
  genre: 'Community',
  description: 'Ràdio comunitària de Portbou, 100.3 FM',
  url: 'https://radio.example.org',
  location: { city: 'Portbou', country: 'ES', latitude: 42.4266, longitude: 3.1593 },
} as const;

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

export const LANGUAGES = ['es', 'ca', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'es';
export const LANGUAGE_STORAGE_KEY = 'language';
/** Set on <html> by the prerendered home page while the stored language differs from the prerendered one. */
export const PRERENDER_STALE_ATTRIBUTE = 'data-prerender-stale';

/** Audio bus format shared by decoders, mixer and encoders. */
export const AUDIO = {
  sampleRate: 44_100,
  channels: 2,
  bytesPerSample: 2,
  frameMs: 20,
  mp3BitrateKbps: 128,
  icyMetaInt: 16_000,
  burstBytes: 64 * 1024,
  listenerMaxBacklogBytes: 512 * 1024,
  defaultCrossfadeSeconds: 2,
  maxCrossfadeSeconds: 10,
  defaultLoudnessTargetLufs: -16,
} as const;

export const STREAM_KEY_LENGTH = 16;
export const STREAM_APP = 'live';
/** Name of the station's own output on the FLV server: /live/<name>.flv */
export const STREAM_OUTPUT_NAME = 'emisora';

export const UPLOAD_LIMITS = {
  audioMaxBytes: 50 * 1024 * 1024,
  imageMaxBytes: 10 * 1024 * 1024,
  /**
   * Width x height an image may have. Bytes say little: a 30 KB PNG can declare 16000x16000, and decoding
   * it for a thumbnail (or in a listener's browser, for a cover) takes about 1 GB. 40 MP fits any camera
   * photo people put on a station site (a 12-24 MP phone photo, a 36 MP full-frame one) and decodes in
   * ~160 MB.
   */
  imageMaxPixels: 40_000_000,
  audioFormats: ['mp3', 'wav', 'ogg', 'flac'] as const,
  coverFormats: ['jpg', 'png', 'webp'] as const,
  galleryFormats: ['png', 'jpg', 'webp', 'gif'] as const,
  coverRecommendedPx: 500,
  userPasswordMinLength: 10,
} as const;

export const OBS_RECOMMENDED = {
  video: '720p, 30 fps, 2500-3500 Kbps',
  audio: '128-160 Kbps (mínimo 128 kbps), AAC, estéreo, 44.1 kHz',
} as const;

export const COST_BREAKDOWN_PERCENT = {
  fmEquipment: 24,
  studio: 18,
  digitalInfrastructure: 32,
  technicalMaintenance: 15,
  licences: 11,
} as const;

export const COST_ESTIMATES_EUR = {
  fmInitial: [4_400, 11_600],
  digitalInitial: [2_520, 6_500],
  combinedInitial: [6_000, 15_000],
  annualMaintenance: 5_000,
  annualMaintenanceFm: 3_400,
  annualMaintenanceDigital: 3_800,
} as const;

export const SPOT_LENGTHS_SECONDS = [10, 20, 30, 60] as const;
export type SpotLength = (typeof SPOT_LENGTHS_SECONDS)[number];

/** Base rate per 30-day campaign, by number of spots and spot length. */
export const BASE_RATES_EUR: ReadonlyArray<{
  label: string;
  minSpots: number;
  maxSpots: number | null;
  prices: Record<SpotLength, number>;
}> = [
  { label: '1-5', minSpots: 1, maxSpots: 5, prices: { 10: 250, 20: 300, 30: 350, 60: 450 } },
  { label: '6-10', minSpots: 6, maxSpots: 10, prices: { 10: 400, 20: 500, 30: 600, 60: 800 } },
  { label: '11-20', minSpots: 11, maxSpots: 20, prices: { 10: 750, 20: 900, 30: 1050, 60: 1400 } },
  { label: '20+', minSpots: 21, maxSpots: null, prices: { 10: 1000, 20: 1200, 30: 1400, 60: 1800 } },
];

/** Discounts are not cumulative: the best single one applies. */
export const DISCOUNTS = {
  volume: [
    { overSpots: 100, percent: 20 },
    { overSpots: 50, percent: 15 },
    { overSpots: 30, percent: 10 },
  ],
  loyalty: { renewal: 5, quarterly: 10, annual: 15 },
} as const;

export const SURCHARGES_PERCENT = {
  morning: { percent: 20, label: 'Mañanas L-V 7-10h y Sáb 9-12h' },
  afternoon: { percent: 15, label: 'Tardes L-V 18-21h y Sáb 17-20h' },
  special: { percent: 25, label: 'Programas especiales' },
} as const;

export const OTHER_RATES_EUR = {
  spotProduction: 150,
  spotProductionFreeRevisions: 2,
  sponsorshipFromPerMonth: 1000,
  packages: { basico: 600, estandar: 1200, premium: 2000 },
  airingStartHours: [24, 48],
} as const;

/** Weekday names as the schedule API gives them, Sunday first (Date#getDay order). */
export const WEEKDAYS_ES = ['Domingo', 'Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado'] as const;

export const SCHEDULE = {
  year: 2025,
  month: 6,
  days: [1, 8, 15, 22, 29],
  /** The spec calls these days Saturdays (the calendar makes them Sundays); the demo keeps the spec's name. */
  weekday: 'Sábado',
  slots: [
    ['09:00', '11:00'],
    ['11:00', '13:00'],
    ['16:00', '18:00'],
    ['19:00', '21:00'],
  ],
} as const;

/** Sign-in. The login budgets slow guessing down and never lock an owner out (desktop/station/auth/login-throttle.ts). */
export const AUTH = {
  sessionCookie: 'emisora_session',
  sessionDays: 14,
  /** Device cookies are named `<deviceCookie>_<userId>`; each marks a browser that has signed in to that account. */
  deviceCookie: 'emisora_device',
  /** A year, so the studio PC and the regular presenters' browsers stay known from one season to the next. */
  deviceCookieDays: 365,
  /**
   * Failures of one account in a window (from anywhere) after which the addresses that took part get no more guesses
   * without a device cookie. Five covers an owner's typos; at most five guesses per address every 15 minutes leaves a
   * single-address attacker ~480 a day, hopeless against a generated or even a modest password. Also the budget of the
   * current-password check when changing a password.
   */
  loginMaxFailures: 5,
  /** Failures with one device cookie: the owner on their own browser may mistype more; a stolen cookie is still no oracle. */
  loginMaxFailuresPerDevice: 10,
  /**
   * Failures from one address, any accounts, after which that address has one check at a time and one guess per
   * account. Twenty is a class or a club mistyping in a quarter of an hour; past it a password sprayer gets no second
   * round, while anyone there who has not failed on their own account still signs in.
   */
  loginMaxFailuresPerIp: 20,
  /** How long a failure counts (each counter's window starts at its first failure). */
  loginWindowMs: 15 * 60_000,
} as const;

/** Station time and the automation's defaults (issue: the schedule runs the air). */
/** Below this many listeners the public pages show no count ("0 oyentes conectados" looks like an empty room). */
export const LISTENER_COUNT = { defaultMinimum: 3, maxMinimum: 1000 } as const;

export const PROGRAMMING = {
  defaultTimezone: 'Europe/Madrid',
  defaultJingleEvery: 0,
  maxJingleEvery: 50,
  defaultAdBreakMinutes: [0, 30] as readonly number[],
  maxAdBreaksPerHour: 12,
  /** A break not aired within this many minutes of its time is missed; its share moves to the next breaks. */
  adBreakWindowMinutes: 15,
  /** At a show's start whatever plays fades out within this many seconds. */
  showFadeSeconds: 2,
  /** How far ahead the studio's queue looks. */
  queueHorizonMinutes: 60,
} as const;

/**
 * The ad bands of /advertising/rates as hours [from, to) of station time: mornings Mon–Fri 7–10 and Sat 9–12,
 * afternoons Mon–Fri 18–21 and Sat 17–20 (SURCHARGES_PERCENT). Sunday has neither. `any` is the whole day, every day.
 */
export const DAYPARTS = {
  morning: { weekdays: [7, 10], saturday: [9, 12] },
  afternoon: { weekdays: [18, 21], saturday: [17, 20] },
} as const;
