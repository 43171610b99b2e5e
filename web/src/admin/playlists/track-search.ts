import type { Track } from '../../../../shared/schemas/tracks';

/** Lower case without accents, so "cerbere" finds "Cerbère" and "TUNELES" finds "Túneles". */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('es');
}

/** Library tracks whose title, artist or album contain every word of the query, in any order. */
export function searchTracks(tracks: readonly Track[], query: string): Track[] {
  const words = foldForSearch(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...tracks];
  return tracks.filter((track) => {
    const haystack = foldForSearch(`${track.title} ${track.artist} ${track.album ?? ''}`);
    return words.every((word) => haystack.includes(word));
  });
}
