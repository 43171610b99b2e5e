import { TRACK_KINDS, type TrackKind } from '../../../../shared/schemas/library/tracks';

/** What each kind is called in the admin area (the words the station's volunteers use). */
export const TRACK_KIND_LABEL: Record<TrackKind, string> = {
  music: 'Música',
  jingle: 'Cortinilla',
  spot: 'Cuña',
  show: 'Programa grabado',
};

/** The same kinds as a filter of the list. */
export const TRACK_KIND_FILTER: Record<TrackKind, string> = {
  music: 'Música',
  jingle: 'Cortinillas',
  spot: 'Cuñas',
  show: 'Programas grabados',
};

/** Only songs reach the public site: said where the kind is chosen. */
export const TRACK_KIND_HINT = 'Solo la música aparece en la web pública; cortinillas, cuñas y programas no.';

/** The <option>s of a kind select, in the order of the shared list. */
export function TrackKindOptions() {
  return TRACK_KINDS.map((kind) => (
    <option key={kind} value={kind}>
      {TRACK_KIND_LABEL[kind]}
    </option>
  ));
}
