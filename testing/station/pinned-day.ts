import type { Clock } from '../../desktop/station/core/clock';
import { nextDate } from '../../shared/station/station-time';

/**
 * An injected clock on a pinned day, 12 January of next year: always ahead of today, whatever day the suite runs (its
 * weekday changes from year to year; a test that needs one sets its own). It starts at midnight UTC the day before,
 * where a test's admin logs in (sessions expire on the station's clock); `set(at)` moves it.
 */
export function pinnedDay() {
  const day = `${new Date().getUTCFullYear() + 1}-01-12`;
  let wall = Date.parse(`${nextDate(day, -1)}T00:00:00.000Z`);
  const clock: Clock = { now: () => wall, monotonic: () => performance.now() };
  return {
    day,
    clock,
    set(at: number) {
      wall = at;
    },
  };
}
