import { HEALTH_DEFAULTS } from '../../../shared/schemas/admin/health';

// RMS is compared in the linear domain (no log per frame): −50 dBFS is 32768 × 10^(−50/20) ≈ 103.6.
const FULL_SCALE = 32768;

/** RMS level of a frame of s16le PCM in dBFS (−Infinity for digital silence). */
export function rmsDbfs(frame: Buffer): number {
  const samples = frame.length >> 1;
  if (samples === 0) return Number.NEGATIVE_INFINITY;
  const rms = Math.sqrt(sumOfSquares(frame, samples) / samples);
  return rms === 0 ? Number.NEGATIVE_INFINITY : 20 * Math.log10(rms / FULL_SCALE);
}

const THRESHOLD_SQUARED = (FULL_SCALE * 10 ** (HEALTH_DEFAULTS.silenceDbfs / 20)) ** 2;

/**
 * True when the frame's RMS is below −50 dBFS, or there is no frame (the input had nothing to give). Compares the
 * mean square with the threshold's square: no logarithm, no allocation beyond a typed-array view.
 */
export function isSilent(frame: Buffer | null): boolean {
  if (!frame) return true;
  const samples = frame.length >> 1;
  if (samples === 0) return true;
  return sumOfSquares(frame, samples) / samples < THRESHOLD_SQUARED;
}

/** Σ v² over the frame's samples; a typed-array view when the bytes are aligned (about 3× faster than readInt16LE here). */
function sumOfSquares(frame: Buffer, samples: number): number {
  let sum = 0;
  if (frame.byteOffset % 2 === 0) {
    const view = new Int16Array(frame.buffer, frame.byteOffset, samples);
    for (let i = 0; i < samples; i++) sum += view[i]! * view[i]!;
    return sum;
  }
  for (let i = 0; i < samples; i++) {
    const v = frame.readInt16LE(i << 1);
    sum += v * v;
  }
  return sum;
}
