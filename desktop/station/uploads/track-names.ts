import { splitArtistTitle } from '../../../shared/text/file-name-guess';

export interface NameGuess {
  title?: string;
  artist?: string;
}

/**
 * Artist and title from a file name of the form 'artist - title.ext' (shared/text/file-name-guess.ts, the same rule
 * the upload form fills its fields with). Without that pattern nothing is guessed, so a title must come from
 * the form or the tags.
 */
export function guessFromFileName(originalName: string): NameGuess {
  return splitArtistTitle(originalName) ?? {};
}

const filled = (value: string | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

// Tags and file names are not typed by the admin: cut them to the form's limit instead of refusing the file.
const MAX_GUESSED_LENGTH = 200;
const guessed = (value: string | undefined): string | undefined => filled(value)?.slice(0, MAX_GUESSED_LENGTH).trim();

/**
 * Title, artist and album for a new track: what the admin typed wins, then the file's tags, then the
 * 'artist - title' file name. Returns raw values for the shared schema to validate.
 */
export function resolveTrackFields(
  typed: { title?: string; artist?: string; album?: string },
  tags: { title?: string; artist?: string; album?: string },
  originalName: string,
): { title: string; artist?: string; album?: string } {
  const guess = guessFromFileName(originalName);
  return {
    title: filled(typed.title) ?? guessed(tags.title) ?? guessed(guess.title) ?? '',
    artist: filled(typed.artist) ?? guessed(tags.artist) ?? guessed(guess.artist),
    album: filled(typed.album) ?? guessed(tags.album),
  };
}
