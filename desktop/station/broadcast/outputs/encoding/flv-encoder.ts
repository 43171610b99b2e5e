import type { FlvOutput } from '../../live/rtmp/flv-output';
import { flvEncoderArgs } from '../../../ffmpeg/ffmpeg-args';
import type { Runner } from '../../../ffmpeg/runner';
import { createEncoderOutput, onDemand } from './encoder-output';

/**
 * The HTTP-FLV output's encoder: ffmpeg's FLV published on the in-process media server, one output per encoder
 * process, running while it has players (and `lingerMs` after the last one leaves).
 */
export function createFlvEncoder(options: {
  runner: Runner;
  ffmpegPath: string;
  lingerMs: number;
  /** Opens the media server's output for a new encoder process, with the title on air. */
  open(title: string): FlvOutput;
  title(): string;
}) {
  let releasePlayers: (() => void) | null = null;
  let setOutputTitle: (title: string) => void = () => {};
  const encoder = createEncoderOutput(options.runner, {
    name: 'encoder:flv',
    command: options.ffmpegPath,
    args: flvEncoderArgs(),
    onStart(child) {
      const output = options.open(options.title());
      setOutputTitle = (next) => output.setTitle(next);
      child.stdout!.on('data', (chunk: Buffer) => output.write(chunk));
      child.once('close', () => {
        output.close();
        setOutputTitle = () => {};
      });
    },
  });
  const demand = onDemand(encoder, options.lingerMs);

  return {
    write: (frame: Buffer) => encoder.write(frame),
    setTitle: (next: string) => setOutputTitle(next),
    /** HTTP-FLV players on the media server: the encoder runs while there is one. */
    players(count: number) {
      if (count > 0 && !releasePlayers) releasePlayers = demand.acquire();
      else if (count === 0 && releasePlayers) {
        releasePlayers();
        releasePlayers = null;
      }
    },
    /** As the encoder pool lists its own. */
    info: () => ({
      name: encoder.name,
      state: encoder.state(),
      consumers: demand.consumers(),
      restarts: encoder.restarts(),
      pid: encoder.pid(),
    }),
    stop() {
      releasePlayers = null;
      return demand.stop();
    },
  };
}
export type FlvEncoder = ReturnType<typeof createFlvEncoder>;
