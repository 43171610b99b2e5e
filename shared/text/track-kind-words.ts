import type { TrackKind } from '../schemas/library/tracks';

/**
 * What the station's volunteers call each kind of track in Spanish, for every sentence that names one: a spot
 * uploaded is a "cuña subida", never a "canción subida", and a count says "3 cuñas", not "3 canciones".
 */
export const TRACK_KIND_WORDS: Record<TrackKind, { one: string; other: string; uploaded: string }> = {
  music: { one: 'canción', other: 'canciones', uploaded: 'subida' },
  jingle: { one: 'cortinilla', other: 'cortinillas', uploaded: 'subida' },
  spot: { one: 'cuña', other: 'cuñas', uploaded: 'subida' },
  show: { one: 'programa grabado', other: 'programas grabados', uploaded: 'subido' },
};

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "Cuña subida", "Programa grabado subido": the title of what an upload of `kind` made. */
export const uploadedTitle = (kind: TrackKind): string =>
  `${capital(TRACK_KIND_WORDS[kind].one)} ${TRACK_KIND_WORDS[kind].uploaded}`;

/** "Cuña «Rebajas» de Mercería Pilar subida": the audit line of an upload. */
export const uploadedLine = (kind: TrackKind, named: string): string =>
  `${capital(TRACK_KIND_WORDS[kind].one)} ${named} ${TRACK_KIND_WORDS[kind].uploaded}`;
