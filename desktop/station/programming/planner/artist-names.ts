/**
 * The artists a song's artist field names. "A feat. B", "A ft. B", "A con B", "A & B" and "A featuring B" are
 * songs by A and by B: a licensing body counts a featured artist as an artist, and listeners hear them as one.
 * Names are folded (case, accents, spaces) so "Rosalía" and "ROSALIA " are the same artist.
 */
const JOINERS = /\s+(?:feat\.?|ft\.?|featuring|con|&)\s+/i;

export const foldName = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

export function artistNames(artist: string, featured: boolean): string[] {
  const parts = featured ? artist.split(JOINERS) : [artist];
  const names = parts.map(foldName).filter((name) => name.length > 0);
  return names.length > 0 ? [...new Set(names)] : [];
}
