import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseFile } from 'music-metadata';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveFfmpegPath } from '../ffmpeg/path';
import { runFfmpeg } from '../ffmpeg/run';
import { type Picture, pictureArgs } from './image-args';
import { PALETTES } from './palettes';
import { decodeMono, findSilences, jpegSize, spectralPeaks } from '../../../testing/demo/media-checks';
import { type DemoSong, songArgs } from './synth-args';

// Every ffmpeg command the demo builds, run for real with the bundled ffmpeg 4.1.
const ffmpeg = resolveFfmpegPath(process.env.FFMPEG_PATH);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-demo-render-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const PICTURES: Array<[string, Picture]> = [
  ['coast', { scene: 'coast', palette: PALETTES.day, sunX: 0.7, lighthouse: true }],
  ['train', { scene: 'train', palette: PALETTES.dusk, body: [190, 50, 50], coaches: 3 }],
  ['boat', { scene: 'boat', palette: PALETTES.sepia, hull: [110, 70, 40], boatX: 0.5, sails: 2 }],
  ['microphone', { scene: 'microphone', palette: PALETTES.studioNight, waves: 3 }],
  [
    'portrait, long hair',
    {
      scene: 'portrait',
      background: [90, 140, 200],
      skin: [224, 172, 140],
      hair: [60, 40, 30],
      shirt: [200, 60, 60],
      headShift: 0.02,
      longHair: true,
    },
  ],
];

describe('pictures', () => {
  it.each(PICTURES)('%s renders a JPEG of the requested size', async (name, picture) => {
    const out = path.join(dir, `${name.replace(/\W+/g, '-')}.jpg`);
    await runFfmpeg(ffmpeg, pictureArgs(picture, { width: 320, height: 240 }, out));
    expect(jpegSize(fs.readFileSync(out))).toEqual({ width: 320, height: 240 });
  });

  it.each(PICTURES)('%s is a flat-colour illustration: a few colours cover most of it', async (name, picture) => {
    const out = path.join(dir, `${name.replace(/\W+/g, '-')}-flat.rgb`);
    const jpeg = path.join(dir, `${name.replace(/\W+/g, '-')}-flat.jpg`);
    await runFfmpeg(ffmpeg, pictureArgs(picture, { width: 320, height: 240 }, jpeg));
    await runFfmpeg(ffmpeg, ['-v', 'error', '-y', '-i', jpeg, '-f', 'rawvideo', '-pix_fmt', 'rgb24', out]);
    const rgb = fs.readFileSync(out);
    // Count colours coarsely (JPEG blurs edges a little): the twelve commonest buckets hold most pixels.
    const buckets = new Map<number, number>();
    for (let i = 0; i < rgb.length; i += 3) {
      const key = ((rgb[i]! >> 4) << 8) | ((rgb[i + 1]! >> 4) << 4) | (rgb[i + 2]! >> 4);
      buckets.set(key, (buckets.get(key) ?? 0) + 1);
    }
    const top = [...buckets.values()].sort((a, b) => b - a).slice(0, 12);
    expect(top.reduce((sum, count) => sum + count, 0) / (rgb.length / 3)).toBeGreaterThan(0.8);
  });
});

const song: DemoSong = {
  title: 'Prueba',
  artist: 'Artista',
  album: 'Disco',
  seconds: 12,
  score: {
    bpm: 120,
    chords: [
      [57, 60, 64],
      [53, 57, 60],
    ],
    arpeggio: [0, 1, 2, 3, 2, 1, 0, 1],
    drums: 'full',
  },
};

async function render(variant: DemoSong, name: string): Promise<string> {
  const out = path.join(dir, `${name}.mp3`);
  await runFfmpeg(ffmpeg, songArgs(variant, out));
  return out;
}

describe('songs', () => {
  it('synthesises an MP3 at 128 kbps, 44.1 kHz, stereo, of the requested length, with tags', async () => {
    const file = await render(song, 'full');
    const { format, common } = await parseFile(file, { duration: true });
    expect(format.codec).toMatch(/MPEG 1 Layer 3/);
    expect(format.sampleRate).toBe(44_100);
    expect(format.numberOfChannels).toBe(2);
    expect(format.bitrate).toBe(128_000);
    expect(format.duration).toBeGreaterThan(11.9);
    expect(format.duration).toBeLessThan(12.2);
    expect([common.title, common.artist, common.album]).toEqual(['Prueba', 'Artista', 'Disco']);
    expect(await findSilences(ffmpeg, file, -50, 1)).toEqual([]);
  });

  it.each(['soft', 'none'] as const)('renders with %s drums', async (drums) => {
    const file = await render({ ...song, seconds: 8, score: { ...song.score, drums } }, `drums-${drums}`);
    const { format } = await parseFile(file, { duration: true });
    expect(format.duration).toBeGreaterThan(7.9);
    expect(await findSilences(ffmpeg, file, -50, 1)).toEqual([]);
  });

  it('holds chords (several spectral peaks), where a single sine shows exactly one', async () => {
    const rate = 11_025;
    const synth = (await decodeMono(ffmpeg, path.join(dir, 'full.mp3'), rate, 1, 1)).subarray(0, 8192);
    expect(spectralPeaks(synth, rate).length).toBeGreaterThanOrEqual(3);

    // The control: the same check on a pure 440 Hz tone finds one peak, at 440 Hz.
    const sine = path.join(dir, 'sine.mp3');
    await runFfmpeg(ffmpeg, [
      '-hide_banner',
      '-loglevel',
      'error',
      '-nostdin',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'sine=f=440:d=3',
      '-ac',
      '2',
      '-c:a',
      'libmp3lame',
      '-b:a',
      '128k',
      sine,
    ]);
    const pure = (await decodeMono(ffmpeg, sine, rate, 1, 1)).subarray(0, 8192);
    const peaks = spectralPeaks(pure, rate);
    expect(peaks).toHaveLength(1);
    expect(Math.abs(peaks[0]! - 440)).toBeLessThanOrEqual(2);
  });
});
