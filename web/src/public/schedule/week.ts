import { wallTime } from '../../../../shared/station/station-time';

// The web app reads station time through this module (the admin's screens too), so the shared rules stay in the
// schedule's chunk instead of one more file every page's preload list names.
export { instantOf } from '../../../../shared/station/station-time';

/**
 * The public week's calendar arithmetic. Days are station dates (YYYY-MM-DD in the station's zone), computed with
 * UTC dates so a summer-time change never shifts a day; instants are only turned into station dates and times
 * through Intl with the station's zone, never the visitor's.
 */

const DAY_MS = 86_400_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const toUtc = (date: string) => Date.parse(`${date}T00:00:00Z`);
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const isDate = (value: string | null | undefined): value is string =>
  !!value && DATE.test(value) && !Number.isNaN(toUtc(value));

export const addDays = (date: string, days: number): string => fromUtc(toUtc(date) + days * DAY_MS);

/** ISO weekday of a date: 1 = Monday … 7 = Sunday. */
export const isoWeekday = (date: string): number => ((new Date(toUtc(date)).getUTCDay() + 6) % 7) + 1;

/** The Monday of the week a date belongs to. */
export const mondayOf = (date: string): string => addDays(date, 1 - isoWeekday(date));

/** Monday to Sunday of the week starting `monday`. */
export const weekDays = (monday: string): string[] => Array.from({ length: 7 }, (_, i) => addDays(monday, i));

/** An instant as the station's wall clock: its date and HH:MM (shared/station/station-time.ts, as the station reads it). */
export function stationWallClock(instant: number | string | Date, timeZone: string): { date: string; time: string } {
  const { date, time } = wallTime(new Date(instant).getTime(), timeZone);
  return { date, time };
}

/** A programme's end as the grid says it: one that ends at midnight ends at 24:00 of its day, as it was entered. */
export function stationEndTime(end: number | string | Date, timeZone: string): string {
  const { time } = stationWallClock(end, timeZone);
  return time === '00:00' ? '24:00' : time;
}

/**
 * The order of the week's day tabs: Monday to Sunday, except on a phone looking at the current week, where today
 * comes first (what a listener opens the page for), then the rest of the week, and the days already gone last.
 */
export function dayOrder(days: readonly string[], today: string, phone: boolean): string[] {
  const index = days.indexOf(today);
  if (!phone || index <= 0) return [...days];
  return [...days.slice(index), ...days.slice(0, index)];
}

/** The tab open at first: today in the current week, else the week's Monday. */
export const initialDay = (days: readonly string[], today: string): string =>
  days.includes(today) ? today : (days[0] ?? today);

export interface TimedItem {
  start: string;
  end: string;
}

/** Items by the station date they start on (a show crossing midnight belongs to the day it starts). */
export function byStationDay<T extends TimedItem>(items: readonly T[], days: readonly string[], timeZone: string) {
  const map = new Map<string, T[]>(days.map((day) => [day, []]));
  for (const item of [...items].sort((a, b) => Date.parse(a.start) - Date.parse(b.start))) {
    map.get(stationWallClock(item.start, timeZone).date)?.push(item);
  }
  return map;
}

/** True while `now` is inside the item's airing. */
export const isOnNow = (item: TimedItem, now: number): boolean =>
  Date.parse(item.start) <= now && now < Date.parse(item.end);
