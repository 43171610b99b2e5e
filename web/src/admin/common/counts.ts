import { plural } from '../../../../shared/text/plural';
import type { TrackKind } from '../../../../shared/schemas/library/tracks';
import { TRACK_KIND_WORDS } from '../../../../shared/text/track-kind-words';

/** "1 canción", "12 canciones": the count the library, the pickers and the lists all show. */
export const songCount = (count: number) => plural(count, { one: '# canción', other: '# canciones' });

/**
 * "3 cuñas", "1 cortinilla": a count of one kind of track; with no kind (a list of every kind) "12 pistas", since
 * jingles and spots are not songs.
 */
export function trackCount(count: number, kind: TrackKind | '' | undefined): string {
  if (!kind) return plural(count, { one: '# pista', other: '# pistas' });
  const words = TRACK_KIND_WORDS[kind];
  return plural(count, { one: `# ${words.one}`, other: `# ${words.other}` });
}
