import type { OccurrencesBetween } from '../../broadcast/live/admission/live-arbiter';
import type { PlannerData } from '../planner/planner-data';

/** The shows' occurrences as the live lock reads them ; a one-off with no show admits no presenter. */
export const showOccurrences =
  (data: Pick<PlannerData, 'occurrences'>): OccurrencesBetween =>
  (from, to) =>
    data.occurrences
      .occurrencesBetween(from, to)
      .flatMap((o) => (o.showId === null ? [] : [{ ...o, showId: o.showId }]));

/** A test's occurrences when it hands some in, else the shows'. */
export const liveOccurrences = (
  options: { occurrencesBetween?: OccurrencesBetween },
  data: Pick<PlannerData, 'occurrences'>,
): OccurrencesBetween => options.occurrencesBetween ?? showOccurrences(data);
