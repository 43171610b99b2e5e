import { describe, expect, it } from 'vitest';
import { silentLogger } from '../../core/log';
import { createBusTaps } from './bus-taps';

describe('bus taps', () => {
  it('gives every tap each frame in order, and removing a tap stops it', () => {
    const taps = createBusTaps(silentLogger);
    const a: number[] = [];
    const b: number[] = [];
    const removeA = taps.add('a', (frame) => a.push(frame[0]!));
    taps.add('b', (frame) => b.push(frame[0]!));
    taps.write(Buffer.from([1]));
    removeA();
    taps.write(Buffer.from([2]));
    expect(a).toEqual([1]);
    expect(b).toEqual([1, 2]);
  });

  it('removes a tap that throws and keeps feeding the others', () => {
    const taps = createBusTaps(silentLogger);
    const seen: number[] = [];
    taps.add('broken', () => {
      throw new Error('boom');
    });
    taps.add('fine', (frame) => seen.push(frame[0]!));
    taps.write(Buffer.from([1]));
    taps.write(Buffer.from([2]));
    expect(seen).toEqual([1, 2]);
    expect(taps.size()).toBe(1);
  });
});
