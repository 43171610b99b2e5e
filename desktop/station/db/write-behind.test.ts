import { afterEach, describe, expect, it, vi } from 'vitest';
import { createWriteBehind } from './write-behind';

const full = () => Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' });

describe('write-behind: small writes kept while the disk is full', () => {
  afterEach(() => vi.useRealTimers());

  it('writes at once while there is room, keeps the order once there is not, and catches up by itself', () => {
    vi.useFakeTimers();
    const rows: string[] = [];
    let room = true;
    const later = createWriteBehind({ open: true }, 1_000);
    const write = (row: string) => () => {
      if (!room) throw full();
      rows.push(row);
    };
    expect(later.run(write('a'))).toBe(true);
    room = false;
    expect(later.run(write('b'))).toBe(false);
    room = true;
    // One write waits: the next one waits behind it (tried in order at the next attempt), never ahead of it.
    expect(later.run(write('c'))).toBe(true);
    expect(rows).toEqual(['a', 'b', 'c']);
    room = false;
    later.run(write('d'));
    later.run(write('e'));
    expect(later.waiting()).toBe(2);
    vi.advanceTimersByTime(3_000);
    expect(later.waiting()).toBe(2);
    room = true;
    vi.advanceTimersByTime(1_000);
    expect(rows).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(later.waiting()).toBe(0);
  });

  it('throws other errors at once, and gives up a waiting write that later fails for another reason', () => {
    const later = createWriteBehind({ open: true }, 1_000);
    expect(() =>
      later.run(() => {
        throw Object.assign(new Error('UNIQUE constraint failed'), { code: 'SQLITE_CONSTRAINT_UNIQUE' });
      }),
    ).toThrow('UNIQUE');
    let attempts = 0;
    later.run(() => {
      attempts++;
      throw attempts === 1 ? full() : new Error('no such table');
    });
    expect(later.flush()).toBe(true);
    expect(later.dropped()).toBe(1);
  });
});
