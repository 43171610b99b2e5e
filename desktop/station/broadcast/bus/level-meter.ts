import type { Levels } from '../../../../shared/schemas/broadcast/studio';
import { FRAME_SAMPLES } from './pcm';

/** Frames per meter update: 5 × 20 ms = 10 updates a second. */
export const METER_FRAMES = 5;

const toDb = (linear: number): number | null =>
  linear <= 0 ? null : Math.max(-96, Math.round(20 * Math.log10(linear) * 10) / 10);

/** The louder channel (null when both are silent). */
const louder = ([l, r]: [number | null, number | null]): number | null =>
  l === null ? r : r === null ? l : Math.max(l, r);

/** Peak and RMS per channel over the frames it is fed (s16le stereo), in dBFS; reset by take(). */
export function createLevelAccumulator() {
  let peakL = 0;
  let peakR = 0;
  let sumL = 0;
  let sumR = 0;
  let samples = 0;
  return {
    add(frame: Buffer) {
      for (let i = 0; i + 3 < frame.length; i += 4) {
        const l = frame.readInt16LE(i) / 32768;
        const r = frame.readInt16LE(i + 2) / 32768;
        const al = Math.abs(l);
        const ar = Math.abs(r);
        if (al > peakL) peakL = al;
        if (ar > peakR) peakR = ar;
        sumL += l * l;
        sumR += r * r;
      }
      samples += Math.floor(frame.length / 4);
    },
    frames: () => samples / FRAME_SAMPLES,
    take(): Pick<Levels, 'peak' | 'rms'> {
      const n = Math.max(1, samples);
      const out = {
        peak: [toDb(peakL), toDb(peakR)] as [number | null, number | null],
        rms: [toDb(Math.sqrt(sumL / n)), toDb(Math.sqrt(sumR / n))] as [number | null, number | null],
      };
      peakL = peakR = sumL = sumR = samples = 0;
      return out;
    },
  };
}

/**
 * The output meter, a bus tap: every METER_FRAMES frames it reports the air's peak and RMS per channel, with
 * the live input's level (fed by liveFrame while an OBS show is on the bus) and what the cart wall is playing.
 */
export function createLevelMeter(options: { onLevels(levels: Levels): void; cart(): Levels['cart'] }) {
  const air = createLevelAccumulator();
  const live = createLevelAccumulator();
  let frames = 0;
  return {
    tap(frame: Buffer) {
      air.add(frame);
      if (++frames < METER_FRAMES) return;
      frames = 0;
      const liveLevels = live.frames() > 0 ? live.take() : null;
      options.onLevels({
        ...air.take(),
        live: liveLevels ? { peak: louder(liveLevels.peak), rms: louder(liveLevels.rms) } : null,
        cart: options.cart(),
      });
    },
    /** A frame the live input handed the bus. */
    liveFrame(frame: Buffer) {
      live.add(frame);
    },
  };
}
