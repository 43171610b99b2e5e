import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resolveFfmpegPath } from '../../desktop/station/ffmpeg/path';
import { runFfmpeg } from '../../desktop/station/ffmpeg/run';

const QUIET = ['-hide_banner', '-loglevel', 'error', '-nostdin', '-y'];

/** Real media made with the bundled ffmpeg, in a temp dir the caller removes with cleanup(). */
export interface MediaFixtures {
  dir: string;
  /** 2 s sine MP3 with ID3 title 'Mar de fons' and artist 'Els Pescadors'. */
  mp3Tagged: string;
  /** 2 s MP3 without tags (different tone, so a different content hash). */
  mp3Plain: string;
  wav: string;
  ogg: string;
  flac: string;
  png: string;
  jpg: string;
  webp: string;
  gif: string;
  /** A 1400 px square PNG: the smallest podcast cover Apple takes. */
  squareCover: string;
  /** A text file; named .mp3 when uploaded to look like audio. */
  text: string;
  /** Makes a fresh untagged MP3 of the given tone (each frequency gives new content). */
  mp3(frequency: number, seconds?: number): Promise<string>;
  cleanup(): void;
}

export async function createMediaFixtures(): Promise<MediaFixtures> {
  const ffmpeg = resolveFfmpegPath(process.env.FFMPEG_PATH);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-fixtures-'));
  const at = (name: string) => path.join(dir, name);
  const tone = (frequency: number, seconds = 2) => [
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=${frequency}:duration=${seconds}:sample_rate=44100`,
  ];
  const audio = async (name: string, frequency: number, codecArgs: string[], seconds = 2) => {
    await runFfmpeg(ffmpeg, [...QUIET, ...tone(frequency, seconds), ...codecArgs, at(name)]);
    return at(name);
  };
  const image = async (name: string, codecArgs: string[] = [], size = '640x480') => {
    await runFfmpeg(ffmpeg, [
      ...QUIET,
      '-f',
      'lavfi',
      '-i',
      `testsrc=size=${size}:rate=1`,
      '-frames:v',
      '1',
      ...codecArgs,
      at(name),
    ]);
    return at(name);
  };

  const fixtures: MediaFixtures = {
    dir,
    mp3Tagged: await audio('tagged.mp3', 440, [
      '-c:a',
      'libmp3lame',
      '-b:a',
      '128k',
      '-metadata',
      'title=Mar de fons',
      '-metadata',
      'artist=Els Pescadors',
      '-id3v2_version',
      '3',
    ]),
    mp3Plain: await audio('plain.mp3', 523, ['-c:a', 'libmp3lame', '-b:a', '128k', '-map_metadata', '-1']),
    wav: await audio('tone.wav', 330, ['-c:a', 'pcm_s16le']),
    ogg: await audio('tone.ogg', 660, ['-c:a', 'libvorbis']),
    flac: await audio('tone.flac', 770, ['-c:a', 'flac']),
    png: await image('image.png'),
    jpg: await image('image.jpg', ['-q:v', '4']),
    webp: await image('image.webp', ['-c:v', 'libwebp']),
    gif: await image('image.gif'),
    squareCover: await image('cover-1400.png', [], '1400x1400'),
    text: at('notes.txt'),
    async mp3(frequency: number, seconds = 1) {
      return audio(
        `tone-${frequency}.mp3`,
        frequency,
        ['-c:a', 'libmp3lame', '-b:a', '64k', '-map_metadata', '-1'],
        seconds,
      );
    },
    cleanup: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
  fs.writeFileSync(fixtures.text, 'Esto no es audio: solo una lista de la compra.\n'.repeat(50));
  return fixtures;
}
