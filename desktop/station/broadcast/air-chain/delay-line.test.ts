import { describe, expect, it } from 'vitest';
import { FRAME_BYTES } from '../bus/pcm';
import { applyGain, createDelayLine, MAX_AIR_DELAY_MS } from './delay-line';

const frame = (value: number) => {
  const buffer = Buffer.alloc(FRAME_BYTES);
  for (let i = 0; i < FRAME_BYTES; i += 2) buffer.writeInt16LE(value, i);
  return buffer;
};

describe('air output delay line', () => {
  it('gives one frame out per frame in: silence while it fills, then the frames delayed by the setting', () => {
    const line = createDelayLine(60);
    const out = [1, 2, 3, 4, 5].map((n) => line.push(frame(n)).readInt16LE(0));
    expect(out).toEqual([0, 0, 0, 1, 2]);
  });

  it('drops the oldest frames at once when shortened, and is bounded at 10 s', () => {
    const line = createDelayLine(100);
    for (let n = 1; n <= 5; n++) line.push(frame(n));
    line.setDelayMs(40);
    expect(line.push(frame(6)).readInt16LE(0)).toBe(4);
    line.setDelayMs(60_000);
    expect(line.delayMs()).toBe(MAX_AIR_DELAY_MS);
  });

  it('applies the output gain in dB, clamped to 16 bits', () => {
    expect(applyGain(frame(1000), 6).readInt16LE(0)).toBe(1995);
    expect(applyGain(frame(30_000), 6).readInt16LE(0)).toBe(32767);
    expect(applyGain(frame(-30_000), 6).readInt16LE(0)).toBe(-32768);
  });
});
