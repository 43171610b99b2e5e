import { STATION } from '../../../../shared/station/station-facts';
import type { Programme } from '../../../../shared/schemas/broadcast/streaming';
import type { StationContext } from '../../core/context';
import { wallEnd } from './occurrence-slots';
import { occurrencesOf } from './shows-service';

/** The programme on air: its title and presenter, and its station wall times. */
export interface ProgrammeOnAir {
  title: string;
  host: string;
  start: string;
  end: string;
  /** The show the slot belongs to (null for one-offs). */
  showId: number | null;
}

/**
 * The programme on air at an instant (a show's occurrence or a one-off), or null outside every slot. Read from the
 * same occurrences, in the same station time, as the planner that drives the air, so labels and audio never disagree.
 */
export function programmeRowAt(
  ctx: Pick<StationContext, 'repos' | 'plannerData' | 'clock'>,
  now = ctx.clock.now(),
): ProgrammeOnAir | null {
  const on = occurrencesOf(ctx)
    .occurrencesBetween(now, now + 1)
    // As the planner's slotAt: the one that started last wins.
    .sort((a, b) => b.startAt - a.startAt || a.endAt - b.endAt)[0];
  if (!on) return null;
  // Read by the as-run only (an admin's report): the team's name for each presenter, display name else login.
  const host =
    on.programId !== null
      ? (ctx.repos.schedule.get(on.programId)?.host ?? '')
      : on.presenterIds
          .map((id) => ctx.repos.users.get(id)?.displayName)
          .filter(Boolean)
          .join(', ');
  return { title: on.showName, host, start: on.start, end: wallEnd(on), showId: on.showId };
}

/** The programme on air now, or the station's default banner. */
export function currentProgramme(
  ctx: Pick<StationContext, 'repos' | 'plannerData' | 'clock'>,
  now = ctx.clock.now(),
): Programme {
  const row = programmeRowAt(ctx, now);
  if (row) return { title: row.title, location: STATION.town, time: `${row.start} - ${row.end}` };
  return { title: STATION.name, location: STATION.town, time: STATION.hours };
}
