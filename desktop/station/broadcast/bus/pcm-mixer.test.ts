import { describe, expect, it } from 'vitest';
import type { PcmSource } from './file-source';
import { createMixer } from './mixer';
import { equalPower, FRAME_BYTES, mixFrames, PcmQueue } from './pcm';

const constant = (value: number) => {
  const b = Buffer.alloc(FRAME_BYTES);
  for (let i = 0; i < FRAME_BYTES; i += 2) b.writeInt16LE(value, i);
  return b;
};
const source = (value: number, frames: number): PcmSource => {
  let left = frames;
  let closed = false;
  return {
    read: () => (left-- > 0 ? constant(value) : null),
    buffered: () => Math.max(0, left) * FRAME_BYTES,
    finished: () => left <= 0 || closed,
    failed: () => false,
    decoded: () => true,
    close: () => {
      closed = true;
    },
  };
};

describe('PCM helpers', () => {
  it('equal-power curves keep constant power', () => {
    for (const p of [0, 0.25, 0.5, 0.9, 1]) {
      const { out, in: gain } = equalPower(p);
      expect(out * out + gain * gain).toBeCloseTo(1, 10);
    }
  });
  it('mixes with clamping to 16 bits', () => {
    const mixed = mixFrames([
      { frame: constant(30_000), from: 1, to: 1 },
      { frame: constant(30_000), from: 1, to: 1 },
    ]);
    expect(mixed.readInt16LE(0)).toBe(32_767);
    expect(mixed.length).toBe(FRAME_BYTES);
  });
  it('queues bytes and hands out exact frames, trimming the oldest', () => {
    const q = new PcmQueue();
    q.push(Buffer.alloc(1000, 1));
    q.push(Buffer.alloc(5000, 2));
    expect(q.take(FRAME_BYTES).length).toBe(FRAME_BYTES);
    expect(q.length).toBe(6000 - FRAME_BYTES);
    q.trimTo(100);
    expect(q.length).toBe(100);
    expect(q.take(100)[0]).toBe(2);
  });
});

describe('mixer crossfades', () => {
  it('fades from one source to the next, announcing the change at the midpoint', () => {
    const frames: Buffer[] = [];
    const onAir: string[] = [];
    const mixer = createMixer<string>({
      onFrame: (f) => frames.push(f),
      onAir: (m) => onAir.push(`${m}@${frames.length}`),
      afterFrame: () => {},
    });
    mixer.crossfadeTo({ source: source(1000, 100), meta: 'a', framesPlayed: 0, totalFrames: 100 }, 0);
    expect(onAir).toEqual(['a@0']);
    mixer.crossfadeTo({ source: source(-1000, 100), meta: 'b', framesPlayed: 0, totalFrames: 100 }, 10);
    expect(mixer.fading()).toBe(true);
    expect(mixer.current()?.meta).toBe('a');
    mixer.pump(4);
    expect(onAir).toEqual(['a@0']);
    mixer.pump(1);
    expect(onAir).toEqual(['a@0', 'b@4']);
    mixer.pump(5);
    expect(mixer.fading()).toBe(false);
    expect(mixer.current()?.meta).toBe('b');
    // Starts at full "a", ends at full "b", passes through the equal-power middle.
    expect(frames[0]!.readInt16LE(0)).toBe(1000);
    expect(frames[9]!.readInt16LE(FRAME_BYTES - 2)).toBeLessThanOrEqual(-990);
    expect(Math.abs(frames[4]!.readInt16LE(FRAME_BYTES - 2))).toBeLessThan(5);
    mixer.pump(1);
    expect(frames[10]!.readInt16LE(0)).toBe(-1000);
  });

  it('pads with silence when a source runs dry and counts the underrun', () => {
    const frames: Buffer[] = [];
    const starving: PcmSource = { ...source(500, 0), finished: () => false, decoded: () => false };
    const mixer = createMixer<string>({ onFrame: (f) => frames.push(f), onAir: () => {}, afterFrame: () => {} });
    mixer.crossfadeTo({ source: starving, meta: 'x', framesPlayed: 0, totalFrames: null }, 0);
    mixer.pump(3);
    expect(frames.every((f) => f.equals(Buffer.alloc(FRAME_BYTES)))).toBe(true);
    expect(mixer.underruns()).toBe(3);
  });
});
