import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveFfmpegPath } from '../ffmpeg/path';
import { runFfmpeg } from '../ffmpeg/run';
import { solidPng } from '../../../testing/station/huge-png';
import { makeThumbnail, THUMBNAIL_JOBS, thumbnailArgs } from './images';

const ffmpeg = resolveFfmpegPath(process.env.FFMPEG_PATH);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-thumb-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('thumbnails', () => {
  it('builds the exact ffmpeg arguments', () => {
    expect(thumbnailArgs('/in.png', 100)).toEqual([
      '-hide_banner',
      '-loglevel',
      'error',
      '-nostdin',
      '-max_pixels',
      '40000000',
      '-i',
      '/in.png',
      '-frames:v',
      '1',
      '-vf',
      "scale='min(100,iw)':-2:flags=lanczos",
      '-q:v',
      '4',
      '-f',
      'image2pipe',
      '-c:v',
      'mjpeg',
      'pipe:1',
    ]);
  });

  it('scales a real PNG down to a JPEG with the bundled ffmpeg', async () => {
    const png = path.join(dir, 'big.png');
    await runFfmpeg(ffmpeg, [
      '-hide_banner',
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      'testsrc=size=1200x800:rate=1',
      '-frames:v',
      '1',
      png,
    ]);
    const thumb = await makeThumbnail(ffmpeg, png, 300);
    expect(thumb.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    const out = path.join(dir, 'thumb.jpg');
    fs.writeFileSync(out, thumb);
    const probe = await runFfmpeg(ffmpeg, ['-hide_banner', '-i', out], { allowFailure: true });
    expect(probe.stderr).toMatch(/300x200/);
  });

  it('refuses to decode a picture over the pixel limit even if asked directly', async () => {
    const bomb = path.join(dir, 'bomb.png');
    fs.writeFileSync(bomb, solidPng(16_000, 16_000));
    const started = Date.now();
    await expect(makeThumbnail(ffmpeg, bomb)).rejects.toMatchObject({
      stderr: expect.stringMatching(/exceeds specified max pixel count 40000000/),
    });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it(`runs at most ${THUMBNAIL_JOBS} thumbnail jobs at once, queueing the rest`, async () => {
    // An ffmpeg that logs when it starts and ends and takes a while, so overlapping jobs would show.
    const log = path.join(dir, 'jobs.log');
    const slowFfmpeg = path.join(dir, 'slow-ffmpeg.sh');
    fs.writeFileSync(
      slowFfmpeg,
      `#!/bin/sh\necho start >> '${log}'\nsleep 0.3\n'${ffmpeg}' "$@"\ncode=$?\necho end >> '${log}'\nexit $code\n`,
      { mode: 0o755 },
    );
    const png = path.join(dir, 'small.png');
    await runFfmpeg(ffmpeg, [
      '-hide_banner',
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      'testsrc=size=320x240:rate=1',
      '-frames:v',
      '1',
      png,
    ]);
    const thumbs = await Promise.all(Array.from({ length: 6 }, () => makeThumbnail(slowFfmpeg, png, 100)));
    expect(thumbs.every((t) => t[0] === 0xff && t[1] === 0xd8)).toBe(true);
    let running = 0;
    let most = 0;
    for (const line of fs.readFileSync(log, 'utf8').trim().split('\n')) {
      running += line === 'start' ? 1 : -1;
      most = Math.max(most, running);
    }
    expect(most).toBe(THUMBNAIL_JOBS);
  });

  it('rejects a file that is not an image', async () => {
    const bogus = path.join(dir, 'bogus.png');
    fs.writeFileSync(bogus, 'not an image at all');
    await expect(makeThumbnail(ffmpeg, bogus)).rejects.toThrow();
  });
});
