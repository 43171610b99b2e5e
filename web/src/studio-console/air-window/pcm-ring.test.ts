import { describe, expect, it } from 'vitest';
import { PcmRing, RING_CAPACITY, RING_HIGH_WATER, RING_PREBUFFER } from './pcm-ring';

const BLOCK = 128;

/** `frames` stereo frames whose left sample counts up from `from` (right = −left), as s16le from the socket. */
function counting(from: number, frames: number): Int16Array {
  const samples = new Int16Array(frames * 2);
  for (let i = 0; i < frames; i++) {
    samples[2 * i] = (from + i) % 32_000;
    samples[2 * i + 1] = -((from + i) % 32_000);
  }
  return samples;
}

function render(ring: PcmRing) {
  const left = new Float32Array(BLOCK);
  const right = new Float32Array(BLOCK);
  ring.render(left, right);
  return {
    left: Array.from(left, (v) => Math.round(v * 32768)),
    right: Array.from(right, (v) => Math.round(v * 32768)),
  };
}

describe("the studio window's ring buffer", () => {
  it('stays silent until 0.2 s is queued, then plays every sample in order, unresampled', () => {
    const ring = new PcmRing();
    ring.push(counting(1, RING_PREBUFFER - 1));
    expect(render(ring).left.every((v) => v === 0)).toBe(true);
    ring.push(counting(RING_PREBUFFER, 1));
    const first = render(ring);
    expect(first.left).toEqual(Array.from({ length: BLOCK }, (_, i) => i + 1));
    expect(first.right).toEqual(first.left.map((v) => -v));
    expect(render(ring).left[0]).toBe(BLOCK + 1);
  });

  it('after running dry, is silent until primed again (no crackle of half-filled blocks)', () => {
    const ring = new PcmRing();
    ring.push(counting(1, RING_PREBUFFER));
    for (let played = 0; played < RING_PREBUFFER; played += BLOCK) render(ring);
    ring.push(counting(1, BLOCK));
    expect(render(ring).left.every((v) => v === 0)).toBe(true);
    expect(ring.queued()).toBe(BLOCK);
  });

  it('skips one sample per block while past the high-water mark, and drops the oldest at capacity', () => {
    const ring = new PcmRing();
    ring.push(counting(1, RING_HIGH_WATER + 1000));
    const block = render(ring);
    // One sample skipped before the block: it starts at 2, then follows on.
    expect(block.left[0]).toBe(2);
    expect(ring.queued()).toBe(RING_HIGH_WATER + 1000 - BLOCK - 1);
    const full = new PcmRing();
    full.push(counting(1, RING_CAPACITY + 500));
    expect(full.queued()).toBe(RING_CAPACITY);
    expect(render(full).left[1]).toBe(502 + 1);
  });
});
