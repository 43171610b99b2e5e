import { AUDIO } from '../../../../shared/station/audio-format';
import { FRAME_BYTES } from '../bus/pcm';

/** One envelope point per bus frame: 20 ms resolution is plenty to line up music, and 50 points a second is cheap. */
export const POINT_MS = AUDIO.frameMs;
const FULL_SCALE = 32768;
/** What silence reads as in dBFS (log of zero), as the air output's meter. */
export const SILENT_DBFS = -96;

/** Mean absolute level of one frame of s16le stereo, both channels folded to mono, 0…1. */
export function frameEnvelope(frame: Buffer): number {
  let sum = 0;
  const end = frame.length - (frame.length % 4);
  for (let at = 0; at < end; at += 4) sum += Math.abs(frame.readInt16LE(at) + frame.readInt16LE(at + 2));
  return end === 0 ? 0 : sum / (end / 4) / (2 * FULL_SCALE);
}

export const toDbfs = (level: number) => (level > 0 ? Math.max(SILENT_DBFS, 20 * Math.log10(level)) : SILENT_DBFS);

/**
 * The last `capacity` envelope points of one signal, and when the newest arrived (monotonic ms): points are taken
 * to be POINT_MS apart counting back from it, so a pipe that delivers in bursts costs alignment only its newest
 * burst's lateness, and two real-time signals never drift apart as sample counters would.
 */
export function createEnvelopeRing(capacity: number) {
  const points = new Float32Array(capacity);
  let written = 0;
  let lastAt = 0;
  return {
    push(value: number, at: number) {
      points[written % capacity] = value;
      written++;
      lastAt = at;
    },
    size: () => Math.min(written, capacity),
    lastAt: () => lastAt,
    /** The point `back` places before the newest (0 = newest); NaN when it is gone or never was. */
    back(back: number): number {
      if (back < 0 || back >= Math.min(written, capacity)) return Number.NaN;
      return points[(written - 1 - back) % capacity] as number;
    },
    clear() {
      written = 0;
    },
  };
}
export type EnvelopeRing = ReturnType<typeof createEnvelopeRing>;

/** Cuts a byte stream into whole bus frames (a pipe's chunks end anywhere). */
export function createFramer(onFrame: (frame: Buffer) => void) {
  let pending: Buffer = Buffer.alloc(0);
  return (chunk: Buffer) => {
    pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
    let at = 0;
    for (; at + FRAME_BYTES <= pending.length; at += FRAME_BYTES) onFrame(pending.subarray(at, at + FRAME_BYTES));
    pending = Buffer.from(pending.subarray(at));
  };
}

function pearson(a: Float64Array, b: Float64Array): { r: number; flatA: boolean; flatB: boolean } {
  const n = a.length;
  let meanA = 0;
  let meanB = 0;
  for (let i = 0; i < n; i++) {
    meanA += a[i] as number;
    meanB += b[i] as number;
  }
  meanA /= n;
  meanB /= n;
  let cov = 0;
  let varA = 0;
  let varB = 0;
  for (let i = 0; i < n; i++) {
    const da = (a[i] as number) - meanA;
    const db = (b[i] as number) - meanB;
    cov += da * db;
    varA += da * da;
    varB += db * db;
  }
  // A steady envelope (a tone, a carrier with no programme) has no shape to line up: relative spread under 2 %.
  const flatA = Math.sqrt(varA / n) < 0.02 * meanA || meanA === 0;
  const flatB = Math.sqrt(varB / n) < 0.02 * meanB || meanB === 0;
  return { r: flatA || flatB ? 0 : cov / Math.sqrt(varA * varB), flatA, flatB };
}

const LATER_LAG_MARGIN = 0.01;

export interface Alignment {
  /** Bus to off-air, ms, at the best correlation. */
  delayMs: number;
  correlation: number;
  offAirLevel: number;
  busLevel: number;
  /** The bus's own envelope was steady over the window: nothing to compare (a tone, silence). */
  busFlat: boolean;
}

/**
 * Searches the lag (minLagMs…maxLagMs) at which the off-air input's last `windowPoints` envelope points best match
 * the bus's: Pearson correlation of envelopes, so the tuner's gain and the processing's loudness do not matter.
 * Null while either signal has too little history.
 */
export function align(
  bus: EnvelopeRing,
  offAir: EnvelopeRing,
  options: { windowPoints: number; minLagMs: number; maxLagMs: number },
): Alignment | null {
  const n = options.windowPoints;
  if (offAir.size() < n) return null;
  const air = new Float64Array(n);
  for (let i = 0; i < n; i++) air[i] = offAir.back(n - 1 - i);
  // Where the off-air newest point sits in the bus's history at lag 0 (their arrival times apart).
  const base = Math.round((bus.lastAt() - offAir.lastAt()) / POINT_MS);
  const window = new Float64Array(n);
  let best: Alignment | null = null;
  const minLag = Math.round(options.minLagMs / POINT_MS);
  const maxLag = Math.round(options.maxLagMs / POINT_MS);
  for (let lag = minLag; lag <= maxLag; lag++) {
    const newest = base + lag;
    if (newest < 0 || newest + n > bus.size()) continue;
    for (let i = 0; i < n; i++) window[i] = bus.back(newest + n - 1 - i);
    const { r, flatB } = pearson(air, window);
    // A later lag must match clearly better: a programme that repeats (the station-ID loop, a looped bed) matches
    // again one period later, and the shorter delay is the chain's.
    if (best && r <= best.correlation + LATER_LAG_MARGIN) continue;
    best = {
      delayMs: lag * POINT_MS,
      correlation: r,
      offAirLevel: mean(air),
      busLevel: mean(window),
      busFlat: flatB,
    };
  }
  return best;
}

function mean(values: Float64Array): number {
  let sum = 0;
  for (const value of values) sum += value;
  return values.length ? sum / values.length : 0;
}
