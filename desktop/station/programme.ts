import { STATION } from '../../shared/station-facts';
import type { Programme } from '../../shared/schemas/streaming';
import type { StationContext } from './context';
import { slotAt } from './programming/planner';
import { timedSlots } from './programming/schedule-slots';
import type { ProgramRow } from './repos/schedule';
import { nextDate, stationTimeZone, wallTime } from './programming/station-time';

/**
 * The schedule's programme on air at an instant (its row, with the presenter), or null outside every slot. Read from
 * the same slots, in the same station time, as the planner that drives the air, so labels and audio never disagree.
 */
export function programmeRowAt(
  { repos, config }: Pick<StationContext, 'repos' | 'config'>,
  now = Date.now(),
): ProgramRow | null {
  const timeZone = stationTimeZone(config);
  const today = wallTime(now, timeZone).date;
  const rows = repos.schedule.between(nextDate(today, -1), nextDate(today, 1));
  const slots = timedSlots(rows, timeZone);
  const slot = slotAt(now, slots);
  return slot ? (rows.find((row) => row.id === slot.id) ?? null) : null;
}

/** The programme on air now, or the station's default banner. */
export function currentProgramme(ctx: Pick<StationContext, 'repos' | 'config'>, now = Date.now()): Programme {
  const row = programmeRowAt(ctx, now);
  if (row) return { title: row.title, location: STATION.town, time: `${row.start} - ${row.end}` };
  return { title: STATION.name, location: STATION.town, time: STATION.hours };
}
