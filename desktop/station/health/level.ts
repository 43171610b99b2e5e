import { HEALTH_DEFAULTS } from '../../../shared/schemas/health';

// RMS is compared in the linear domain (no log per frame): −50 dBFS is 32768 × 10^(−50/20) ≈ 103.6.
const FULL_SCALE = 32768;

/** RMS level of a frame of s16le PCM in dBFS (−Infinity for digital silence). */
export function rmsDbfs(frame: Buffer): number {
  const samples = frame.length >> 1;
  if (samples === 0) return Number.NEGATIVE_INFINITY;
  let sum = 0;
  for (let i = 0; i < samples; i++) {
    const v = frame.readInt16LE(i << 1);
    sum += v * v;
  }
  const rms = Math.sqrt(sum / samples);
  return rms === 0 ? Number.NEGATIVE_INFINITY : 20 * Math.log10(rms / FULL_SCALE);
}

const THRESHOLD_SQUARED = (FULL_SCALE * 10 ** (HEALTH_DEFAULTS.silenceDbfs / 20)) ** 2;

/**
 * True when the frame's RMS is below −50 dBFS, or there is no frame (the input had nothing to give). A frame is
 * 882 stereo samples: summing squares and comparing with the threshold's square costs well under a microsecond per
 * sample and no allocation.
 */
export function isSilent(frame: Buffer | null): boolean {
  if (!frame) return true;
  const samples = frame.length >> 1;
  if (samples === 0) return true;
  let sum = 0;
  for (let i = 0; i < samples; i++) {
    const v = frame.readInt16LE(i << 1);
    sum += v * v;
  }
  return sum / samples < THRESHOLD_SQUARED;
}
