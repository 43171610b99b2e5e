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

/** The hour of the station's week an instant falls in: its key, ISO weekday (1 = Monday) and hour of the day. */
export function stationHour(at: number, timeZone: string) {
  const wall = wallTime(at, timeZone);
  const hour = Math.floor(wall.minutes / 60);
  return { key: `${wall.date}T${hour}`, day: wall.weekday === 0 ? 7 : wall.weekday, hour, wall };
}

const markSeconds = (mark: string) => Number(mark.slice(0, 2)) * 60 + Number(mark.slice(3));

/**
 * The clock's next event at `at`: a hard event whose mark has come and that has not aired this hour, else the next
 * event in turn (fillers only fill to time, so they never come in turn). Null for a clock with nothing in turn.
 */
export function clockStep(
  events: readonly ClockEvent[],
  at: number,
  timeZone: string,
  previous: ClockState | undefined,
): { event: TimedClockEvent | null; clock: ClockState } {
  const { key, wall } = stationHour(at, timeZone);
  const state = previous?.hour === key ? previous : { hour: key, index: 0, hardDone: [] };
  const intoHour = (wall.minutes % 60) * 60 + (Math.floor(at / 1000) % 60);
  for (const e of events) {
    if (e.type !== 'hard' || state.hardDone.includes(e.at) || markSeconds(e.at) > intoHour) continue;
    return { event: e.event, clock: { ...state, hardDone: [...state.hardDone, e.at] } };
  }
  const inTurn = events.filter((e): e is TimedClockEvent => e.type !== 'hard' && e.type !== 'filler');
  if (inTurn.length === 0) return { event: null, clock: state };
  return { event: inTurn[state.index % inTurn.length]!, clock: { ...state, index: state.index + 1 } };
}
