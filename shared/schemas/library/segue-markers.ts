import { z } from 'zod';

/**
 * A track's cue points and segue markers, in seconds on the file's own timeline (from its first sample): cue-in and
 * cue-out trim silence, `introSec` is where the intro ends (the talk-over window runs from the cue-in to it) and
 * `nextStartSec` is where the next item starts over the outro. null means none: no trim, no intro, a cold end.
 */
const marker = (label: string) =>
  z
    .number({ error: `${label} debe ser un número de segundos o null.` })
    .min(0, `${label} no puede ser negativo.`)
    .max(24 * 3600, `${label} no puede superar 24 horas.`)
    .nullable()
    .optional();

/** The markers in a track as read (optional for the spec's clients, which know nothing of them). */
export const segueMarkersShape = {
  cueIn: z.number().nullable().optional(),
  cueOut: z.number().nullable().optional(),
  introSec: z.number().nullable().optional(),
  nextStartSec: z.number().nullable().optional(),
};

/** The markers PATCH /api/tracks/:id accepts (the song editor's waveform); each optional, null clears it. */
export const segueMarkersPatchShape = {
  cueIn: marker('El inicio (cue-in)'),
  cueOut: marker('El final (cue-out)'),
  introSec: marker('La intro'),
  nextStartSec: marker('La entrada de la siguiente'),
};

export const SEGUE_MARKER_FIELDS = ['cueIn', 'cueOut', 'introSec', 'nextStartSec'] as const;
export type SegueMarkerField = (typeof SEGUE_MARKER_FIELDS)[number];
export type SegueMarkerValues = Record<SegueMarkerField, number | null>;

/**
 * Whether a set of markers makes sense for a file this long; the Spanish reason when not. One rule for the editor
 * (it stops a drag there) and the server (it refuses the PATCH).
 */
export function segueMarkersProblem(markers: SegueMarkerValues, duration: number): string | null {
  const start = markers.cueIn ?? 0;
  const end = markers.cueOut ?? duration;
  for (const field of SEGUE_MARKER_FIELDS) {
    const value = markers[field];
    if (value !== null && value > duration + 0.05) return 'Las marcas no pueden pasar del final del archivo.';
  }
  if (start >= end) return 'El inicio (cue-in) debe quedar antes del final (cue-out).';
  if (markers.introSec !== null && (markers.introSec <= start || markers.introSec >= end))
    return 'La intro debe terminar entre el inicio y el final de la canción.';
  if (markers.nextStartSec !== null && (markers.nextStartSec <= start || markers.nextStartSec > end))
    return 'La entrada de la siguiente debe quedar entre el inicio y el final de la canción.';
  if (markers.introSec !== null && markers.nextStartSec !== null && markers.nextStartSec <= markers.introSec)
    return 'La entrada de la siguiente debe quedar después de la intro.';
  return null;
}
