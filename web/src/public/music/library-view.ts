import type { Track } from '../../../../shared/schemas/tracks';

export const SORT_KEYS = ['title', 'artist', 'album', 'duration'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

/** Spec §5: search matches title, artist or album case-insensitively; sort by title, artist, album or duration. */
export function libraryView(tracks: readonly Track[], search: string, sort: SortKey, locale = 'es'): Track[] {
  const needle = search.trim().toLocaleLowerCase(locale);
  const matches = needle
    ? tracks.filter((t) =>
        [t.title, t.artist, t.album ?? ''].some((field) => field.toLocaleLowerCase(locale).includes(needle)),
      )
    : [...tracks];
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  return matches.sort((a, b) =>
    sort === 'duration' ? a.duration - b.duration : collator.compare(a[sort] ?? '', b[sort] ?? ''),
  );
}
