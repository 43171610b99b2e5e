// ID3v2.4 tags for HLS packed-audio segments: the timestamp every segment must start with, and the title.

const syncsafe = (n: number) => Buffer.from([(n >> 21) & 0x7f, (n >> 14) & 0x7f, (n >> 7) & 0x7f, n & 0x7f]);

function frame(id: string, body: Buffer): Buffer {
  return Buffer.concat([Buffer.from(id, 'latin1'), syncsafe(body.length), Buffer.alloc(2), body]);
}

/**
 * An ID3 tag with the segment's first-sample time on the MPEG-TS 90 kHz clock (the PRIV frame HLS requires
 * in packed audio) and, when given, the title on air (TIT2, UTF-8): hls.js and Safari expose it as timed metadata.
 */
export function hlsId3(pts90k: number, title: string | null): Buffer {
  const timestamp = Buffer.alloc(8);
  timestamp.writeBigUInt64BE(BigInt(Math.floor(pts90k)) & 0x1ffffffffn);
  const frames = [
    frame('PRIV', Buffer.concat([Buffer.from('com.apple.streaming.transportStreamTimestamp\0', 'latin1'), timestamp])),
  ];
  if (title !== null) frames.push(frame('TIT2', Buffer.concat([Buffer.from([3]), Buffer.from(title, 'utf8')])));
  const body = Buffer.concat(frames);
  return Buffer.concat([Buffer.from([0x49, 0x44, 0x33, 4, 0, 0]), syncsafe(body.length), body]);
}

/** Length of the ID3v2 tag at `at`, or 0 when there is none. */
export function id3Length(data: Buffer, at: number): number {
  if (at + 10 > data.length || data.toString('latin1', at, at + 3) !== 'ID3') return 0;
  const size = (data[at + 6]! << 21) | (data[at + 7]! << 14) | (data[at + 8]! << 7) | data[at + 9]!;
  return 10 + size;
}
