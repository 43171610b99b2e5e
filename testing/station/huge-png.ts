import zlib from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A valid black PNG of any size that stays tiny on disk (1-bit greyscale compresses to almost nothing:
 * 16000x16000 is about 30 KB), written by hand so that making it never decodes the huge picture.
 */
export function solidPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale; compression, filter and interlace stay 0
  // Each row: filter byte 0, then width bits of black.
  const pixels = zlib.deflateSync(Buffer.alloc((1 + Math.ceil(width / 8)) * height), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A GIF whose logical screen is `screen` pixels square while its one frame is `frame` pixels square at (x, y): the
 * header tools read says small, the frame a decoder draws says otherwise. The frame's LZW data is a clear code and
 * an end code, so the file stays a few dozen bytes.
 */
export function gifWithFrame(screen: number, frame: number, x = 0, y = 0): Buffer {
  const u16 = (n: number) => [n & 0xff, n >> 8];
  return Buffer.from([
    ...Buffer.from('GIF89a', 'latin1'),
    ...u16(screen),
    ...u16(screen),
    0x80, // a global palette of 2 colours
    0,
    0,
    ...[0, 0, 0, 255, 255, 255],
    0x2c, // image descriptor
    ...u16(x),
    ...u16(y),
    ...u16(frame),
    ...u16(frame),
    0,
    2, // LZW minimum code size
    ...[1, 0x44], // one sub-block: clear (4) and end (5) codes, 3 bits each
    0,
    0x3b,
  ]);
}
