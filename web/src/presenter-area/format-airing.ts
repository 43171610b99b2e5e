import { stationFormat } from '../lib/station-clock';

const DAY: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long' };
const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

/**
 * "sábado, 6 de junio, 16:00–18:00", or one instant's time, on the station's clock: the hours the station airs
 * by, which a presenter's encoder must meet, whatever zone their own computer is set to.
 */
export function formatAiring(timeZone: string, startAt: number, endAt?: number): string {
  const time = (at: number) => stationFormat(at, timeZone, TIME);
  if (endAt === undefined) return time(startAt);
  return `${stationFormat(startAt, timeZone, DAY)}, ${time(startAt)}–${time(endAt)}`;
}
