import { runFfmpeg } from '../../ffmpeg/run';
import { type FileDecodeOptions, fileDecoderArgs } from '../../ffmpeg/ffmpeg-args';
import type { PcmSource } from '../bus/file-source';
import { BYTES_PER_SECOND, FRAME_BYTES } from '../bus/pcm';

/** Carts longer than this are decoded at each press instead of held in memory. */
export const CART_CACHE_MAX_SECONDS = 30;
/** All decoded carts together stay under this (the wall's 21 buttons of 10 s are 37 MB). */
export const CART_CACHE_MAX_BYTES = 96 * 1024 * 1024;

/** A decoded cart in memory as a bus source: the first frame is there at once, no process to start. */
export function bufferSource(pcm: Buffer): PcmSource {
  let at = 0;
  let closed = false;
  return {
    read() {
      if (closed || at + FRAME_BYTES > pcm.length) return null;
      const frame = pcm.subarray(at, at + FRAME_BYTES);
      at += FRAME_BYTES;
      return frame;
    },
    buffered: () => (closed ? 0 : pcm.length - at),
    finished: () => closed || at + FRAME_BYTES > pcm.length,
    failed: () => false,
    decoded: () => true,
    close() {
      closed = true;
    },
  };
}

/**
 * The cart wall's tracks decoded ahead (when a button is set, and at start-up), so a press starts on the next bus
 * frame instead of waiting for ffmpeg to start. Least recently used carts leave first past the byte limit.
 */
export function createCartCache(options: {
  ffmpegPath: string;
  signal?: AbortSignal;
  onError(key: string, error: Error): void;
}) {
  const decoded = new Map<string, Buffer>();
  const pending = new Map<string, Promise<void>>();
  let bytes = 0;

  function evict() {
    for (const [key, pcm] of decoded) {
      if (bytes <= CART_CACHE_MAX_BYTES) break;
      decoded.delete(key);
      bytes -= pcm.length;
    }
  }

  return {
    /** A source for this decode if it is in memory (marked as recently used), else null. */
    source(key: string): PcmSource | null {
      const pcm = decoded.get(key);
      if (!pcm) return null;
      decoded.delete(key);
      decoded.set(key, pcm);
      return bufferSource(pcm);
    },
    /** Decodes in the background; a cart too long for memory is left to decode at each press. */
    warm(key: string, decode: FileDecodeOptions, seconds: number): Promise<void> {
      if (decoded.has(key) || seconds > CART_CACHE_MAX_SECONDS) return Promise.resolve();
      const running = pending.get(key);
      if (running) return running;
      const job = runFfmpeg(options.ffmpegPath, fileDecoderArgs(decode), { timeoutMs: 60_000, signal: options.signal })
        .then(({ stdout }) => {
          if (stdout.length === 0 || stdout.length > (CART_CACHE_MAX_SECONDS + 1) * BYTES_PER_SECOND) return;
          const rest = stdout.length % FRAME_BYTES;
          const pcm = rest ? Buffer.concat([stdout, Buffer.alloc(FRAME_BYTES - rest)]) : stdout;
          decoded.set(key, pcm);
          bytes += pcm.length;
          evict();
        })
        .catch((error: Error) => options.onError(key, error))
        .finally(() => pending.delete(key));
      pending.set(key, job);
      return job;
    },
    bytes: () => bytes,
    size: () => decoded.size,
  };
}
