/** Title and artist guessed from a file name: 'Artist - Title.mp3' splits, anything else is the title. */
export function guessFromFileName(fileName: string): { title: string; artist: string } {
  const base = fileName
    .replace(/\.[^.]+$/, '')
    .replace(/_/g, ' ')
    .trim();
  const match = /^(.+?)\s+-\s+(.+)$/.exec(base);
  if (match) return { artist: match[1]!.trim(), title: match[2]!.trim() };
  return { artist: '', title: base };
}
