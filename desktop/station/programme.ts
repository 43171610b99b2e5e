import { STATION } from '../../shared/constants';
import type { Programme } from '../../shared/schemas/streaming';
import type { StationContext } from './context';

/** Local date and time parts in the station's time zone (the studio PC's zone). */
function localParts(now: Date): { date: string; time: string } {
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    date: `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`,
    time: `${pad(now.getHours())}:${pad(now.getMinutes())}`,
  };
}

/** The programme on air now from the schedule, or the station's default banner. */
export function currentProgramme({ repos }: Pick<StationContext, 'repos'>, now = new Date()): Programme {
  const { date, time } = localParts(now);
  const slot = repos.schedule.programmeAt(date, time);
  if (slot) return { title: slot.title, location: STATION.town, time: `${slot.start} - ${slot.end}` };
  return { title: STATION.name, location: STATION.town, time: STATION.hours };
}
