import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../station/station-facts';

/**
 * The embeddable player: the options other sites choose in "Reproductor para tu web", carried in the
 * widget's query string so a pasted snippet keeps working without anything stored on the station.
 */

/** The widget's page; the only path besides the legacy /api/streaming/player that other sites may frame. */
export const EMBED_PLAYER_PATH = '/embed/player';

/** Where the request button sends a listener (the station's own request search, opened in a new tab). */
export const EMBED_REQUEST_PATH = '/music?pedir=1';

export const EMBED_SIZES = ['small', 'medium', 'large'] as const;
export type EmbedSize = (typeof EMBED_SIZES)[number];
export const EMBED_THEMES = ['light', 'dark'] as const;
export type EmbedTheme = (typeof EMBED_THEMES)[number];

export interface EmbedOptions {
  size: EmbedSize;
  theme: EmbedTheme;
  /** Show the live title. */
  nowPlaying: boolean;
  /** Show the next programmes. */
  schedule: boolean;
  /** Show the "request a song" link. */
  request: boolean;
  lang: Language;
}

export const DEFAULT_EMBED_OPTIONS: EmbedOptions = {
  size: 'medium',
  theme: 'dark',
  nowPlaying: true,
  schedule: false,
  request: false,
  lang: DEFAULT_LANGUAGE,
};

/** Pixel widths of each size; the height follows from what is shown. */
const WIDTHS: Record<EmbedSize, number> = { small: 300, medium: 400, large: 560 };

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  (values as readonly string[]).includes(value ?? '') ? (value as T) : fallback;

const flag = (value: string | null, fallback: boolean): boolean =>
  value === '1' ? true : value === '0' ? false : fallback;

/**
 * The options a widget URL asks for. Anything unknown or malformed falls back to the default instead of failing:
 * a snippet pasted years ago, or edited by hand, must still show a player.
 */
export function parseEmbedOptions(query: { get(name: string): string | null }): EmbedOptions {
  const d = DEFAULT_EMBED_OPTIONS;
  return {
    size: oneOf(EMBED_SIZES, query.get('size'), d.size),
    theme: oneOf(EMBED_THEMES, query.get('theme'), d.theme),
    nowPlaying: flag(query.get('np'), d.nowPlaying),
    schedule: flag(query.get('schedule'), d.schedule),
    request: flag(query.get('request'), d.request),
    lang: oneOf(LANGUAGES, query.get('lang'), d.lang),
  };
}

/** The widget's path and query for these options (every option spelled out, so the snippet says what it shows). */
export function embedPlayerUrl(origin: string, options: EmbedOptions): string {
  const query = {
    size: options.size,
    theme: options.theme,
    np: options.nowPlaying ? '1' : '0',
    schedule: options.schedule ? '1' : '0',
    request: options.request ? '1' : '0',
    lang: options.lang,
  };
  const pairs = Object.entries(query).map(([key, value]) => `${key}=${encodeURIComponent(value)}`);
  return `${origin}${EMBED_PLAYER_PATH}?${pairs.join('&')}`;
}

/** The iframe's size: a bar with the button and the name, plus a line per extra the site chose. */
export function embedFrameSize(options: EmbedOptions): { width: number; height: number } {
  const height =
    (options.size === 'large' ? 96 : 72) +
    (options.nowPlaying ? 28 : 0) +
    (options.schedule ? 104 : 0) +
    (options.request ? 40 : 0);
  return { width: WIDTHS[options.size], height };
}

const escapeAttribute = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The snippet a site pastes: a plain iframe, with autoplay allowed (the listener still presses play). */
export function embedSnippet(origin: string, options: EmbedOptions, title: string): string {
  const { width, height } = embedFrameSize(options);
  const src = escapeAttribute(embedPlayerUrl(origin, options));
  return `<iframe src="${src}" title="${escapeAttribute(title)}" width="${width}" height="${height}" style="border:0;max-width:100%" allow="autoplay; encrypted-media" loading="lazy"></iframe>`;
}
