import type { ChildProcess } from 'node:child_process';
import { mp3EncoderArgs } from '../ffmpeg/ffmpeg-args';
import { createFrameSplitter, mp3FrameLength, mp3FrameSeconds } from '../broadcast/codecs/mp3-frames';
import { BYTES_PER_SECOND } from '../broadcast/bus/pcm';
import type { Runner } from '../ffmpeg/runner';
import { type FileOps, isDiskFull, realFileOps } from './file-ops';

// A recorder that falls behind drops PCM rather than letting the bus buffer without bound (as the air encoders do).
const MAX_STDIN_BACKLOG = 2 * BYTES_PER_SECOND;
const CLOSE_TIMEOUT_MS = 5_000;

export interface Mp3FileResult {
  bytes: number;
  durationSec: number;
  /** Why the file stopped early (disk full, encoder died), or null when it was closed on purpose. */
  failure: string | null;
}

export interface Mp3FileOptions {
  runner: Runner;
  ffmpegPath: string;
  file: string;
  name: string;
  fileOps?: FileOps;
  /** The encoder's arguments (bus PCM on stdin, MP3 on stdout); by default the air's 128 kbps stereo 44.1 kHz. */
  encoderArgs?: string[];
  /** Told once when the file stops on its own (disk full, encoder gone); the caller then closes it. */
  onFailure(reason: string): void;
}

/**
 * One MP3 file fed bus PCM: by default the same encoder settings as the mount (128 kbps CBR, no Xing header; the
 * logger passes its own quality, MPEG-2/2.5 at its low bitrates), written by
 * Node in whole MP3 frames as they come. A crash therefore leaves a file that ends on a frame boundary and plays;
 * a full disk truncates the file back to its last whole frame and stops writing, without touching the air.
 */
export function openMp3File({
  runner,
  ffmpegPath,
  file,
  name,
  fileOps = realFileOps,
  encoderArgs = mp3EncoderArgs(),
  onFailure,
}: Mp3FileOptions) {
  const fd = fileOps.openSync(file);
  let bytes = 0;
  // Seconds of audio in the file, from its frames' headers (1152 or 576 samples each, at the file's rate).
  let seconds = 0;
  let failure: string | null = null;
  let fdOpen = true;
  let ending = false;
  const splitter = createFrameSplitter();
  const child: ChildProcess = runner.spawn({ name, command: ffmpegPath, args: encoderArgs, stdin: true });

  function fail(reason: string) {
    if (failure) return;
    failure = reason;
    child.stdin?.destroy();
    onFailure(reason);
  }

  function writeFrames(data: Buffer) {
    if (failure || !fdOpen) return;
    let at = 0;
    try {
      while (at < data.length) at += fileOps.writeSync(fd, data, at, data.length - at);
    } catch (error) {
      // Keep only whole frames: a frame cut by the full disk would end the file with noise.
      const good = bytes + wholeFramesIn(data.subarray(0, at));
      try {
        fileOps.ftruncateSync(fd, good);
      } catch {
        // The file keeps its tail; players skip a broken last frame.
      }
      seconds += framesSeconds(data.subarray(0, good - bytes));
      bytes = good;
      fail(isDiskFull(error) ? 'disk full' : `write failed: ${(error as Error).message}`);
      return;
    }
    bytes += data.length;
    seconds += framesSeconds(data);
  }

  child.stdout?.on('data', (chunk: Buffer) => {
    const whole = splitter.push(chunk);
    if (whole.length > 0) writeFrames(whole);
  });
  const closed = new Promise<void>((resolve) => {
    child.once('close', (code) => {
      if (!failure && !ending) fail(`encoder exited (${code})`);
      resolve();
    });
    child.once('error', () => resolve());
  });

  return {
    file,
    /** Feeds one bus frame; dropped while the encoder is behind or after a failure. */
    write(frame: Buffer) {
      const stdin = child.stdin;
      if (failure || ending || !stdin?.writable || stdin.writableLength >= MAX_STDIN_BACKLOG) return;
      stdin.write(frame);
    },
    bytes: () => bytes,
    durationSec: () => seconds,
    failed: () => failure,
    /** Ends the encoder (it flushes its last frames into the file), then closes the file. */
    async close(): Promise<Mp3FileResult> {
      if (!ending) {
        ending = true;
        child.stdin?.end();
        const timer = setTimeout(() => child.kill('SIGKILL'), CLOSE_TIMEOUT_MS);
        await closed;
        clearTimeout(timer);
        if (fdOpen) {
          fdOpen = false;
          fileOps.closeSync(fd);
        }
      }
      return { bytes, durationSec: seconds, failure };
    },
  };
}
export type Mp3File = ReturnType<typeof openMp3File>;

/** Seconds of audio in `data`'s whole frames (it starts on a frame). */
function framesSeconds(data: Buffer): number {
  let total = 0;
  for (let at = 0; at < data.length; ) {
    const length = mp3FrameLength(data, at);
    if (length === 0 || at + length > data.length) break;
    total += mp3FrameSeconds(data, at);
    at += length;
  }
  return total;
}

/** Bytes of `data` (which starts on a frame) that are whole frames. */
function wholeFramesIn(data: Buffer): number {
  let at = 0;
  for (;;) {
    const length = mp3FrameLength(data, at);
    if (length === 0 || at + length > data.length) return at;
    at += length;
  }
}
