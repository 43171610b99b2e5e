import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Playlist } from '../../../../shared/schemas/programming/playlists';
import { apiQuery, wholeList } from '../../lib/api';
import { useTracksByIds } from '../../lib/tracks-by-ids';

/** Every playlist (the answer parsed with the shared schema by apiQuery). */
export function usePlaylists() {
  return useQuery({ ...apiQuery('playlists.list'), select: wholeList });
}

const NO_PLAYLISTS: readonly Playlist[] = [];

/**
 * The songs of every list, by id (GET /api/tracks?ids=, 500 a request), to show their titles and running times:
 * what the lists hold, never the whole library.
 */
export function usePlaylistTracks(playlists: readonly Playlist[] = NO_PLAYLISTS) {
  const ids = useMemo(() => playlists.flatMap((playlist) => playlist.trackIds), [playlists]);
  return useTracksByIds(ids);
}
