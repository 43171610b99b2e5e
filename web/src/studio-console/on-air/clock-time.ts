import { CLOCK, stationFormat, TIME_PENDING } from '../../lib/station-clock';

/** An ISO instant as HH:MM on the station's clock (the studio PC may be set to another zone, or to UTC). */
export function clockTime(iso: string, timeZone: string | undefined): string {
  return timeZone ? stationFormat(iso, timeZone, CLOCK) : TIME_PENDING;
}
