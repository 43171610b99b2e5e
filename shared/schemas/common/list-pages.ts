import { pageQuerySchema } from './paging';

/** Sortable columns of each admin or public list that pages (see paging.ts for the contract). */
export const playlistPageQuerySchema = pageQuerySchema(['name', 'kind', 'tracks'] as const);
export const campaignPageQuerySchema = pageQuerySchema([
  'title',
  'advertiser',
  'startDate',
  'endDate',
  'aired',
] as const);
export const airingPageQuerySchema = pageQuerySchema(['airedAt', 'durationSec', 'listeners'] as const);
export const artistPageQuerySchema = pageQuerySchema(['name', 'plays', 'trackCount'] as const);
/** GET /api/artists already takes `q` (the spec's search, an array): only these keys ask for a page. */
export const ARTIST_PAGE_KEYS = ['sort', 'order', 'offset', 'limit'] as const;
/** GET /api/podcasts/:id/episodes: a podcast's episodes a page at a time (newest first without `sort`). */
export const episodePageQuerySchema = pageQuerySchema(['publishedAt', 'title', 'durationSec'] as const);
