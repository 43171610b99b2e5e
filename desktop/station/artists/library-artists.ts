import type { LibraryArtistDetail, LibraryArtistSummary } from '../../../shared/schemas/public/artists';
import type { PlayableTrack } from '../repos/library/tracks';

/** Artists are grouped by their name as written on the tracks, ignoring case and outer spaces. */
const keyOf = (name: string) => name.trim().toLocaleLowerCase('es');

interface ArtistGroup {
  name: string;
  tracks: PlayableTrack[];
}

function groupByArtist(tracks: readonly PlayableTrack[]): Map<string, ArtistGroup> {
  const groups = new Map<string, ArtistGroup>();
  for (const track of tracks) {
    const key = keyOf(track.artist);
    if (!key) continue;
    const group = groups.get(key) ?? { name: track.artist.trim(), tracks: [] };
    group.tracks.push(track);
    groups.set(key, group);
  }
  return groups;
}

function albumsOf(tracks: readonly PlayableTrack[]): Array<{ name: string; trackCount: number }> {
  const albums = new Map<string, { name: string; trackCount: number }>();
  for (const track of tracks) {
    const name = track.album?.trim();
    if (!name) continue;
    const album = albums.get(keyOf(name)) ?? { name, trackCount: 0 };
    album.trackCount += 1;
    albums.set(keyOf(name), album);
  }
  return [...albums.values()].sort((a, b) => a.name.localeCompare(b.name, 'es'));
}

function summarize(group: ArtistGroup, plays: ReadonlyMap<number, number>): LibraryArtistSummary {
  return {
    name: group.name,
    trackCount: group.tracks.length,
    albumCount: albumsOf(group.tracks).length,
    plays: group.tracks.reduce((sum, t) => sum + (plays.get(t.id) ?? 0), 0),
    coverImageUrl: group.tracks.find((t) => t.coverImageUrl)?.coverImageUrl ?? null,
  };
}

/** Every artist of the library with its counts (the paged list sorts, searches and slices it). */
export function libraryArtists(
  tracks: readonly PlayableTrack[],
  plays: ReadonlyMap<number, number>,
): LibraryArtistSummary[] {
  return [...groupByArtist(tracks).values()].map((group) => summarize(group, plays));
}

/** Library artists whose name contains the query (case-insensitive); most played first. An empty query finds nothing. */
export function searchLibraryArtists(
  tracks: readonly PlayableTrack[],
  plays: ReadonlyMap<number, number>,
  query: string,
): LibraryArtistSummary[] {
  const needle = keyOf(query);
  if (!needle) return [];
  return [...groupByArtist(tracks).entries()]
    .filter(([key]) => key.includes(needle))
    .map(([, group]) => summarize(group, plays))
    .sort((a, b) => b.plays - a.plays || a.name.localeCompare(b.name, 'es'));
}

/** Everything the library knows about one artist (exact name, case-insensitive), or undefined. */
export function libraryArtistDetail(
  tracks: readonly PlayableTrack[],
  plays: ReadonlyMap<number, number>,
  name: string,
): LibraryArtistDetail | undefined {
  const group = groupByArtist(tracks).get(keyOf(name));
  if (!group) return undefined;
  const artistTracks = group.tracks
    .map((t) => ({
      id: t.id,
      title: t.title,
      album: t.album,
      duration: t.duration,
      plays: plays.get(t.id) ?? 0,
      coverImageUrl: t.coverImageUrl,
      audioFileUrl: t.audioFileUrl,
    }))
    .sort((a, b) => b.plays - a.plays || a.title.localeCompare(b.title, 'es'));
  const firstAddedAt = group.tracks.map((t) => t.createdAt).sort()[0]!;
  return { ...summarize(group, plays), albums: albumsOf(group.tracks), tracks: artistTracks, firstAddedAt };
}
