import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OnAirItem } from '../on-air/on-air-item';
import { createRdsHold } from './rds-hold';

const item = (title: string): OnAirItem => ({
  kind: 'rotation',
  trackId: 1,
  planned: null,
  title,
  artist: 'A',
  album: null,
  coverImageUrl: null,
  duration: 180,
});

afterEach(() => {
  vi.useRealTimers();
});

describe('RDS hold (the transmitter plays the bus late)', () => {
  it('releases at once without an air output, and after the hold with one, in order', () => {
    vi.useFakeTimers();
    let holdMs = 0;
    const released: string[] = [];
    const hold = createRdsHold({ holdMs: () => holdMs, release: (i) => released.push(i.title), now: () => Date.now() });
    hold.push(item('now'));
    expect(released).toEqual(['now']);

    holdMs = 2_200;
    hold.push(item('held'));
    vi.advanceTimersByTime(1_000);
    // The delay shortened meanwhile: the later item (due at 1.5 s) still waits for the earlier one (2.2 s).
    holdMs = 500;
    hold.push(item('after'));
    vi.advanceTimersByTime(1_199);
    expect(released).toEqual(['now']);
    vi.advanceTimersByTime(1);
    expect(released).toEqual(['now', 'held', 'after']);
  });

  it('drops what had not reached the transmitter when the station goes off air', () => {
    vi.useFakeTimers();
    const released: string[] = [];
    const hold = createRdsHold({ holdMs: () => 1_000, release: (i) => released.push(i.title), now: () => Date.now() });
    hold.push(item('held'));
    hold.clear();
    vi.advanceTimersByTime(5_000);
    expect(released).toEqual([]);
  });
});
