import type { ClockEvent, TimedClockEvent } from '../../../../shared/schemas/music/clocks';
import { wallTime } from '../../../../shared/station/station-time';

/**
 * Where the hour's clock stands: which hour it is following (station time), the next event in turn and the hard
 * events of this hour already aired. A new hour starts its clock from the top. Replaced, never changed in place,
 * so a forecast's copy of the plan state cannot move the air's.
 */
export interface ClockState {
  hour: string;
  index: number;
  hardDone: readonly string[];
}

/**
 * The hour of the station's week an instant falls in: its key, ISO weekday (1 = Monday) and hour of the day. The key
 * is the hour's first instant, so October's repeated hour runs its clock twice, hard events included.
 */
export function stationHour(at: number, timeZone: string) {
  const wall = wallTime(at, timeZone);
  const hour = Math.floor(wall.minutes / 60);
  const start = Math.floor(at / 60_000) * 60_000 - (wall.minutes % 60) * 60_000;
  return { key: String(start), start, day: wall.weekday === 0 ? 7 : wall.weekday, hour, wall };
}

type InTurnEvent = Exclude<ClockEvent, { type: 'hard' | 'filler' }>;

/** Milliseconds from the top of the hour to a clock mark (MM:SS). */
export const markMs = (mark: string) => (Number(mark.slice(0, 2)) * 60 + Number(mark.slice(3))) * 1000;

/** How far from its mark a hard event may start: the fill to time lands the hour within this. */
export const HARD_TOLERANCE_MS = 2_000;

/**
 * The clock's next event at `at` (with its mark's instant when it is a hard event): a hard event whose mark has come (or is within the tolerance: the item before it
 * was planned to end there) and that has not aired this hour, else the next event in turn (fillers only fill to time, so they never come in turn). Null for a clock with nothing in turn.
 */
export function clockStep(
  events: readonly ClockEvent[],
  at: number,
  timeZone: string,
  previous: ClockState | undefined,
): { event: TimedClockEvent | null; clock: ClockState; markAt?: number } {
  // Within the tolerance of the next hour, that hour's clock is the one on: its :00:00 event is due.
  const { key, start } = stationHour(at + HARD_TOLERANCE_MS, timeZone);
  const state = previous?.hour === key ? previous : { hour: key, index: 0, hardDone: [] };
  const intoHour = at - start;
  for (const e of events) {
    if (e.type !== 'hard' || state.hardDone.includes(e.at) || markMs(e.at) > intoHour + HARD_TOLERANCE_MS) continue;
    return { event: e.event, clock: { ...state, hardDone: [...state.hardDone, e.at] }, markAt: start + markMs(e.at) };
  }
  const inTurn = events.filter((e): e is InTurnEvent => e.type !== 'hard' && e.type !== 'filler');
  if (inTurn.length === 0) return { event: null, clock: state };
  return { event: inTurn[state.index % inTurn.length]!, clock: { ...state, index: state.index + 1 } };
}
