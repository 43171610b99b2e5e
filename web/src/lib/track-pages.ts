import { type InfiniteData, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { Track, TrackPage } from '../../../shared/schemas/library/tracks';
import { type TrackListQuery, trackPageQuery } from '../../../shared/web-app/track-page-url';
import { api, apiKey, onePage } from './api';

export type { TrackListQuery } from '../../../shared/web-app/track-page-url';

/**
 * The library a page at a time (GET /api/tracks?q=&sort=&offset=&limit=), fetched as the list scrolls. The key
 * starts with tracks.list's, so every mutation that invalidates the library refreshes these pages too. A new
 * search makes a new key: React Query aborts the request of the key it leaves (its AbortSignal goes to fetch).
 */
export function useTrackPages(query: TrackListQuery, { enabled = true }: { enabled?: boolean } = {}) {
  const result = useInfiniteQuery({
    queryKey: [...apiKey('tracks.list'), 'pages', query],
    enabled,
    initialPageParam: 0,
    // While a new search loads, the previous results stay instead of a blank "Cargando".
    placeholderData: keepPreviousData,
    queryFn: async ({ pageParam, signal }): Promise<TrackPage> =>
      onePage(await api('tracks.list', { query: trackPageQuery(query, pageParam), signal })),
    getNextPageParam: (last) => {
      const next = last.offset + last.items.length;
      return next < last.total && last.items.length > 0 ? next : undefined;
    },
  });
  return { ...result, tracks: loadedTracks(result.data), total: result.data?.pages[0]?.total ?? 0 };
}

const EMPTY: Track[] = [];
const cache = new WeakMap<InfiniteData<TrackPage>, Track[]>();
/** Every row fetched so far, in order (memoised per data object so rows keep their identity between renders). */
function loadedTracks(data: InfiniteData<TrackPage> | undefined): Track[] {
  if (!data) return EMPTY;
  let tracks = cache.get(data);
  if (!tracks) {
    tracks = data.pages.flatMap((page) => page.items);
    cache.set(data, tracks);
  }
  return tracks;
}
