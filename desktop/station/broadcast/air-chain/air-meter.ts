import type { Levels } from '../../../../shared/schemas/broadcast/studio';
import { createLevelAccumulator, METER_FRAMES } from '../bus/level-meter';

export type AirLevel = Pick<Levels, 'peak' | 'rms'>;

export const SILENT: AirLevel = { peak: [null, null], rms: [null, null] };

/** An air output's own meter: peak and RMS of what the device is sent, updated every METER_FRAMES frames. */
export function createMeter() {
  const accumulator = createLevelAccumulator();
  let level = SILENT;
  return {
    add(frame: Buffer) {
      accumulator.add(frame);
      if (accumulator.frames() >= METER_FRAMES) level = accumulator.take();
    },
    level: () => level,
  };
}
