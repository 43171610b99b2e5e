import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { z } from 'zod';
import { type Playlist, playlistSchema } from '../../../../shared/schemas/playlists';
import { useTracksByIds } from '../../lib/tracks-by-ids';
import { apiKey } from '../../lib/api';

const playlistsSchema = z.array(playlistSchema);

// Module-level so TanStack Query keeps the parsed result between renders (an inline select would re-run each time).
const parsePlaylists = (data: unknown) => playlistsSchema.parse(data);

/** Every playlist, parsed with the shared schema (a malformed answer shows the error state, not a broken editor). */
export function usePlaylists() {
  return useQuery({ queryKey: apiKey('playlists.list'), select: parsePlaylists });
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
