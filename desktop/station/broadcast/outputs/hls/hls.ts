import type { Logger } from '../../../core/log';
import type { EncoderPool } from '../encoding/encoder-pool';
import { EXTRA_MOUNTS } from '../encoding/formats';
import { HlsFiles } from './hls-files';
import { HlsSegmenter } from './hls-segmenter';

/** The segmenter sleeps when nobody has read the playlist or a segment for this long. */
export const HLS_IDLE_MS = 60_000;

/**
 * HLS for CDNs: AAC (ADTS) packed-audio segments of about six seconds from the shared 64 kbps AAC encoder,
 * each starting with an ID3 timestamp and the title (and a new ID3 tag where the title changes), and a sliding
 * playlist with EXT-X-PROGRAM-DATE-TIME, all written to `dir` so any static server or CDN origin can serve them.
 * Runs while it has been read in the last minute.
 */
export function createHls(options: {
  pool: EncoderPool;
  dir: string;
  log: Logger;
  title: () => string;
  /** Wall clock in ms (the station's; tests pass their own). */
  now: () => number;
}) {
  const { dir } = options;
  const { now } = options;
  const waiting = new Set<() => void>();
  // Segments are served immutable for a year, so a name must never come back, across restarts either: a run
  // counting from seg-0 again had CDNs and browsers replay the previous run's audio. Counting from the clock's
  // seconds puts every run above the last one (a segment lasts at least 2 s, so a run never catches the clock).
  const files = new HlsFiles(dir, Math.floor(now() / 1000));
  const segmenter = new HlsSegmenter(options.title, (segment) => {
    files.add(segment);
    for (const wake of waiting) wake();
    waiting.clear();
  });
  let unsubscribe: (() => void) | null = null;
  let lastRead = 0;
  let idleTimer: NodeJS.Timeout | undefined;

  function sleepIfIdle() {
    if (now() - lastRead < HLS_IDLE_MS) return;
    clearInterval(idleTimer);
    idleTimer = undefined;
    unsubscribe?.();
    unsubscribe = null;
    files.removePlaylist();
    options.log.info('HLS asleep: nobody read it for a minute');
  }

  return {
    /** A player read the playlist or a segment: wake the segmenter if it sleeps. */
    touch() {
      lastRead = now();
      if (unsubscribe) return;
      files.reset();
      segmenter.reset();
      unsubscribe = options.pool.subscribe(
        { format: 'aac', bitrateKbps: EXTRA_MOUNTS.aac.bitrateKbps },
        { headers: () => {}, data: (data) => segmenter.push(data, now()) },
      );
      idleTimer = setInterval(sleepIfIdle, 5_000);
      idleTimer.unref();
    },
    /** Resolves once the playlist names at least one segment (false after `timeoutMs`). */
    ready(timeoutMs: number): Promise<boolean> {
      if (files.count > 0) return Promise.resolve(true);
      return new Promise((resolve) => {
        const done = () => {
          clearTimeout(timer);
          resolve(true);
        };
        const timer = setTimeout(() => {
          waiting.delete(done);
          resolve(false);
        }, timeoutMs);
        waiting.add(done);
      });
    },
    awake: () => unsubscribe !== null,
    dir,
    stop() {
      clearInterval(idleTimer);
      idleTimer = undefined;
      unsubscribe?.();
      unsubscribe = null;
      for (const wake of waiting) wake();
      waiting.clear();
      files.remove();
    },
  };
}
export type Hls = ReturnType<typeof createHls>;
