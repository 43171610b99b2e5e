/**
 * The one rule for reading a song's artist and title from its file name, used by the upload form (to pre-fill
 * the fields) and by the station (when neither the admin nor the tags give them): 'Artist - Title.mp3', with
 * a hyphen, en or em dash between spaces; underscores read as spaces; any folder part ignored.
 */

/** The file name without folders or its extension (up to five letters), underscores as spaces. */
export function fileNameStem(fileName: string): string {
  const base = fileName.replaceAll('\\', '/').split('/').pop() ?? '';
  return base
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .replaceAll('_', ' ')
    .trim();
}

/** Artist and title when the name follows 'artist - title', else null (nothing is guessed). */
export function splitArtistTitle(fileName: string): { artist: string; title: string } | null {
  const match = /^(.+?)\s+[-–—]\s+(.+)$/.exec(fileNameStem(fileName));
  if (!match) return null;
  const artist = match[1]!.trim();
  const title = match[2]!.trim();
  return artist && title ? { artist, title } : null;
}
