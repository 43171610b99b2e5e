// MPEG-1 Layer III bitrates (kbps) and MPEG-1/2/2.5 sample rates, indexed by header fields.
const BITRATES_V1 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 0];
const BITRATES_V2 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160, 0];
const RATES: Record<number, number[]> = { 3: [44100, 48000, 32000], 2: [22050, 24000, 16000], 0: [11025, 12000, 8000] };

/** Length in bytes of the Layer III frame whose header starts at `at`, or 0 if it is not a frame header. */
export function mp3FrameLength(data: Buffer, at: number): number {
  if (at + 4 > data.length) return 0;
  const b1 = data[at + 1]!;
  const b2 = data[at + 2]!;
  if (data[at] !== 0xff || (b1 & 0xe0) !== 0xe0) return 0;
  const version = (b1 >> 3) & 3;
  const layer = (b1 >> 1) & 3;
  if (version === 1 || layer !== 1) return 0;
  const bitrate = (version === 3 ? BITRATES_V1 : BITRATES_V2)[b2 >> 4]!;
  const rate = RATES[version]?.[(b2 >> 2) & 3];
  if (!bitrate || !rate) return 0;
  const padding = (b2 >> 1) & 1;
  return Math.floor(((version === 3 ? 144 : 72) * bitrate * 1000) / rate) + padding;
}

/**
 * Seconds of audio in the Layer III frame whose header starts at `at` (1152 samples per MPEG-1 frame, 576 per
 * MPEG-2 and MPEG-2.5 frame), or 0 if it is not a frame header. The logger's low qualities are MPEG-2/2.5.
 */
export function mp3FrameSeconds(data: Buffer, at: number): number {
  if (mp3FrameLength(data, at) === 0) return 0;
  const b1 = data[at + 1]!;
  const version = (b1 >> 3) & 3;
  const rate = RATES[version]![(data[at + 2]! >> 2) & 3]!;
  return (version === 3 ? 1152 : 576) / rate;
}

/**
 * Cuts an encoder's byte stream into whole MP3 frames (or, given another `frameLength`, whole ADTS frames),
 * so the mount only ever sends (and keeps in its burst) frame-aligned audio, and an encoder restart never
 * leaves half a frame in the stream. `headerBytes`: bytes `frameLength` needs to read a header.
 */
export function createFrameSplitter(frameLength = mp3FrameLength, headerBytes = 4) {
  let pending: Buffer = Buffer.alloc(0);
  return {
    /** Returns the whole frames completed by this chunk, concatenated (possibly empty). */
    push(chunk: Buffer): Buffer {
      const data = pending.length ? Buffer.concat([pending, chunk]) : chunk;
      let at = 0;
      let start = -1;
      let end = 0;
      while (at + headerBytes <= data.length) {
        const length = frameLength(data, at);
        if (length === 0) {
          if (start >= 0) break; // garbage after frames: resync on the next push
          at++;
          continue;
        }
        if (at + length > data.length) break;
        if (start < 0) start = at;
        at += length;
        end = at;
      }
      if (start < 0) {
        pending = Buffer.from(data.subarray(at));
        return Buffer.alloc(0);
      }
      pending = Buffer.from(data.subarray(end));
      return data.subarray(start, end);
    },
    reset() {
      pending = Buffer.alloc(0);
    },
  };
}
