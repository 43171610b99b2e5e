import type { DabState } from '../../../../shared/schemas/broadcast/dab';
import type { Clock } from '../../core/clock';
import type { Logger } from '../../core/log';
import type { Runner } from '../../ffmpeg/runner';
import { type AirOutputSettings, createAirOutput } from '../air-chain/air-output';
import { dabAudioPlayback, ensureFifo } from './dab-audio';

const OFF: DabState['audio'] = { path: null, state: 'off', alert: null };

/**
 * The bus to ODR-AudioEnc through a named pipe (`--dab-audio`): the air output's machinery (restarts with backoff,
 * frames dropped rather than the bus held, an alert while it cannot play) on a pipe instead of a card, with the air
 * output's delay and gain so the DAB+ and FM transmitters stay in step with what RDS and DLS say.
 */
export function createDabAudioOutput(options: {
  runner: Runner;
  ffmpegPath: string;
  log: Logger;
  clock: Clock;
  fifo?: string;
  airOutput(): AirOutputSettings;
}) {
  const settingsFor = (air: AirOutputSettings) => ({
    device: options.fifo ?? null,
    delayMs: air.delayMs,
    gainDb: air.gainDb,
  });
  const output = options.fifo
    ? createAirOutput({
        ...options,
        settings: settingsFor(options.airOutput()),
        name: 'dab-audio',
        playback: dabAudioPlayback,
        precheck: ensureFifo,
        alert: (fifo) => `ODR-AudioEnc no lee la tubería «${fifo}» (¿está en marcha con -i ${fifo}?)`,
      })
    : null;

  return {
    start: () => output?.start(),
    stop: async () => output?.stop(),
    write: (frame: Buffer) => output?.write(frame),
    /** The admin changed the air output: its delay and gain apply here too. */
    follow(air: AirOutputSettings) {
      void output?.configure(settingsFor(air));
    },
    status(): DabState['audio'] {
      if (!output) return OFF;
      const { device, state, alert } = output.status();
      return { path: device, state, alert };
    },
  };
}
