import { useQueries } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import type { Track } from '../../../shared/schemas/library/tracks';
import { api, apiKey, wholeList } from './api';
import { idChunks } from './track-ids';

const fetchTracks = async (ids: readonly number[], signal: AbortSignal): Promise<Track[]> =>
  wholeList(await api('tracks.list', { query: { ids: ids.join(',') }, signal }));

export interface TracksByIds {
  byId: ReadonlyMap<number, Track>;
  /** Some ids have not arrived yet: a song missing from byId may still be on its way (not deleted). */
  isPending: boolean;
  isError: boolean;
}

/**
 * The songs with these ids (GET /api/tracks?ids=, at most 500 per request), for a page that shows songs by id —
 * a playlist's songs, a programme's recording — without reading the library. A song deleted from the library is
 * simply missing from the map once everything arrived. The keys start with tracks.list's, so every mutation that
 * refreshes the library refreshes these too. While a changed set loads, the songs already known stay in the map.
 */
export function useTracksByIds(ids: readonly number[]): TracksByIds {
  // The ids' text is the dependency: a new array of the same ids is the same set, and keeps the same keys.
  const idsKey = ids.join(',');
  const chunks = useMemo(() => idChunks(idsKey ? idsKey.split(',').map(Number) : []), [idsKey]);
  const results = useQueries({
    queries: chunks.map((chunk) => ({
      queryKey: [...apiKey('tracks.list'), 'ids', chunk],
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchTracks(chunk, signal),
    })),
  });
  const known = useRef<ReadonlyMap<number, Track>>(new Map());
  const isPending = results.some((result) => result.isPending);
  const isError = results.some((result) => result.isError);
  const dataKey = results.map((result) => result.dataUpdatedAt).join(',');
  // `results` is a new array each render; a new answer moves its dataUpdatedAt, which is what the map follows.
  const byId = useMemo(() => {
    const map = new Map<number, Track>(isPending ? known.current : []);
    for (const result of results) for (const track of result.data ?? []) map.set(track.id, track);
    known.current = map;
    return map;
  }, [dataKey, isPending]);
  return { byId, isPending, isError };
}
