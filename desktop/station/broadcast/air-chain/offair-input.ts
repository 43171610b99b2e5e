import type { Runner, Supervised } from '../../ffmpeg/runner';
import { createEnvelopeRing, createFramer, frameEnvelope, POINT_MS } from './envelope';
import { offAirInputCommand } from './offair-settings';

/**
 * The off-air monitor's input: the device or command, supervised (restarted with backoff when it dies), folded to
 * one envelope point per 20 ms as it arrives, keeping `windowMs` of them.
 */
export function createOffAirInput(options: {
  runner: Pick<Runner, 'supervise'>;
  ffmpegPath: string;
  windowMs: number;
  now(): number;
}) {
  const ring = createEnvelopeRing(options.windowMs / POINT_MS);
  let supervised: Supervised | null = null;
  // When the current run began delivering (its first stretch may be a burst, e.g. a stream's buffer on connect).
  let deliveringSince: number | null = null;
  return {
    ring,
    listening: () => supervised !== null,
    deliveringSince: () => deliveringSince,
    /** Forget the current run's start: the next points begin a new one (the input fell quiet). */
    restartCount() {
      deliveringSince = null;
    },
    start(input: string) {
      const { command, args } = offAirInputCommand(input, options.ffmpegPath);
      supervised = options.runner.supervise(
        { name: 'offair-input', command, args, stdin: false, group: true },
        (child) => {
          deliveringSince = null;
          ring.clear();
          const framer = createFramer((frame) => {
            const at = options.now();
            deliveringSince ??= at;
            ring.push(frameEnvelope(frame), at);
          });
          child.stdout?.on('data', framer);
        },
      );
    },
    async stop() {
      const stopping = supervised;
      supervised = null;
      deliveringSince = null;
      if (stopping) await stopping.stop();
    },
  };
}
