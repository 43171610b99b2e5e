import {
  SEGUE_MARKER_FIELDS,
  type SegueMarkerValues,
  segueMarkersProblem,
} from '../../../../shared/schemas/library/segue-markers';
import { Invalid } from '../../core/domain-errors';
import type { TrackRow } from './track-row';

/** The columns of the markers, in SEGUE_MARKER_FIELDS' order. */
export const segueMarkerColumns = ['cue_in', 'cue_out', 'intro_sec', 'next_start_sec'] as const;

/**
 * The markers a PATCH leaves on a track (what it names, the rest as they are), refused with the reason when they
 * do not fit together or in the file: nothing is written then. `touched`: the PATCH set some (a person's word
 * counts as measured).
 */
export function assertSegueMarkers(
  current: TrackRow,
  patch: Partial<Record<(typeof SEGUE_MARKER_FIELDS)[number], number | null>>,
): { values: Array<number | null>; touched: boolean } {
  const values = Object.fromEntries(
    SEGUE_MARKER_FIELDS.map((field, i) => {
      const given = patch[field];
      return [field, given === undefined ? current[segueMarkerColumns[i]!] : given];
    }),
  ) as SegueMarkerValues;
  const touched = SEGUE_MARKER_FIELDS.some((field) => patch[field] !== undefined);
  if (touched) {
    const problem = segueMarkersProblem(values, current.duration);
    if (problem) throw new Invalid('bad_markers', problem, 'markers');
  }
  return { values: SEGUE_MARKER_FIELDS.map((field) => values[field]), touched };
}
