import type { OccurrencesBetween } from '../../broadcast/live/admission/live-arbiter';
import type { StationContext } from '../../core/context';
import { occurrencesOf } from './shows-service';

/** The shows' occurrences as the live lock reads them ; a one-off with no show admits no presenter. */
export const showOccurrences =
  (ctx: Pick<StationContext, 'repos' | 'config' | 'events'>): OccurrencesBetween =>
  (from, to) =>
    occurrencesOf(ctx)
      .occurrencesBetween(from, to)
      .flatMap((o) => (o.showId === null ? [] : [{ ...o, showId: o.showId }]));

/** A test's occurrences when it hands some in, else the shows'. */
export const liveOccurrences = (
  options: { occurrencesBetween?: OccurrencesBetween },
  ctx: Pick<StationContext, 'repos' | 'config' | 'events'>,
): OccurrencesBetween => options.occurrencesBetween ?? showOccurrences(ctx);
