import { instantOf } from '../../../../shared/station/station-time';
import { stationHour } from './clock-step';

/**
 * A log position is "the n-th item the air starts in a given hour of station time" (n from 1, in airing order,
 * jingles, spots and shows counted like songs). Its id is a number that reads as the date, the hour and n
 * (2026113010004 = the 4th item of 30 November 2026, 10:00–11:00 station time). The id depends on nothing but that
 * place in the day, so it stays the same when the log is regenerated (a library or schedule edit changes what
 * fills the position, not the position) and while the air advances towards it: it is what GET /api/log returns,
 * what the music director's edits and voice tracks refer to, and what the as-run records for reconciliation.
 * An edit that makes the hour hold more or fewer items moves the later items' starts, not their ids. In the
 * October hour that repeats, its two passes count on as one hour.
 */
export interface LogCursor {
  /** Station wall hour ("2026-11-30T10") of the last position given. */
  hour: string;
  ordinal: number;
  /** When that position was decided to start. */
  at: number;
}

const HOUR_FACTOR = 1_000;
const DAY_FACTOR = 100 * HOUR_FACTOR;
const MAX_ORDINAL = HOUR_FACTOR - 1;
// Two decisions for the same start are one position decided again (the air re-plans what it was decoding); items
// follow each other at least a second apart (decisions.ts gives every item a second at the least).
const SAME_POSITION_MS = 1_000;

/** The id of the `ordinal`-th item of the station hour `hourKey` ("2026-11-30T10"). */
export function positionId(hourKey: string, ordinal: number): number {
  const [date = '', hour = '0'] = hourKey.split('T');
  return Number(date.replaceAll('-', '')) * DAY_FACTOR + Number(hour) * HOUR_FACTOR + Math.min(ordinal, MAX_ORDINAL);
}

/** The station date, hour and ordinal an id names; null for a number that is no position. */
export function positionParts(id: number): { date: string; hour: number; ordinal: number } | null {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const ordinal = id % HOUR_FACTOR;
  const hour = Math.floor(id / HOUR_FACTOR) % 100;
  const day = Math.floor(id / DAY_FACTOR);
  const text = String(day).padStart(8, '0');
  const date = `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}`;
  if (ordinal < 1 || hour > 23 || Number.isNaN(Date.parse(`${date}T00:00:00Z`))) return null;
  return { date, hour, ordinal };
}

/** The instant the hour of a position starts (station time), to find the position in the log. */
export function positionHourStart(id: number, timeZone: string): number | null {
  const parts = positionParts(id);
  return parts ? instantOf(parts.date, `${String(parts.hour).padStart(2, '0')}:00`, timeZone) : null;
}

/** The position of an item starting at `at` after the one `previous` gave, and the cursor that follows. */
export function nextPosition(previous: LogCursor | undefined, at: number, timeZone: string) {
  // The wall hour ("2026-11-30T10"), not the clock's hour key (an instant): October's repeated hour is one hour here.
  const { wall, hour } = stationHour(at, timeZone);
  const key = `${wall.date}T${hour}`;
  const sameHour = previous?.hour === key;
  const again = sameHour && Math.abs(at - previous.at) < SAME_POSITION_MS;
  const ordinal = !sameHour ? 1 : again ? previous.ordinal : previous.ordinal + 1;
  const cursor: LogCursor = { hour: key, ordinal, at };
  return { id: positionId(key, ordinal), cursor };
}
