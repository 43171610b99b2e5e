import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveFfmpegPath } from '../ffmpeg/path';
import { runFfmpeg } from '../ffmpeg/run';
import { makeThumbnail, thumbnailArgs } from './images';

const ffmpeg = resolveFfmpegPath(process.env.FFMPEG_PATH);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-thumb-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('thumbnails', () => {
  it('builds the exact ffmpeg arguments', () => {
    expect(thumbnailArgs('/in.png', 100)).toEqual([
      '-hide_banner', '-loglevel', 'error', '-nostdin', '-i', '/in.png', '-frames:v', '1',
      '-vf', "scale='min(100,iw)':-2:flags=lanczos", '-q:v', '4', '-f', 'image2pipe', '-c:v', 'mjpeg', 'pipe:1',
    ]);
  });

  it('scales a real PNG down to a JPEG with the bundled ffmpeg', async () => {
    const png = path.join(dir, 'big.png');
    await runFfmpeg(ffmpeg, ['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc=size=1200x800:rate=1', '-frames:v', '1', png]);
    const thumb = await makeThumbnail(ffmpeg, png, 300);
    expect(thumb.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    const out = path.join(dir, 'thumb.jpg');
    fs.writeFileSync(out, thumb);
    const probe = await runFfmpeg(ffmpeg, ['-hide_banner', '-i', out], { allowFailure: true });
    expect(probe.stderr).toMatch(/300x200/);
  });

  it('rejects a file that is not an image', async () => {
    const bogus = path.join(dir, 'bogus.png');
    fs.writeFileSync(bogus, 'not an image at all');
    await expect(makeThumbnail(ffmpeg, bogus)).rejects.toThrow();
  });
});
