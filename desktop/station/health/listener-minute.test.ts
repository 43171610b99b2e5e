import { describe, expect, it } from 'vitest';
import { ListenerMinute } from './listener-minute';

const T0 = Date.parse('2026-03-01T10:00:00Z');

describe('ListenerMinute', () => {
  it('a new minute starts with the listeners still connected as its maximum, and no samples', () => {
    const minute = new ListenerMinute(T0);
    minute.change(1);
    minute.change(1);
    minute.change(1);
    minute.change(-1);
    minute.sample();
    minute.sample();
    expect(minute.roll(T0 + 59_999)).toBeNull();
    expect(minute.roll(T0 + 60_000)).toEqual({ iso: '2026-03-01T10:00', max: 3, average: 2 });
    // Nobody connected or left: the two still listening are the new minute's figures, not zero.
    expect(minute.figures()).toEqual({ iso: '2026-03-01T10:01', max: 2, average: 2 });
  });

  it('never counts below zero, and a short peak stays the maximum after it has gone', () => {
    const minute = new ListenerMinute(T0);
    minute.change(-1);
    expect(minute.concurrent).toBe(0);
    minute.change(5);
    minute.change(-5);
    minute.sample();
    expect(minute.figures()).toEqual({ iso: '2026-03-01T10:00', max: 5, average: 0 });
  });
});
