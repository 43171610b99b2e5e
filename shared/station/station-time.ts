/**
 * Station time: every schedule time is a wall-clock time in the station's IANA zone. Slots and breaks are
 * turned into instants (epoch ms) once, and everything after compares instants, so a summer-time change
 * neither skips nor doubles anything: in October the hour 02:00–03:00 happens twice on the clock but a slot
 * that starts at 02:00 starts once (the first time) and runs until 03:00 comes (the second time round); in
 * March 02:00–03:00 does not exist, so a time inside the gap moves forward by the gap, as Temporal's
 * "compatible" disambiguation does.
 */

import { PROGRAMMING } from './station-rules';

/** The station's zone from its configuration. */
export const stationTimeZone = (config: { timezone?: string }): string =>
  config.timezone ?? PROGRAMMING.defaultTimezone;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      weekday: 'short',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

export function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(name)) return false;
  try {
    formatter(name);
    return true;
  } catch {
    return false;
  }
}

export interface WallTime {
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM */
  time: string;
  /** Minutes since the day's midnight on the wall clock. */
  minutes: number;
  /** 0 = Sunday … 6 = Saturday */
  weekday: number;
}

const WEEKDAY: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };
const pad = (n: number) => String(n).padStart(2, '0');

// Formatting is the costly part of every look-up; one station asks for the same minute many times. The caches are
// small and cleared when full: a station runs for months, and a slowly filling cache reads as a memory leak.
const wallCache = new Map<string, WallTime>();

/** The wall clock in `timeZone` at an instant. */
export function wallTime(instant: number, timeZone: string): WallTime {
  const minuteStart = Math.floor(instant / 60_000) * 60_000;
  const key = `${timeZone}|${minuteStart}`;
  const cached = wallCache.get(key);
  if (cached) return cached;
  const parts: Record<string, string> = {};
  for (const part of formatter(timeZone).formatToParts(minuteStart)) parts[part.type] = part.value;
  const hour = Number(parts.hour);
  const minute = Number(parts.minute);
  const wall = {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${pad(hour)}:${pad(minute)}`,
    minutes: hour * 60 + minute,
    weekday: WEEKDAY[parts.weekday!] ?? 0,
  };
  if (wallCache.size > 2_000) wallCache.clear();
  wallCache.set(key, wall);
  return wall;
}

/** The calendar day after `date` (YYYY-MM-DD). */
export function nextDate(date: string, days = 1): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday, of a calendar date (independent of any zone). */
export const weekdayOf = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

/** Offset of the zone from UTC at an instant, in minutes (Madrid: 60 in winter, 120 in summer). */
function offsetMinutes(instant: number, timeZone: string): number {
  const wall = wallTime(instant, timeZone);
  const asUtc = Date.parse(`${wall.date}T${wall.time}:00Z`);
  return Math.round((asUtc - Math.floor(instant / 60_000) * 60_000) / 60_000);
}

const instantCache = new Map<string, number>();

/**
 * The instant a wall-clock time happens in `timeZone`. Ambiguous times (the repeated autumn hour) give the
 * first occurrence; times in the spring gap move forward by the gap. `time` may be 24:00 (next midnight).
 */
export function instantOf(date: string, time: string, timeZone: string): number {
  const key = `${timeZone}|${date}|${time}`;
  const cached = instantCache.get(key);
  if (cached !== undefined) return cached;
  const [h, m] = time.split(':').map(Number) as [number, number];
  const naive = Date.parse(`${date}T00:00:00Z`) + (h * 60 + m) * 60_000;
  // The offsets in force a day either side bracket any transition near this time.
  const before = offsetMinutes(naive - 86_400_000, timeZone);
  const after = offsetMinutes(naive + 86_400_000, timeZone);
  const candidates = [...new Set([before, after])]
    .map((offset) => naive - offset * 60_000)
    .filter((t) => naive - offsetMinutes(t, timeZone) * 60_000 === t);
  let result: number;
  if (candidates.length > 0) result = Math.min(...candidates);
  else {
    // In the gap: read the time with the offset from before the change, which lands after it.
    result = naive - before * 60_000;
  }
  if (instantCache.size > 8_000) instantCache.clear();
  instantCache.set(key, result);
  return result;
}

/** Whether the wall-clock time exists on that day (false inside the spring-forward gap). */
export function wallTimeExists(date: string, time: string, timeZone: string): boolean {
  const wall = wallTime(instantOf(date, time, timeZone), timeZone);
  return wall.date === date && wall.time === time;
}
