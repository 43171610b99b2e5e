import type { TrackFilterQuery, TrackKind, TrackSort } from '../schemas/library/tracks';

/** Rows per request: a phone screen holds about ten, so one page covers several screens of scrolling. */
export const TRACK_PAGE_SIZE = 100;

export interface TrackListQuery {
  q: string;
  sort?: TrackSort;
  order?: 'asc' | 'desc';
  /** One kind only; the public site always asks for music (an admin browsing it must not see the ads either). */
  kind?: TrackKind;
  /** One music category only (the admin's song list). */
  categoryId?: number;
  /** The admin's genre, artist, year and day-added filters. */
  filter?: TrackFilterQuery;
}

/** The query of one page of the library (GET /api/tracks), its keys in the order both ends write them. */
export const trackPageQuery = (query: TrackListQuery, offset: number, limit = TRACK_PAGE_SIZE) => ({
  offset,
  limit,
  q: query.q.trim() || undefined,
  sort: query.sort,
  order: query.order,
  kind: query.kind,
  categoryId: query.categoryId,
  ...query.filter,
});

/**
 * The URL of one page of the library, for the server's preload of /music: the string the web app's
 * apiUrl('tracks.list', { query: trackPageQuery(…) }) makes (web/src/lib/track-pages.test.ts holds them equal).
 */
export const trackPageUrl = (query: TrackListQuery, offset: number, limit = TRACK_PAGE_SIZE): string => {
  // Plain ECMAScript (shared/ has neither the DOM's nor Node's URLSearchParams).
  const params = Object.entries(trackPageQuery(query, offset, limit))
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`);
  return `/api/tracks?${params.join('&')}`;
};

/** What /music shows before the listener types or sorts (spec §5: by title). */
export const MUSIC_FIRST_PAGE: TrackListQuery = { q: '', sort: 'title', kind: 'music' };
