import { describe, expect, it } from 'vitest';
import type { Clock } from '../../core/clock';
import { createMixer } from './mixer';

/** A clock the test moves: the bus renders what is due by it, however little real time has passed. */
function manualClock(): Clock & { advance(ms: number): void } {
  let ms = 1_000;
  return {
    now: () => 1_900_000_000_000 + ms,
    monotonic: () => ms,
    advance(by) {
      ms += by;
    },
  };
}

describe('the bus on an injected clock', () => {
  it('renders 50 frames per clock second plus its lead, and skips (not renders) a stall of over 3 s', async () => {
    const clock = manualClock();
    let frames = 0;
    const mixer = createMixer<string>({ onFrame: () => frames++, onAir: () => {}, afterFrame: () => {} }, clock);
    mixer.start();
    try {
      // The lead: 3 frames ahead of the clock as soon as it starts.
      await expect.poll(() => frames).toBe(3);
      clock.advance(1_000);
      await expect.poll(() => frames).toBe(53);
      // 10 s without a tick (a suspended laptop): 150 frames caught up, the rest skipped.
      clock.advance(10_000);
      await expect.poll(() => mixer.framesWritten()).toBe(553);
      expect(frames).toBe(53 + 150);
      expect(mixer.skipped()).toBe(350);
    } finally {
      mixer.stop();
    }
  });
});
