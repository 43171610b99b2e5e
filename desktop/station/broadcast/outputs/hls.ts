import fs from 'node:fs';
import path from 'node:path';
import { AUDIO } from '../../../../shared/audio-format';
import type { Logger } from '../../log';
import { AAC_FRAME_SAMPLES, adtsFrameLength } from './adts';
import type { EncoderPool } from './encoder-pool';
import { EXTRA_MOUNTS } from './formats';
import { hlsId3 } from './id3';

/** Seconds per segment once running; the first few after waking are short so a player can start sooner. */
export const HLS_SEGMENT_SECONDS = 6;
const FIRST_SEGMENT_SECONDS = 2;
const SHORT_SEGMENTS = 3;
/** Segments in the playlist (at least six for CDNs and players that start three back from the live edge). */
export const HLS_WINDOW = 8;
// Files stay a little longer than the playlist names them: a player may still be fetching one.
const KEEP_EXTRA = 4;
/** The segmenter sleeps when nobody has read the playlist or a segment for this long. */
export const HLS_IDLE_MS = 60_000;

const framesFor = (seconds: number) => Math.round((seconds * AUDIO.sampleRate) / AAC_FRAME_SAMPLES);

interface Segment {
  sequence: number;
  file: string;
  seconds: number;
  startedAt: Date;
}

/** Writes `data` to `file` so a reader never sees it half written. */
function writeAtomic(file: string, data: Buffer | string) {
  const tmp = `${file}.tmp`;
  fs.writeFileSync(tmp, data);
  fs.renameSync(tmp, file);
}

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
  /** Wall clock in ms (tests pass their own). */
  now?: () => number;
}) {
  const { dir } = options;
  const now = options.now ?? Date.now;
  let unsubscribe: (() => void) | null = null;
  let lastRead = 0;
  let idleTimer: NodeJS.Timeout | undefined;
  let segments: Segment[] = [];
  // Segments are served immutable for a year, so a name must never come back, across restarts either: a run
  // counting from seg-0 again had CDNs and browsers replay the previous run's audio. Counting from the clock's
  // seconds puts every run above the last one (a segment lasts at least 2 s, so a run never catches the clock).
  let sequence = Math.floor(now() / 1000);
  let samples = 0; // since the segmenter woke: the ID3 timestamps' clock
  let parts: Buffer[] = [];
  let frames = 0;
  let segmentStart: number | null = null; // samples
  // Wall time of sample 0: the earliest (arrival - position) seen. Old audio (the encoder's pre-roll) arrives
  // late for its position and live audio just after it aired, so the minimum tracks when the audio aired.
  let anchor = Number.POSITIVE_INFINITY;
  let segmentTitle: string | null = null;
  let made = 0;
  let pending: Buffer = Buffer.alloc(0);
  const waiting = new Set<() => void>();

  const pts = () => (samples * 90_000) / AUDIO.sampleRate;

  function reset() {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(dir, { recursive: true });
    segments = [];
    parts = [];
    frames = 0;
    samples = 0;
    made = 0;
    pending = Buffer.alloc(0);
    segmentStart = null;
    anchor = Number.POSITIVE_INFINITY;
  }

  function playlist(): string {
    const lines = [
      '#EXTM3U',
      '#EXT-X-VERSION:3',
      `#EXT-X-TARGETDURATION:${HLS_SEGMENT_SECONDS}`,
      `#EXT-X-MEDIA-SEQUENCE:${segments[0]?.sequence ?? sequence}`,
    ];
    for (const s of segments)
      lines.push(`#EXT-X-PROGRAM-DATE-TIME:${s.startedAt.toISOString()}`, `#EXTINF:${s.seconds.toFixed(3)},`, s.file);
    return `${lines.join('\n')}\n`;
  }

  function cut() {
    const file = `seg-${sequence}.aac`;
    const seconds = (frames * AAC_FRAME_SAMPLES) / AUDIO.sampleRate;
    writeAtomic(path.join(dir, file), Buffer.concat(parts));
    const startedAt = new Date(Math.round(anchor + (segmentStart! * 1000) / AUDIO.sampleRate));
    segments.push({ sequence, file, seconds, startedAt });
    sequence++;
    made++;
    const gone = segments.length > HLS_WINDOW ? segments.splice(0, segments.length - HLS_WINDOW) : [];
    writeAtomic(path.join(dir, 'live.m3u8'), playlist());
    for (const old of gone) {
      const stale = path.join(dir, `seg-${old.sequence - KEEP_EXTRA}.aac`);
      fs.rmSync(stale, { force: true });
    }
    parts = [];
    frames = 0;
    segmentStart = null;
    for (const wake of waiting) wake();
    waiting.clear();
  }

  function onFrames(data: Buffer) {
    const buffer = pending.length ? Buffer.concat([pending, data]) : data;
    const arrived = now();
    let at = 0;
    for (;;) {
      const length = adtsFrameLength(buffer, at);
      if (length === 0 || at + length > buffer.length) break;
      const title = options.title();
      if (segmentStart === null) {
        // Each segment opens with its timestamp and the title on air, as packed audio requires.
        segmentStart = samples;
        parts.push(hlsId3(pts(), title));
        segmentTitle = title;
      } else if (title !== segmentTitle) {
        parts.push(hlsId3(pts(), title));
        segmentTitle = title;
      }
      parts.push(buffer.subarray(at, at + length));
      at += length;
      frames++;
      samples += AAC_FRAME_SAMPLES;
      anchor = Math.min(anchor, arrived - (samples * 1000) / AUDIO.sampleRate);
      const target = framesFor(made < SHORT_SEGMENTS ? FIRST_SEGMENT_SECONDS : HLS_SEGMENT_SECONDS);
      if (frames >= target) cut();
    }
    pending = Buffer.from(buffer.subarray(at));
  }

  function sleepIfIdle() {
    if (now() - lastRead < HLS_IDLE_MS) return;
    clearInterval(idleTimer);
    idleTimer = undefined;
    unsubscribe?.();
    unsubscribe = null;
    // A playlist left behind would tell a CDN the stream froze: without it, it asks the station again.
    fs.rmSync(path.join(dir, 'live.m3u8'), { force: true });
    options.log.info('HLS asleep: nobody read it for a minute');
  }

  return {
    /** A player read the playlist or a segment: wake the segmenter if it sleeps. */
    touch() {
      lastRead = now();
      if (unsubscribe) return;
      reset();
      unsubscribe = options.pool.subscribe(
        { format: 'aac', bitrateKbps: EXTRA_MOUNTS.aac.bitrateKbps },
        { headers: () => {}, data: onFrames },
      );
      idleTimer = setInterval(sleepIfIdle, 5_000);
      idleTimer.unref();
    },
    /** Resolves once the playlist names at least one segment (false after `timeoutMs`). */
    ready(timeoutMs: number): Promise<boolean> {
      if (segments.length > 0) return Promise.resolve(true);
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
      fs.rmSync(dir, { recursive: true, force: true });
      segments = [];
    },
  };
}
export type Hls = ReturnType<typeof createHls>;
