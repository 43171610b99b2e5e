import type { TrackKind, TrackSort } from './schemas/tracks';

/** Rows per request: a phone screen holds about ten, so one page covers several screens of scrolling. */
export const TRACK_PAGE_SIZE = 100;

export interface TrackListQuery {
  q: string;
  sort?: TrackSort;
  order?: 'asc' | 'desc';
  /** One kind only; the public site always asks for music (an admin browsing it must not see the ads either). */
  kind?: TrackKind;
}

/** The URL of one page of the library; the same string in the web app and in the server's preload of /music. */
export const trackPageUrl = (query: TrackListQuery, offset: number, limit = TRACK_PAGE_SIZE): string => {
  // Plain ECMAScript (shared/ has neither the DOM's nor Node's URLSearchParams); only q needs encoding.
  const params = [`offset=${offset}`, `limit=${limit}`];
  if (query.q.trim()) params.push(`q=${encodeURIComponent(query.q.trim())}`);
  if (query.sort) params.push(`sort=${query.sort}`);
  if (query.order) params.push(`order=${query.order}`);
  if (query.kind) params.push(`kind=${query.kind}`);
  return `/api/tracks?${params.join('&')}`;
};

/** What /music shows before the listener types or sorts (spec §5: by title). */
export const MUSIC_FIRST_PAGE: TrackListQuery = { q: '', sort: 'title', kind: 'music' };
