import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { z } from 'zod';
import { playlistSchema } from '../../../../shared/schemas/playlists';
import type { Track } from '../../../../shared/schemas/tracks';
import { ADMIN_API } from '../api/admin-urls';

const playlistsSchema = z.array(playlistSchema);

// Module-level so TanStack Query keeps the parsed result between renders (an inline select would re-run each time).
const parsePlaylists = (data: unknown) => playlistsSchema.parse(data);

/** Every playlist, parsed with the shared schema (a malformed answer shows the error state, not a broken editor). */
export function usePlaylists() {
  return useQuery({ queryKey: [ADMIN_API.playlists], select: parsePlaylists });
}

/** The whole library and an index by id, to show a list's titles and running time. */
export function useLibraryTracks() {
  const tracks = useQuery<Track[]>({ queryKey: [ADMIN_API.tracks] });
  const byId = useMemo(() => new Map((tracks.data ?? []).map((track) => [track.id, track])), [tracks.data]);
  return { ...tracks, byId };
}
