import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveFfmpegPath } from '../../ffmpeg/path';
import { makeToneFile } from '../../../../testing/station/test-audio';
import { toneStrength } from '../../../../testing/station/test-listener';
import { bufferSource, CART_CACHE_MAX_SECONDS, createCartCache } from './cart-cache';
import { FRAME_BYTES } from '../bus/pcm';

describe('cart cache', () => {
  const ffmpegPath = resolveFfmpegPath(process.env.FFMPEG_PATH);
  let dir: string;
  let file: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-cart-cache-'));
    file = path.join(dir, 'cart.mp3');
    await makeToneFile(ffmpegPath, file, { frequency: 1700, toneSeconds: 1, silence: 0 });
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('decodes a cart ahead with real ffmpeg: a press then has its first frame at once', async () => {
    const errors: string[] = [];
    const cache = createCartCache({ ffmpegPath, onError: (_key, error) => errors.push(error.message) });
    const decode = { file, startSeconds: 0, durationSeconds: null, gainDb: 0 };
    expect(cache.source('k')).toBeNull();
    await cache.warm('k', decode, 1);
    expect(errors).toEqual([]);
    const source = cache.source('k')!;
    const first = source.read();
    expect(first).not.toBeNull();
    expect(source.decoded()).toBe(true);
    // About a second of 1700 Hz, frame-aligned.
    expect(cache.bytes() % FRAME_BYTES).toBe(0);
    expect(cache.bytes()).toBeGreaterThan(0.9 * 176_400);
    const pcm = Buffer.concat([first!, ...Array.from({ length: 20 }, () => source.read()!)]);
    expect(toneStrength(pcm, FRAME_BYTES * 5, 1700)).toBeGreaterThan(0.9);
    // Two presses share the decode but not the position.
    expect(cache.source('k')!.buffered()).toBe(cache.bytes());
  });

  it('leaves long carts and unreadable files to the decoder at each press', async () => {
    const errors: string[] = [];
    const cache = createCartCache({ ffmpegPath, onError: (_key, error) => errors.push(error.message) });
    await cache.warm('long', { file, startSeconds: 0, durationSeconds: null, gainDb: 0 }, CART_CACHE_MAX_SECONDS + 1);
    expect(cache.source('long')).toBeNull();
    await cache.warm(
      'missing',
      { file: path.join(dir, 'none.mp3'), startSeconds: 0, durationSeconds: null, gainDb: 0 },
      1,
    );
    expect(cache.source('missing')).toBeNull();
    expect(errors).toHaveLength(1);
  });

  it('a buffer source ends after its last whole frame and stops when closed', () => {
    const source = bufferSource(Buffer.alloc(FRAME_BYTES * 2));
    expect(source.read()).not.toBeNull();
    source.close();
    expect(source.read()).toBeNull();
    expect(source.finished()).toBe(true);
  });
});
