import { flvEncoderArgs, mp3EncoderArgs } from './ffmpeg-args';
import type { FlvOutput } from './ingest';
import { createFrameSplitter } from './mp3-frames';
import { BYTES_PER_SECOND } from './pcm';
import type { Runner, Supervised } from './runner';

// An encoder that stops reading (hung, or restarting) must not make the bus buffer without bound.
const MAX_STDIN_BACKLOG = 2 * BYTES_PER_SECOND;

/** The long-lived encoders fed by the bus: MP3 for the mount, AAC/FLV published into the in-process media server. */
export function startEncoders(
  runner: Runner,
  ffmpegPath: string,
  options: { flvOutput: (() => FlvOutput) | null; onMp3(frames: Buffer): void },
) {
  const splitter = createFrameSplitter();
  const encoders: Supervised[] = [
    runner.supervise({ name: 'encoder:mp3', command: ffmpegPath, args: mp3EncoderArgs(), stdin: true }, (child) => {
      // A restarted encoder starts a new byte stream: forget any half frame of the old one.
      splitter.reset();
      child.stdout!.on('data', (chunk: Buffer) => {
        const frames = splitter.push(chunk);
        if (frames.length > 0) options.onMp3(frames);
      });
    }),
  ];
  const { flvOutput } = options;
  if (flvOutput) {
    encoders.push(
      runner.supervise({ name: 'encoder:flv', command: ffmpegPath, args: flvEncoderArgs(), stdin: true }, (child) => {
        const output = flvOutput();
        child.stdout!.on('data', (chunk: Buffer) => output.write(chunk));
        child.once('close', () => output.close());
      }),
    );
  }
  return {
    write(frame: Buffer) {
      for (const encoder of encoders) {
        const stdin = encoder.current()?.stdin;
        if (stdin?.writable && stdin.writableLength < MAX_STDIN_BACKLOG) stdin.write(frame);
      }
    },
    encoders,
    async stop() {
      await Promise.all(encoders.map((e) => e.stop()));
    },
  };
}
export type Encoders = ReturnType<typeof startEncoders>;
