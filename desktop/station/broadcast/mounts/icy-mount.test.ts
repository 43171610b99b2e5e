import { describe, expect, it } from 'vitest';
import { createIcyInterleaver, icyMetadataBlock } from './icy';
import { icyHeaders } from './mount';
import { createFrameSplitter, mp3FrameLength } from '../codecs/mp3-frames';

/** A 128 kbps 44.1 kHz MPEG-1 Layer III frame header (417 bytes, or 418 with padding). */
const frame = (padding: boolean, fill = 0x11) => {
  const f = Buffer.alloc(padding ? 418 : 417, fill);
  f[0] = 0xff;
  f[1] = 0xfb;
  f[2] = 0x90 | (padding ? 0x02 : 0);
  f[3] = 0x64;
  return f;
};

describe('ICY metadata', () => {
  it('builds a StreamTitle block padded to 16-byte units, or a single zero byte', () => {
    const block = icyMetadataBlock("Sopa de Cabra - L'Empordà");
    expect(block[0]).toBe((block.length - 1) / 16);
    expect(block.subarray(1).toString('utf8').replace(/\0+$/, '')).toBe("StreamTitle='Sopa de Cabra - L’Empordà';");
    expect(icyMetadataBlock(null)).toEqual(Buffer.from([0]));
  });

  it('never carries a control character: each run of them reads as one space, in UTF-8 and in Latin-1', () => {
    const title = 'Nit\u0000 de\r\n\u001b[31mfoc\u007f\u0085 i\u2028gel\u0007';
    for (const charset of ['utf8', 'latin1'] as const) {
      const block = icyMetadataBlock(title, charset);
      const body = block.subarray(1).toString('latin1').replace(/\0+$/, '');
      expect(body).toBe("StreamTitle='Nit de [31mfoc i gel';");
      expect([...block.subarray(1, 1 + body.length)].filter((b) => b < 0x20 || (b >= 0x7f && b < 0xa0))).toEqual([]);
    }
  });

  it('inserts metadata after every metaint bytes at the listener’s own offset, title only when it changed', () => {
    const icy = createIcyInterleaver(10);
    const out = Buffer.concat([
      icy.interleave(Buffer.alloc(7, 1), 'A'),
      icy.interleave(Buffer.alloc(7, 1), 'A'),
      icy.interleave(Buffer.alloc(10, 1), 'A'),
      icy.interleave(Buffer.alloc(10, 1), 'B'),
    ]);
    // 7+3 audio | block(A) | 4+6 audio | 0 | 4+6 audio | block(B) | 4 audio
    expect(out.subarray(0, 10)).toEqual(Buffer.alloc(10, 1));
    const blockA = icyMetadataBlock('A');
    expect(out.subarray(10, 10 + blockA.length)).toEqual(blockA);
    let at = 10 + blockA.length + 10;
    expect(out[at]).toBe(0);
    at += 1 + 10;
    expect(out.subarray(at, at + icyMetadataBlock('B').length)).toEqual(icyMetadataBlock('B'));
    expect(out.length).toBe(34 + blockA.length + 1 + icyMetadataBlock('B').length);
  });

  it('announces the stream as Icecast does, with CORS exposing the icy headers', () => {
    const h = icyHeaders(true, 'https://radio.example.org');
    expect(h['Content-Type']).toBe('audio/mpeg');
    expect(h['icy-br']).toBe('128');
    expect(h['icy-metaint']).toBe('16000');
    expect(h['Cache-Control']).toBe('no-cache, no-store');
    expect(h['Access-Control-Expose-Headers']).toContain('icy-metaint');
    expect(icyHeaders(false, 'x')['icy-metaint']).toBeUndefined();
    // Sent as UTF-8 bytes, as Icecast does, so players show "Ràdio" and not mojibake.
    expect(Buffer.from(h['icy-name']!, 'latin1').toString('utf8')).toBe('Ràdio Portbou');
  });
});

describe('MP3 frame splitting', () => {
  it('knows frame lengths from headers and rejects non-headers', () => {
    expect(mp3FrameLength(frame(false), 0)).toBe(417);
    expect(mp3FrameLength(frame(true), 0)).toBe(418);
    expect(mp3FrameLength(Buffer.from([0xff, 0x00, 0x90, 0x64]), 0)).toBe(0);
  });

  it('emits only whole frames across chunk boundaries and resyncs after garbage', () => {
    const splitter = createFrameSplitter();
    const stream = Buffer.concat([Buffer.from([1, 2, 3]), frame(false), frame(true), frame(false)]);
    const a = splitter.push(stream.subarray(0, 500));
    const b = splitter.push(stream.subarray(500));
    expect(a.length).toBe(417);
    expect(b.length).toBe(418 + 417);
    expect(a[0]).toBe(0xff);
    splitter.reset();
    expect(splitter.push(frame(false).subarray(0, 100)).length).toBe(0);
  });
});
