import { randomInt } from 'node:crypto';
import type { EncodedSink } from './encoded';
import {
  buildPage,
  createPageSplitter,
  OGG_BOS,
  OGG_CONTINUED,
  OGG_EOS,
  pageBody,
  pageFlags,
  pageGranule,
  rewritePage,
} from '../../codecs/ogg';

const MAX_TAG_BYTES = 1_000;

/** An OpusTags packet carrying the title. */
export function opusTags(title: string): Buffer {
  const vendor = Buffer.from('Emisora', 'utf8');
  // TITLE only: Icecast and players show "ARTIST - TITLE", and our title already reads "artist - title".
  const comments = [`TITLE=${title}`].map((c) => {
    const bytes = Buffer.from(c, 'utf8');
    return bytes.length > MAX_TAG_BYTES ? bytes.subarray(0, MAX_TAG_BYTES) : bytes;
  });
  const parts = [Buffer.from('OpusTags', 'latin1'), u32(vendor.length), vendor, u32(comments.length)];
  for (const c of comments) parts.push(u32(c.length), c);
  return Buffer.concat(parts);
}

function u32(value: number): Buffer {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(value);
  return b;
}

/** What the encoder's own Ogg stream has shown: its OpusHead, whether a chain carried its pre-skip, its granule. */
interface EncoderStream {
  head: Buffer | null;
  preSkipDone: boolean;
  lastGranule: bigint;
}

/** The logical stream being written: its serial, page numbering, granule offset and header pages. */
interface Chain {
  serial: number;
  sequence: number;
  base: bigint;
  headers: Buffer;
}

/**
 * Turns an Opus encoder's Ogg output into a chained Ogg stream whose titles are in-band: every title change
 * ends the current logical stream (EOS) and starts a new one (BOS, OpusHead, OpusTags with TITLE=…), as
 * Icecast and Ogg players expect. One page is held back so the last page of a chain can carry EOS.
 * `headers()` are the current chain's header pages: a new listener gets them before any audio page.
 */
export function createOpusChain(initialTitle: string) {
  const splitter = createPageSplitter();
  const encoder: EncoderStream = { head: null, preSkipDone: false, lastGranule: 0n };
  const chain: Chain = { serial: 0, sequence: 0, base: 0n, headers: Buffer.alloc(0) };
  let title = initialTitle;
  let switchDue = false;
  let held: Buffer | null = null;

  const fields = (flags: number, granule: bigint) => ({
    flags,
    granule,
    serial: chain.serial,
    sequence: chain.sequence++,
  });

  function startChain(sink: EncodedSink) {
    if (held) {
      sink.data(rewritePage(held, { ...readFields(held), flags: pageFlags(held) | OGG_EOS }));
      held = null;
    }
    chain.serial = randomInt(1, 0x7fffffff);
    chain.sequence = 0;
    chain.base = encoder.lastGranule;
    // A continuing chain has no encoder delay to skip: only the encoder's first chain keeps its pre-skip.
    const opusHead = Buffer.from(encoder.head!);
    if (encoder.preSkipDone) opusHead.writeUInt16LE(0, 10);
    encoder.preSkipDone = true;
    chain.headers = Buffer.concat([
      buildPage(opusHead, fields(OGG_BOS, 0n)),
      buildPage(opusTags(title), fields(0, 0n)),
    ]);
    sink.headers(chain.headers);
    switchDue = false;
  }

  const readFields = (page: Buffer) => ({
    flags: pageFlags(page),
    granule: pageGranule(page),
    serial: page.readUInt32LE(14),
    sequence: page.readUInt32LE(18),
  });

  return {
    /** Encoder bytes in; whole pages of the chained stream out: a new chain's header pages, then audio pages. */
    push(chunk: Buffer, sink: EncodedSink) {
      const out: Buffer[] = [];
      for (const page of splitter.push(chunk)) {
        const flags = pageFlags(page);
        if (flags & OGG_BOS) {
          encoder.head = Buffer.from(pageBody(page));
          encoder.preSkipDone = false;
          encoder.lastGranule = 0n;
          switchDue = true;
          continue;
        }
        if (!encoder.head || pageGranule(page) === 0n) continue; // the encoder's own tags: ours replace them
        if (switchDue && !(flags & OGG_CONTINUED)) {
          if (out.length > 0) sink.data(out.length === 1 ? out[0]! : Buffer.concat(out));
          out.length = 0;
          startChain(sink);
        }
        if (held) out.push(held);
        const granule = pageGranule(page);
        held = rewritePage(page, fields(flags & OGG_CONTINUED, granule - chain.base));
        encoder.lastGranule = granule;
      }
      if (out.length > 0) sink.data(out.length === 1 ? out[0]! : Buffer.concat(out));
    },
    setTitle(next: string) {
      if (next === title) return;
      title = next;
      if (encoder.head) switchDue = true;
    },
    headers: () => chain.headers,
    /**
     * A restarted encoder starts a new byte stream. The held page stays: it goes out marked EOS before the new
     * chain's header pages, so listeners who stayed connected get a properly chained stream.
     */
    reset() {
      splitter.reset();
      encoder.head = null;
    },
    /**
     * The encoder went to sleep with nobody listening: its chain ends with no one to tell. The next listener
     * must get only the next chain (its old header pages, or a held page of it, made an invalid Ogg stream).
     */
    forget() {
      splitter.reset();
      encoder.head = null;
      held = null;
      chain.headers = Buffer.alloc(0);
    },
  };
}
