import { windowSinkOf } from '../../../../shared/schemas/broadcast/air-window';
import type { Logger } from '../../core/log';
import type { Runner } from '../../ffmpeg/runner';
import { type AirOutputSettings, createAirOutput } from './air-output';
import { createWindowOutput } from './window-output';
import type { Clock } from '../../core/clock';

/**
 * "Salida al emisor" of either kind, chosen by the device's name: `ventana:<deviceId>` plays through the studio
 * window (window-output.ts), anything else on an ALSA device (air-output.ts). Both are built once; the one not
 * chosen is given no device, so it is off and costs nothing, and a change of kind is an ordinary device change.
 */
export function createAirOutputs(options: {
  runner: Runner;
  ffmpegPath: string;
  log: Logger;
  settings: AirOutputSettings;
  clock: Clock;
}) {
  const split = (settings: AirOutputSettings) => {
    const throughWindow = windowSinkOf(settings.device) !== null;
    return {
      alsa: { ...settings, device: throughWindow ? null : settings.device },
      window: { ...settings, device: throughWindow ? settings.device : null },
      throughWindow,
    };
  };
  let chosen = split(options.settings);
  const alsa = createAirOutput({ ...options, settings: chosen.alsa });
  const window = createWindowOutput({ log: options.log, clock: options.clock, settings: chosen.window });
  const current = () => (chosen.throughWindow ? window : alsa);

  return {
    name: 'air-output',
    start() {
      alsa.start();
      window.start();
    },
    async stop() {
      await Promise.all([alsa.stop(), window.stop()]);
    },
    write(frame: Buffer) {
      alsa.write(frame);
      window.write(frame);
    },
    state: () => current().state(),
    async configure(next: AirOutputSettings) {
      chosen = split(next);
      window.configure(chosen.window);
      await alsa.configure(chosen.alsa);
    },
    holdMs: () => current().holdMs(),
    status: () => current().status(),
    /** The studio window's WebSocket (http/air-window-upgrade.ts) and the cards it reports. */
    window: { connect: window.connect, devices: window.devices, dropped: window.dropped },
  };
}
export type AirOutputs = ReturnType<typeof createAirOutputs>;
