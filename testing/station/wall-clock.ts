import type { Clock } from '../../desktop/station/core/clock';
import type { StartOptions } from '../../desktop/station/start-station';
import { createEngine } from '../../desktop/station/broadcast/engine/engine';
import type { LockOccurrence } from '../../desktop/station/broadcast/live/admission/live-lock';

/**
 * A wall clock a test can move forward, for the engine (the schedule, the history and the as-run log read it);
 * the bus keeps pacing on the monotonic clock, so what a listener hears still takes real time.
 */
export interface MovableClock extends Clock {
  /** Milliseconds the wall clock is ahead of the system's. */
  offset: number;
  /** The system time (what a listener's socket stamps arrivals with) when the wall clock reads `wall`. */
  real(wall: number): number;
  /** Sets the wall clock to `wall` (tests move it forward: the engine's timers are not made for time going back). */
  moveTo(wall: number): void;
  /**
   * Moves the wall clock forward so that its next minute starts `seconds` from now; returns that minute. The
   * slot tests used to wait up to 72 s of real time for the next minute: only the last few seconds are heard.
   */
  toBeforeNextMinute(seconds: number): number;
}

export function movableClock(): MovableClock {
  const clock: MovableClock = {
    offset: 0,
    now: () => Date.now() + clock.offset,
    monotonic: () => performance.now(),
    real: (wall) => wall - clock.offset,
    moveTo(wall) {
      clock.offset += wall - clock.now();
    },
    toBeforeNextMinute(seconds) {
      const next = Math.ceil((clock.now() + seconds * 1000) / 60_000) * 60_000;
      clock.moveTo(next - seconds * 1000);
      return next;
    },
  };
  return clock;
}

/** Start options for a station whose engine reads `clock`. */
export const engineOn = (clock: Clock): StartOptions => ({ createBroadcast: (ctx) => createEngine(ctx, { clock }) });

/** Start options for a station whose engine reads `clock` and whose shows' occurrences are the test's own list. */
export const scheduledOn = (clock: Clock, occurrences: readonly LockOccurrence[]): StartOptions => ({
  ...engineOn(clock),
  occurrencesBetween: (from, to) => occurrences.filter((o) => o.endAt > from && o.startAt < to),
});
