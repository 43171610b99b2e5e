import { createPageSplitter, OGG_BOS, pageBody, pageFlags, pageGranule } from '../../codecs/ogg';

/**
 * Ogg as a live input reads it (RFC 3533): a byte stream cut into whole pages, the header pages of the logical
 * stream now playing (a decoder that joins mid-stream needs them first), and how much audio each page carries.
 * The codecs' packets are left to the decoder: a page may end mid-packet, and ffmpeg joins them again as long as it
 * is given whole pages in order, which is what this guarantees.
 */

/** An Ogg stream's header pages (codec setup, comments) are a few kB; more than this is not a header. */
const MAX_HEADER_BYTES = 256 * 1024;

export interface OggPage {
  bytes: Buffer;
  serial: number;
  /** -1 when no packet ends on this page (a page in the middle of a long packet). */
  granule: bigint;
  /** Beginning of a logical stream: a chained stream (a new song for liquidsoap) starts with one. */
  bos: boolean;
  /** The first packet's first bytes (the codec's identification on a BOS page). */
  body: Buffer;
}

/** Cuts bytes into pages as they come (outputs/ogg.ts's splitter), holding a partial page back. */
export function createOggPageReader() {
  const splitter = createPageSplitter();
  return {
    push: (chunk: Buffer): OggPage[] =>
      splitter.push(chunk).map((page) => {
        const bytes = Buffer.from(page);
        return {
          bytes,
          serial: bytes.readUInt32LE(14),
          granule: pageGranule(bytes),
          bos: (pageFlags(bytes) & OGG_BOS) !== 0,
          body: pageBody(bytes).subarray(0, 64),
        };
      }),
  };
}

/**
 * The rate a logical stream's granule positions count in, read from its identification packet (on its BOS page):
 * Opus always counts at 48 kHz (RFC 7845), Vorbis and Speex at their rate, FLAC at its STREAMINFO rate.
 */
export function granuleRate(body: Buffer): number | null {
  const text = body.toString('latin1', 0, 8);
  if (text === 'OpusHead') return 48_000;
  if (text.startsWith('\x01vorbis') && body.length >= 16) return body.readUInt32LE(12);
  if (text === 'Speex   ' && body.length >= 40) return body.readUInt32LE(36);
  // 0x7F "FLAC", version, header count, "fLaC", a metadata block header, then STREAMINFO's rate (20 bits) at 10.
  if (text.startsWith('\x7fFLAC') && body.length >= 30) return (body[27]! << 12) | (body[28]! << 4) | (body[29]! >> 4);
  return null;
}

/**
 * What a live input keeps of an Ogg stream: the header pages of the stream now playing (from its BOS page until
 * its first page with audio, whose granule position is past zero: header pages have granule 0, or -1 when a long
 * setup header spans pages), and the longest page of audio seen, which is how much arrives at once.
 */
export function createOggStream() {
  let header: Buffer[] = [];
  let headerBytes = 0;
  let inHeader = false;
  const streams = new Map<number, { rate: number | null; granule: bigint }>();
  let longestMs = 0;

  function note(page: OggPage) {
    if (page.bos) {
      // A BOS page after audio starts a new chain; BOS pages together (a multiplexed group) share one header.
      if (!inHeader) {
        header = [];
        headerBytes = 0;
        streams.clear();
      }
      inHeader = true;
      streams.set(page.serial, { rate: granuleRate(page.body), granule: 0n });
    }
    if (inHeader && page.granule <= 0n && headerBytes + page.bytes.length <= MAX_HEADER_BYTES) {
      header.push(page.bytes);
      headerBytes += page.bytes.length;
      return;
    }
    inHeader = false;
    const stream = streams.get(page.serial);
    if (!stream || page.granule < 0n) return;
    if (stream.rate) longestMs = Math.max(longestMs, (Number(page.granule - stream.granule) / stream.rate) * 1000);
    stream.granule = page.granule;
  }

  return {
    note,
    header: () => header,
    /** The longest stretch of audio one page has carried, in ms (0 before the first audio page). */
    longestPageMs: () => longestMs,
  };
}
