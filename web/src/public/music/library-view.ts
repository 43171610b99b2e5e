/** Spec §5: sort by title, artist, album or duration (the server sorts; see GET /api/tracks?sort=). */
export const SORT_KEYS = ['title', 'artist', 'album', 'duration'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
