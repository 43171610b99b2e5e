/**
 * Time as the station reads it: the wall clock (what the schedule and the history are in) and a monotonic one in
 * milliseconds (what the bus counts frames against and durations are measured on). This file is the only place in
 * the station that reads the time (`npm run lint` refuses a read anywhere else): everything else is handed a Clock
 * through the station's context, so a test can start the station at any instant or move time without waiting.
 * Timers (`setTimeout`, `setInterval`) are durations, not readings, and stay where they are.
 */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
  /** Milliseconds on a clock that never jumps (only differences mean anything). */
  monotonic(): number;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  monotonic: () => performance.now(),
};

/**
 * A wall clock that read `startMs` when the process started (`realStartMs`, the real time then) and runs on at the
 * real pace from there (its monotonic time is the real one): a station started on a chosen date, for tests, that
 * otherwise behaves as a live one. Counted from the process's start, not from this call, so whoever spawned the
 * process knows the station's time to a few milliseconds, and a restart of the core in the same process keeps it.
 */
export function clockStartingAt(
  startMs: number,
  real: Clock = systemClock,
  realStartMs = performance.timeOrigin,
): Clock {
  const offset = startMs - realStartMs;
  return { now: () => real.now() + offset, monotonic: real.monotonic };
}

/** The clock's reading as a Date, for the APIs that want one. */
export const dateOf = (clock: Clock) => new Date(clock.now());

/** The clock's reading in ISO 8601 (UTC), as the database stores instants. */
export const isoNow = (clock: Clock) => new Date(clock.now()).toISOString();
