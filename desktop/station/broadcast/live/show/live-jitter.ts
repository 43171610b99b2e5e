import { BYTES_PER_SECOND, FRAME_BYTES } from '../../bus/pcm';

/** The jitter buffer of a steady input (MP3 or AAC frames, RTMP packets, the desk), as every live input had it. */
const BASE = { prebufferMs: 250, maxMs: 800, trimToMs: 300 };
/** A page longer than this is a broken granule position, not an encoder's setting. */
const MAX_BURST_MS = 3_000;

const bytesOf = (ms: number) => {
  const bytes = Math.round((ms / 1000) * BYTES_PER_SECOND);
  return bytes - (bytes % FRAME_BYTES);
};

/**
 * The live jitter buffer's sizes for an input that delivers `burstMs` of audio at once. Ogg encoders send a page at
 * a time (ffmpeg's muxer about a second per page, ices2 about 1.1 s of Vorbis), then nothing until the next: with
 * the steady input's 0.25 s prebuffer and 0.8 s ceiling, each page was trimmed to 0.3 s and the air fell silent
 * about once a second. Such an input starts a burst later, and may hold a burst more before the oldest is dropped.
 */
export function jitterSizes(burstMs = 0) {
  const burst = Math.min(Math.max(0, burstMs), MAX_BURST_MS);
  return {
    prebuffer: bytesOf(BASE.prebufferMs + burst),
    max: bytesOf(BASE.maxMs + 2 * burst),
    trimTo: bytesOf(BASE.trimToMs + burst),
    /** A bursty input that runs dry waits for a whole prebuffer again, or every page after would run dry too. */
    rebuffer: burst > 0,
  };
}
