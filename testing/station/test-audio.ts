import fs from 'node:fs';
import path from 'node:path';
import { runFfmpeg } from '../../desktop/station/ffmpeg/run';
import type { StationContext } from '../../desktop/station/core/context';
import type { PlayableTrack } from '../../desktop/station/repos/library/tracks';

/**
 * Test and benchmark audio made with the bundled ffmpeg 4.1: a tone with `silence` seconds of
 * digital silence at each end, so trimming and gap detection have something real to find.
 */
export async function makeToneFile(
  ffmpegPath: string,
  file: string,
  options: { frequency: number; toneSeconds: number; silence: number; amplitude?: number },
): Promise<void> {
  const { frequency, toneSeconds, silence, amplitude = 0.5 } = options;
  const delayMs = Math.round(silence * 1000);
  const padSamples = Math.round(silence * 44_100);
  const tone = `aevalsrc=${amplitude}*sin(2*PI*${frequency}*t):s=44100:d=${toneSeconds}`;
  const filters = `${tone},adelay=${delayMs}|${delayMs},apad=pad_len=${padSamples}`;
  await runFfmpeg(ffmpegPath, [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    filters,
    '-ac',
    '2',
    '-c:a',
    'libmp3lame',
    '-b:a',
    '128k',
    file,
  ]);
}

/** Generates a tone file and adds it to the station's library as a track. */
export async function addToneTrack(
  ctx: Pick<StationContext, 'ffmpegPath' | 'media' | 'repos'>,
  options: { title: string; artist: string; frequency: number; toneSeconds: number; silence: number },
): Promise<PlayableTrack> {
  // Made beside the media (adopt renames it in): a data dir on its own disk (a test's tmpfs) cannot take a rename
  // from the system's temp folder.
  fs.mkdirSync(ctx.media.tmpDir, { recursive: true });
  const dir = fs.mkdtempSync(path.join(ctx.media.tmpDir, 'tone-'));
  const file = path.join(dir, 'tone.mp3');
  await makeToneFile(ctx.ffmpegPath, file, options);
  const fileName = await ctx.media.adopt('audio', file, 'mp3');
  fs.rmSync(dir, { recursive: true, force: true });
  return ctx.repos.tracks.create({
    title: options.title,
    artist: options.artist,
    album: null,
    duration: options.toneSeconds + 2 * options.silence,
    fileName,
    coverFile: null,
    uploadedBy: 1,
  });
}

/** Decodes MP3 bytes (as a listener received them) to bus PCM. */
export async function decodeMp3(ffmpegPath: string, mp3: Buffer): Promise<Buffer> {
  const result = await runFfmpeg(
    ffmpegPath,
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-f',
      'mp3',
      '-i',
      'pipe:0',
      '-f',
      's16le',
      '-ar',
      '44100',
      '-ac',
      '2',
      'pipe:1',
    ],
    { input: mp3, allowFailure: true },
  );
  return result.stdout;
}

/** A stand-in for OBS: the bundled ffmpeg publishing a tone over RTMP in real time. */
export function publisherArgs(rtmpUrl: string, frequency: number): string[] {
  return [
    '-hide_banner',
    '-loglevel',
    'error',
    '-nostdin',
    '-re',
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=${frequency}:sample_rate=44100`,
    '-ac',
    '2',
    '-c:a',
    'aac',
    '-b:a',
    '128k',
    '-f',
    'flv',
    rtmpUrl,
  ];
}

/** Polls until `check` returns a truthy value or the time runs out (then throws with `what`). */
export async function waitFor<T>(
  what: string,
  check: () => T | Promise<T>,
  timeoutMs = 10_000,
  everyMs = 50,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
