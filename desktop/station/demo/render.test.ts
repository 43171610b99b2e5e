import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseFile } from 'music-metadata';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveFfmpegPath } from '../ffmpeg/path';
import { runFfmpeg } from '../ffmpeg/run';
import { type Picture, pictureArgs } from './image-args';
import { decodeMono, findSilences, jpegSize, spectralPeaks } from './testing/media-checks';
import { type DemoSong, songArgs } from './synth-args';

// Every ffmpeg command the demo builds, run for real with the bundled ffmpeg 4.1.
const ffmpeg = resolveFfmpegPath(process.env.FFMPEG_PATH);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-demo-render-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const PICTURES: Array<[string, Picture]> = [
  ['fractal', { kind: 'fractal', x: -0.7436, y: 0.1318, scale: 0.02, hue: 200, saturation: 1.2 }],
  ['automaton', { kind: 'automaton', rule: 30, seed: 4, ink: [240, 200, 120], paper: [20, 40, 80] }],
  ['life', { kind: 'life', seed: 3, generation: 30, alive: [255, 209, 102], dead: [7, 59, 76], mould: [17, 138, 178] }],
  [
    'seascape',
    {
      kind: 'seascape',
      sky: [40, 60, 140],
      horizon: [250, 150, 90],
      sea: [20, 70, 120],
      sunX: 0.7,
      sunY: 0.5,
      waves: 1,
    },
  ],
  ['sepia hull', { kind: 'hull', hullX: 0.55, hullWidth: 0.6, masts: 2, crane: true, style: 'sepia' }],
  ['blueprint hull', { kind: 'hull', hullX: 0.5, hullWidth: 0.7, masts: 1, crane: false, style: 'blueprint' }],
  [
    'portrait',
    {
      kind: 'portrait',
      background: [90, 140, 200],
      skin: [224, 172, 140],
      hair: [60, 40, 30],
      shirt: [200, 60, 60],
      headShift: 0,
      longHair: false,
    },
  ],
  [
    'portrait, long hair',
    {
      kind: 'portrait',
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
