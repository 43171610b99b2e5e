import { STATION } from '../../shared/station-facts';
import type { Programme } from '../../shared/schemas/streaming';
import type { StationContext } from './context';
import { slotAt } from './programming/planner';
import { timedSlots } from './programming/schedule-slots';
import { nextDate, stationTimeZone, wallTime } from './programming/station-time';

/**
 * The programme on air now, or the station's default banner. Read from the same slots, in the same station time,
 * as the planner that drives the air, so the banner and the audio never disagree.
 */
export function currentProgramme(
  { repos, config }: Pick<StationContext, 'repos' | 'config'>,
  now = Date.now(),
): Programme {
  const timeZone = stationTimeZone(config);
  const today = wallTime(now, timeZone).date;
  const slots = timedSlots(repos.schedule.between(nextDate(today, -1), nextDate(today, 1)), timeZone);
  const slot = slotAt(now, slots);
  if (slot) return { title: slot.title, location: STATION.town, time: `${slot.start} - ${slot.end}` };
  return { title: STATION.name, location: STATION.town, time: STATION.hours };
}
