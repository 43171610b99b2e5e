import { useQuery } from '@tanstack/react-query';
import type { Playlist } from '../../../../shared/schemas/playlists';
import type { Track } from '../../../../shared/schemas/tracks';
import { ADMIN_API } from '../api/admin-urls';

/**
 * What a programme can put on air: the music playlists and the library's recordings. The editor's selects and every
 * row read the same two queries, so a schedule of many rows costs two requests.
 */
export function useProgrammeSources() {
  const playlists = useQuery<Playlist[]>({ queryKey: [ADMIN_API.playlists] });
  const tracks = useQuery<Track[]>({ queryKey: [ADMIN_API.tracks] });
  // Jingle lists never feed a slot: the planner only takes music from music lists.
  const musicPlaylists = (playlists.data ?? []).filter((playlist) => playlist.kind === 'music');
  return {
    musicPlaylists,
    tracks: tracks.data ?? [],
    playlistName: (id: number | null | undefined) =>
      id == null ? undefined : playlists.data?.find((playlist) => playlist.id === id)?.name,
    trackTitle: (id: number | null | undefined) =>
      id == null ? undefined : tracks.data?.find((track) => track.id === id)?.title,
  };
}
