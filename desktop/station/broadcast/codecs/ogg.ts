// Ogg pages (RFC 3533): just what the Opus outputs need to cut, rewrite and build pages.

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let i = 0; i < 256; i++) {
    let r = i << 24;
    for (let j = 0; j < 8; j++) r = r & 0x80000000 ? (r << 1) ^ 0x04c11db7 : r << 1;
    table[i] = r >>> 0;
  }
  return table;
})();

export const OGG_CONTINUED = 0x01;
export const OGG_BOS = 0x02;
export const OGG_EOS = 0x04;

function crc(page: Buffer): number {
  let c = 0;
  for (let i = 0; i < page.length; i++) c = ((c << 8) ^ CRC_TABLE[((c >>> 24) ^ page[i]!) & 0xff]!) >>> 0;
  return c >>> 0;
}

/** Rewrites the page's checksum after its header was changed (in place). */
export function sealPage(page: Buffer): Buffer {
  page.writeUInt32LE(0, 22);
  page.writeUInt32LE(crc(page), 22);
  return page;
}

/** Length of the Ogg page starting at `at`; 0 when there is no page there, -1 when more bytes are needed. */
export function oggPageLength(data: Buffer, at: number): number {
  if (at + 27 > data.length) return -1;
  if (data.readUInt32BE(at) !== 0x4f676753 || data[at + 4] !== 0) return 0;
  const segments = data[at + 26]!;
  if (at + 27 + segments > data.length) return -1;
  let body = 0;
  for (let i = 0; i < segments; i++) body += data[at + 27 + i]!;
  return 27 + segments + body;
}

export interface PageFields {
  flags: number;
  granule: bigint;
  serial: number;
  sequence: number;
}

export const pageFlags = (page: Buffer) => page[5]!;
export const pageGranule = (page: Buffer) => page.readBigInt64LE(6);
/** The page's packet data (after the lacing table). */
export const pageBody = (page: Buffer) => page.subarray(27 + page[26]!);

/** A copy of `page` with new header fields and a fresh checksum. */
export function rewritePage(page: Buffer, fields: PageFields): Buffer {
  const out = Buffer.from(page);
  out[5] = fields.flags;
  out.writeBigInt64LE(fields.granule, 6);
  out.writeUInt32LE(fields.serial, 14);
  out.writeUInt32LE(fields.sequence, 18);
  return sealPage(out);
}

/** A page holding exactly one (small) packet. */
export function buildPage(packet: Buffer, fields: PageFields): Buffer {
  const lacing: number[] = [];
  let left = packet.length;
  while (left >= 255) {
    lacing.push(255);
    left -= 255;
  }
  lacing.push(left);
  if (lacing.length > 255) throw new Error('packet too large for one Ogg page');
  const page = Buffer.alloc(27 + lacing.length + packet.length);
  page.write('OggS', 0, 'latin1');
  page[26] = lacing.length;
  Buffer.from(lacing).copy(page, 27);
  packet.copy(page, 27 + lacing.length);
  return rewritePage(page, fields);
}

/** Cuts a byte stream into whole Ogg pages, resyncing on garbage. */
export function createPageSplitter() {
  let pending: Buffer = Buffer.alloc(0);
  return {
    push(chunk: Buffer): Buffer[] {
      const data = pending.length ? Buffer.concat([pending, chunk]) : chunk;
      const pages: Buffer[] = [];
      let at = 0;
      while (at < data.length) {
        const length = oggPageLength(data, at);
        if (length === 0) {
          at++;
          continue;
        }
        if (length < 0 || at + length > data.length) break;
        pages.push(data.subarray(at, at + length));
        at += length;
      }
      pending = Buffer.from(data.subarray(at));
      return pages;
    },
    reset() {
      pending = Buffer.alloc(0);
    },
  };
}
