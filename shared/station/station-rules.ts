/** The station's operating rules: uploads, sign-in, the automation's defaults, the public listener count. */

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

/** The public listener count is shown from this many listeners on: always, unless the station raises it. */
export const LISTENER_COUNT = { defaultMinimum: 0, maxMinimum: 1000 } as const;

/** Station time and the automation's defaults (issue: the schedule runs the air). */
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

/** Podcast artwork as Apple Podcasts requires it (and Podcast Index recommends): square, 1400 to 3000 px a side. */
export const PODCAST_COVER = { minPx: 1400, maxPx: 3000 } as const;
