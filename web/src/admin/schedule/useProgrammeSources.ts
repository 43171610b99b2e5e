import { useQuery } from '@tanstack/react-query';
import { apiQuery, wholeList } from '../../lib/api';

/**
 * The music playlists a programme can put on air. The editor's select and every row read the same query, so a
 * schedule of many rows costs one request. Recordings are picked with the library search (ShowTrackField) and
 * shown by id (the schedule asks GET /api/tracks?ids= for its rows' recordings), never the whole library.
 */
export function useProgrammeSources() {
  const playlists = useQuery({ ...apiQuery('playlists.list'), select: wholeList });
  // Jingle lists never feed a slot: the planner only takes music from music lists.
  const musicPlaylists = (playlists.data ?? []).filter((playlist) => playlist.kind === 'music');
  return {
    musicPlaylists,
    playlistName: (id: number | null | undefined) =>
      id == null ? undefined : playlists.data?.find((playlist) => playlist.id === id)?.name,
  };
}
