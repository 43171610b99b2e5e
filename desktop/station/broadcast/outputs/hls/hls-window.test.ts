import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Parser } from 'm3u8-parser';
import { afterEach, describe, expect, it } from 'vitest';
import { silentLogger } from '../../../core/log';
import { adtsFrameLength } from '../../codecs/adts';
import type { EncodedSink } from '../encoding/encoded';
import type { EncoderPool } from '../encoding/encoder-pool';
import { createHls } from './hls';
import { HLS_WINDOW } from './hls-files';

/** One AAC-LC 44.1 kHz stereo ADTS frame of `payload` bytes. */
function adtsFrame(payload = 20): Buffer {
  const length = 7 + payload;
  const frame = Buffer.alloc(length, 0x21);
  frame[0] = 0xff;
  frame[1] = 0xf1;
  frame[2] = (1 << 6) | (4 << 2);
  frame[3] = (2 << 6) | ((length >> 11) & 3);
  frame[4] = (length >> 3) & 0xff;
  frame[5] = ((length & 7) << 5) | 0x1f;
  frame[6] = 0xfc;
  return frame;
}

// The segmenter's encoder stands in here (the real one is covered by hls.test.ts): frames arrive as fast as
// the test feeds them, so a minute of segments takes milliseconds.
function feedingPool() {
  let sink: EncodedSink | null = null;
  const pool = {
    subscribe: (_key: unknown, s: EncodedSink) => {
      sink = s;
      return () => {
        sink = null;
      };
    },
  } as unknown as EncoderPool;
  return {
    pool,
    feed: (frames: number) => sink?.data(Buffer.concat(Array.from({ length: frames }, () => adtsFrame()))),
  };
}

describe('HLS segmenter window', () => {
  let dir: string;
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('keeps a sliding window of 8 segments of at most 6 s, deletes old files, marks title changes with ID3', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-hls-'));
    const hlsDir = path.join(dir, 'hls');
    let title = 'Uno';
    const { pool, feed } = feedingPool();
    const hls = createHls({ pool, dir: hlsDir, log: silentLogger, title: () => title, now: () => 0 });
    hls.touch();
    expect(adtsFrameLength(adtsFrame(), 0)).toBe(27);
    feed(100);
    title = 'Dos';
    feed(100);
    // Segment 1 holds frames 86–171: its opening ID3 says Uno, a second one at frame 100 says Dos.
    const second = fs.readFileSync(path.join(hlsDir, 'seg-1.aac')).toString('latin1');
    expect(second.split('ID3').length - 1).toBe(2);
    expect(second.indexOf('Uno')).toBeLessThan(second.indexOf('Dos'));
    // 3 short segments (86 frames) then 6 s ones (258 frames): 20 segments in all.
    feed(3 * 86 + 17 * 258 - 200);
    const parser = new Parser();
    parser.push(fs.readFileSync(path.join(hlsDir, 'live.m3u8'), 'utf8'));
    parser.end();
    const { segments, mediaSequence, targetDuration } = parser.manifest;
    expect(segments.length).toBe(HLS_WINDOW);
    expect(HLS_WINDOW).toBeGreaterThanOrEqual(6);
    expect(mediaSequence).toBe(20 - HLS_WINDOW);
    expect(targetDuration).toBe(6);
    for (const s of segments) {
      expect(s.duration).toBeLessThanOrEqual(6);
      expect(s.duration).toBeGreaterThan(5.9);
      expect(s.dateTimeObject).toBeInstanceOf(Date);
    }
    expect(segments.map((s) => s.uri)).toEqual(Array.from({ length: 8 }, (_, i) => `seg-${12 + i}.aac`));
    // The window plus the four most recently dropped; nothing older is left on disk.
    const files = fs.readdirSync(hlsDir).filter((f) => f.endsWith('.aac'));
    expect(files.sort()).toEqual(Array.from({ length: 12 }, (_, i) => `seg-${8 + i}.aac`).sort());
    const later = fs.readFileSync(path.join(hlsDir, 'seg-12.aac'));
    expect(later.subarray(0, 3).toString('latin1')).toBe('ID3');
    expect(later.toString('utf8')).toContain('Dos');
    hls.stop();
    expect(fs.existsSync(hlsDir)).toBe(false);
  });

  it('never names a segment again after a stop and start, though segments are served immutable', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-hls-'));
    const hlsDir = path.join(dir, 'hls');
    let clock = Date.UTC(2026, 10, 25, 10, 0, 0);
    const run = () => {
      const { pool, feed } = feedingPool();
      const hls = createHls({ pool, dir: hlsDir, log: silentLogger, title: () => 'Uno', now: () => clock });
      hls.touch();
      // 3 short segments and 5 of 6 s: about 36 s of audio, the clock moving with it.
      for (let i = 0; i < 3 * 86 + 5 * 258; i += 43) {
        feed(43);
        clock += 1000;
      }
      const names = fs.readdirSync(hlsDir).filter((f) => f.endsWith('.aac'));
      hls.stop();
      return names;
    };
    const first = run();
    clock += 5_000; // the station restarts a few seconds later
    const second = run();
    expect(first.length).toBeGreaterThan(4);
    expect(second.length).toBeGreaterThan(4);
    expect(second.filter((name) => first.includes(name))).toEqual([]);
  });
});
