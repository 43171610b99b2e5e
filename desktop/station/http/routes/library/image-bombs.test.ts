import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_LIMITS } from '../../../../../shared/station/station-rules';
import { resolveFfmpegPath } from '../../../ffmpeg/path';
import { runFfmpeg } from '../../../ffmpeg/run';
import { adminSuite, expectNothingLeft, multipart } from '../../../../../testing/station/admin-helpers';
import { gifWithFrame, solidPng } from '../../../../../testing/station/huge-png';

const suite = adminSuite();
const TOO_LARGE = 'La imagen es demasiado grande: máximo 40 megapíxeles.';

/** 256 megapixels in about 30 KB: what took a thumbnail job to 781 MB. */
let bomb: string;
/** Exactly the limit: 8000 x 5000. */
let atLimit: string;
/** A 2 s MP3 whose ID3 tag carries the bomb as its cover picture. */
let mp3WithBombCover: string;

beforeAll(async () => {
  const dir = suite.fx.dir;
  bomb = path.join(dir, 'bomb.png');
  fs.writeFileSync(bomb, solidPng(16_000, 16_000));
  atLimit = path.join(dir, 'at-limit.png');
  fs.writeFileSync(atLimit, solidPng(8_000, 5_000));
  mp3WithBombCover = path.join(dir, 'bomb-cover.mp3');
  const tone = await suite.fx.mp3(901, 2);
  await runFfmpeg(resolveFfmpegPath(process.env.FFMPEG_PATH), [
    '-hide_banner',
    '-loglevel',
    'error',
    '-nostdin',
    '-y',
    '-i',
    tone,
    '-i',
    bomb,
    '-map',
    '0:a',
    '-map',
    '1',
    '-c',
    'copy',
    '-id3v2_version',
    '3',
    '-metadata:s:v',
    'comment=Cover (front)',
    mp3WithBombCover,
  ]);
});

describe('image bombs', () => {
  it('the test images are what they claim: small files with huge headers', () => {
    expect(fs.statSync(bomb).size).toBeLessThan(100 * 1024);
    expect(UPLOAD_LIMITS.imageMaxPixels).toBe(40_000_000);
  });

  it('refuses a 16000x16000 gallery image with 413 before decoding it, leaving nothing', async () => {
    const res = await expectNothingLeft(
      suite.station,
      () => suite.station.context.repos.gallery.count(),
      () =>
        suite.client.send('gallery.upload', {
          body: multipart({ title: 'Bomba', type: 'gallery' }, [['image', bomb, 'bomba.png', 'image/png']]),
        }),
    );
    expect(res.status).toBe(413);
    expect(res.error).toEqual({ error: 'image_too_large', message: TOO_LARGE, field: 'image' });
  });

  it('refuses a 16000x16000 track cover with 413, keeping neither the audio nor the cover', async () => {
    const res = await expectNothingLeft(
      suite.station,
      () => suite.station.context.repos.tracks.count(),
      () =>
        suite.client.send('tracks.upload', {
          body: multipart({ title: 'Con bomba' }, [
            ['audioFile', suite.fx.mp3Plain, 'a.mp3', 'audio/mpeg'],
            ['coverImage', bomb, 'portada.png', 'image/png'],
          ]),
        }),
    );
    expect(res.status).toBe(413);
    expect(res.error).toEqual({ error: 'image_too_large', message: TOO_LARGE, field: 'coverImage' });
  });

  it('refuses a GIF with a 10x10 screen and a 20000x20000 frame (or a frame far off its screen) with 413', async () => {
    for (const [name, gif] of [
      ['frame.gif', gifWithFrame(10, 20_000)],
      ['offset.gif', gifWithFrame(10, 1, 65_000, 65_000)],
    ] as const) {
      const file = path.join(suite.fx.dir, name);
      fs.writeFileSync(file, gif);
      const res = await expectNothingLeft(
        suite.station,
        () => suite.station.context.repos.gallery.count(),
        () =>
          suite.client.send('gallery.upload', {
            body: multipart({ title: 'Bomba GIF', type: 'gallery' }, [['image', file, name, 'image/gif']]),
          }),
      );
      expect(res.status, name).toBe(413);
      expect(res.error).toEqual({ error: 'image_too_large', message: TOO_LARGE, field: 'image' });
    }
    // The same file with a frame that fits its screen is an ordinary image.
    const small = path.join(suite.fx.dir, 'small.gif');
    fs.writeFileSync(small, gifWithFrame(10, 10));
    const ok = await suite.client.send('gallery.upload', {
      body: multipart({ title: 'GIF pequeño', type: 'gallery' }, [['image', small, 'small.gif', 'image/gif']]),
    });
    expect(ok.status).toBe(201);
  });

  it('accepts a cover of exactly 40 megapixels', async () => {
    const res = await suite.client.send('tracks.upload', {
      body: multipart({ title: 'En el límite' }, [
        ['audioFile', await suite.fx.mp3(902), 'b.mp3', 'audio/mpeg'],
        ['coverImage', atLimit, 'portada.png', 'image/png'],
      ]),
    });
    expect(res.status).toBe(201);
    expect(res.data!.coverImageUrl).toMatch(/\.png$/);
  });

  it('keeps a track whose tags carry a huge cover, without that cover', async () => {
    const covers = fs.readdirSync(suite.station.context.media.dirOf('covers'));
    const body = multipart({ title: 'Etiqueta bomba' }, [['audioFile', mp3WithBombCover, 'c.mp3', 'audio/mpeg']]);
    const res = await suite.client.send('tracks.upload', { body: body });
    expect(res.status).toBe(201);
    expect(res.data!.coverImageUrl).toBeNull();
    expect(fs.readdirSync(suite.station.context.media.dirOf('covers'))).toEqual(covers);
  });
});
