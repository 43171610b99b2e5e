import { instantOf, stationWallClock } from '../../public/schedule/week';

/**
 * The report windows' `datetime-local` fields read and write the station's clock, as the reports themselves do:
 * an inspector asks for "yesterday 20:00 to 21:00" in the hours the station aired, whatever zone the browser has.
 */
const LOCAL = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?$/;

/** A `datetime-local` value for an instant, on the station's clock. */
export function localInput(at: number, timeZone: string): string {
  const { date, time } = stationWallClock(at, timeZone);
  return `${date}T${time}`;
}

/** The instant a `datetime-local` value names on the station's clock; null when it is not a date and time. */
function instantOfInput(value: string, timeZone: string): number | null {
  const match = LOCAL.exec(value);
  if (!match) return null;
  const at = instantOf(match[1]!, match[2]!, timeZone);
  return Number.isFinite(at) ? at : null;
}

/** The query of a report window from two `datetime-local` values; null while either is not a date. */
export function windowQuery(from: string, to: string, timeZone: string): URLSearchParams | null {
  const a = instantOfInput(from, timeZone);
  const b = instantOfInput(to, timeZone);
  if (a === null || b === null) return null;
  return new URLSearchParams({ from: new Date(a).toISOString(), to: new Date(b).toISOString() });
}

/** Midnight of the first day of the quarter `at` falls in, on the station's calendar. */
export function quarterStart(at: number, timeZone: string): number {
  const [year, month] = stationWallClock(at, timeZone).date.split('-').map(Number) as [number, number];
  const first = String(Math.floor((month - 1) / 3) * 3 + 1).padStart(2, '0');
  return instantOf(`${year}-${first}-01`, '00:00', timeZone);
}

/** An instant as the station's clock shows it (the zone the server answers with). */
export function stationTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('es-ES', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).format(new Date(iso));
}
