import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { type FileDecodeOptions, fileDecoderArgs } from '../../ffmpeg/ffmpeg-args';
import { BYTES_PER_SECOND, FRAME_BYTES, PcmQueue } from './pcm';
import type { Runner } from '../../ffmpeg/runner';

/** What the mixer pulls from: whole frames, never blocking. */
export interface PcmSource {
  /** One frame, or null when nothing is buffered right now (the mixer pads with silence). */
  read(): Buffer | null;
  /** Bytes buffered and ready. */
  buffered(): number;
  /** The decoder has ended and everything it produced has been read. */
  finished(): boolean;
  /** The file could not be decoded at all (missing, unreadable, not audio). */
  failed(): boolean;
  /** The decoder has exited: what is buffered is all that is left. */
  decoded(): boolean;
  close(): void;
}

// Decoders run faster than real time; keep a few seconds, no more, so memory stays flat.
const HIGH_WATER = 4 * BYTES_PER_SECOND;
const LOW_WATER = 2 * BYTES_PER_SECOND;

/** A library file decoded by ffmpeg, read with backpressure. */
export function createFileSource(
  runner: Runner,
  ffmpegPath: string,
  name: string,
  options: FileDecodeOptions,
  onFailed: (reason: string) => void,
): PcmSource {
  const queue = new PcmQueue();
  let ended = false;
  let failed = false;
  let produced = 0;
  let child: ChildProcess | null = null;

  const fail = (reason: string) => {
    if (failed) return;
    failed = true;
    ended = true;
    onFailed(reason);
  };

  if (!fs.existsSync(options.file)) {
    queueMicrotask(() => fail('file missing'));
  } else {
    const started = runner.spawn({
      name: `decoder:${name}`,
      command: ffmpegPath,
      args: fileDecoderArgs(options),
      stdin: false,
    });
    child = started;
    started.stdout!.on('data', (chunk: Buffer) => {
      produced += chunk.length;
      queue.push(chunk);
      if (queue.length > HIGH_WATER) started.stdout!.pause();
    });
    started.once('error', (error) => fail(error.message));
    started.once('close', (code) => {
      if (child === null) return; // closed by us
      if (produced === 0) fail(code === 0 ? 'no audio decoded' : `decoder exited with ${code}`);
      else {
        // Pad the last partial frame so the mixer only ever sees whole frames.
        const rest = queue.length % FRAME_BYTES;
        if (rest) queue.push(Buffer.alloc(FRAME_BYTES - rest));
        ended = true;
      }
    });
  }

  return {
    read() {
      if (queue.length < FRAME_BYTES) return null;
      const frame = queue.take(FRAME_BYTES);
      if (child?.stdout?.isPaused() && queue.length < LOW_WATER) child.stdout.resume();
      return frame;
    },
    buffered: () => queue.length,
    finished: () => ended && queue.length < FRAME_BYTES,
    failed: () => failed,
    decoded: () => ended,
    close() {
      const running = child;
      child = null;
      queue.clear();
      ended = true;
      if (running) void runner.stopChild(running);
    },
  };
}
