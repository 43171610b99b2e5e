import { describe, expect, it } from 'vitest';
import { isSilent, rmsDbfs } from './level';

/** A frame of a sine at `amplitude` (0–1 of full scale), 882 stereo samples. */
function sine(amplitude: number): Buffer {
  const frame = Buffer.alloc(3528);
  for (let i = 0; i < 882; i++) {
    const v = Math.round(amplitude * 32767 * Math.sin((2 * Math.PI * 441 * i) / 44_100));
    frame.writeInt16LE(v, i * 4);
    frame.writeInt16LE(v, i * 4 + 2);
  }
  return frame;
}

/** The same bytes starting at an odd offset inside a larger buffer, as a slice of the PCM queue can be. */
function unaligned(frame: Buffer): Buffer {
  const holder = Buffer.alloc(frame.length + 1);
  frame.copy(holder, 1);
  return holder.subarray(1);
}

describe('frame level', () => {
  it('measures a sine as RMS dBFS (−3 dB below its peak), aligned or not', () => {
    const half = sine(0.5);
    expect(rmsDbfs(half)).toBeCloseTo(20 * Math.log10(0.5 / Math.SQRT2), 1);
    expect(unaligned(half).byteOffset % 2).toBe(1);
    expect(rmsDbfs(unaligned(half))).toBeCloseTo(rmsDbfs(half), 6);
    expect(rmsDbfs(Buffer.alloc(3528))).toBe(Number.NEGATIVE_INFINITY);
  });

  it('calls silent what is below −50 dBFS RMS, and a missing frame', () => {
    // −50 dBFS RMS is a sine of peak 10^(−50/20)·√2 ≈ 0.00447 of full scale.
    expect(isSilent(sine(0.004))).toBe(true);
    expect(isSilent(unaligned(sine(0.004)))).toBe(true);
    expect(isSilent(sine(0.005))).toBe(false);
    expect(isSilent(unaligned(sine(0.005)))).toBe(false);
    expect(isSilent(null)).toBe(true);
    expect(isSilent(Buffer.alloc(0))).toBe(true);
  });
});
