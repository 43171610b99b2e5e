import type { ChildProcess } from 'node:child_process';
import type { AddressPolicy } from '../../uploads/address-policy';
import type { Clock } from '../../core/clock';
import type { PcmSource } from '../bus/file-source';
import { streamDecoderArgs } from '../../ffmpeg/ffmpeg-args';
import { BYTES_PER_SECOND, FRAME_BYTES, PcmQueue, peakDb } from '../bus/pcm';
import { openRelayConnection } from './relay-connection';
import type { Runner } from '../../ffmpeg/runner';

// A remote stream is read ahead like a file (with backpressure), so a jittery network is absorbed by a few seconds
// of PCM; it is ready to take the air once a second of it is decoded.
const HIGH_WATER = 4 * BYTES_PER_SECOND;
const LOW_WATER = 2 * BYTES_PER_SECOND;
const READY_BYTES = BYTES_PER_SECOND;
// On air, a remote that hands us nothing for this long, or only silence for this long, has failed: the slot's
// playlist takes the air back (a relayed news hour has pauses, never 15 s of digital silence).
const STALL_MS = 4_000;
const SILENCE_MS = 15_000;
const SILENCE_DB = -60;

export interface RelaySource extends PcmSource {
  /** Enough audio is decoded to take the air. */
  ready(): boolean;
  /** The remote's current title, when it sends one. */
  title(): string | null;
  /** Why the relay failed (null while it works). */
  failure(): string | null;
}

/**
 * A remote stream (MP3/AAC/Ogg over http/https) decoded to bus PCM: relay-connection.ts brings the bytes, an ffmpeg
 * reading stdin decodes them. It fails (and stays failed: the caller retries with a new one) when the connection
 * ends, the decoder gives up, the remote stalls or sends silence; a failed source reads as finished, so the
 * rotation takes the bus at once.
 */
export function createRelaySource(options: {
  runner: Runner;
  ffmpegPath: string;
  url: string;
  policy: AddressPolicy;
  clock: Clock;
  onTitle?(title: string): void;
}): RelaySource {
  const { clock } = options;
  const queue = new PcmQueue();
  let failure: string | null = null;
  let title: string | null = null;
  // When the bus last got a frame from the remote, and a frame louder than silence (monotonic ms).
  const heard = { fed: clock.monotonic(), loud: clock.monotonic() };
  let started = false;
  let child: ChildProcess | null = options.runner.spawn({
    name: 'decoder:relay',
    command: options.ffmpegPath,
    args: streamDecoderArgs(),
    stdin: true,
  });

  const fail = (reason: string) => {
    if (failure) return;
    failure = reason;
    close();
  };

  const decoder = child;
  decoder.stdout!.on('data', (chunk: Buffer) => {
    queue.push(chunk);
    if (queue.length > HIGH_WATER) decoder.stdout!.pause();
  });
  decoder.stdin!.on('error', () => fail('the decoder stopped'));
  decoder.once('close', () => {
    if (child) fail('the decoder stopped');
  });

  const connection = openRelayConnection(options.url, options.policy, {
    onAudio(chunk) {
      if (!child?.stdin?.writable) return true;
      const more = child.stdin.write(chunk);
      if (!more) child.stdin.once('drain', () => connection.resume());
      return more;
    },
    onTitle(value) {
      title = value;
      options.onTitle?.(value);
    },
    // What is decoded still plays; the stall check ends it when that runs out.
    onEnd: (reason) => {
      if (!child) return;
      child.stdin?.end();
      if (!started) fail(reason);
    },
  });

  function close() {
    const running = child;
    child = null;
    connection.close();
    queue.clear();
    if (running) void options.runner.stopChild(running);
  }

  function watch(frame: Buffer | null) {
    const now = clock.monotonic();
    if (frame) {
      heard.fed = now;
      if (peakDb(frame) > SILENCE_DB) heard.loud = now;
      else if (now - heard.loud > SILENCE_MS) fail('the remote is silent');
    } else if (now - heard.fed > STALL_MS) fail('the remote stopped sending');
  }

  return {
    read() {
      if (failure) return null;
      if (!started) {
        started = true;
        heard.fed = heard.loud = clock.monotonic();
      }
      const frame = queue.length >= FRAME_BYTES ? queue.take(FRAME_BYTES) : null;
      if (child?.stdout?.isPaused() && queue.length < LOW_WATER) child.stdout.resume();
      watch(frame);
      return frame;
    },
    buffered: () => queue.length,
    ready: () => !failure && queue.length >= READY_BYTES,
    title: () => title,
    failure: () => failure,
    finished: () => failure !== null || (child === null && queue.length < FRAME_BYTES),
    failed: () => failure !== null,
    decoded: () => failure !== null || child === null,
    close,
  };
}
