import { describe, expect, it } from 'vitest';
import { type Clock, clockStartingAt, isoNow } from './clock';

/** A real clock stood in for: the test moves it. */
function steppedClock(start: number): Clock & { step(ms: number): void } {
  let now = start;
  return {
    now: () => now,
    monotonic: () => now - start,
    step: (ms) => {
      now += ms;
    },
  };
}

describe('a clock started at a chosen instant', () => {
  it('reads that instant at once and runs on at the real pace, with the real monotonic time', () => {
    const real = steppedClock(Date.UTC(2027, 0, 1, 9));
    const clock = clockStartingAt(Date.parse('2026-11-29T23:59:00Z'), real, real.now());
    expect(isoNow(clock)).toBe('2026-11-29T23:59:00.000Z');
    real.step(90_000);
    expect(isoNow(clock)).toBe('2026-11-30T00:00:30.000Z');
    expect(clock.monotonic()).toBe(90_000);
  });
});
