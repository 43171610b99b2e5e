import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveFfmpegPath } from '../ffmpeg/path';
import { runFfmpeg } from '../ffmpeg/run';
import { decodeDurationArgs, inspectAudio } from './audio-check';

const ffmpeg = resolveFfmpegPath(process.env.FFMPEG_PATH);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-audio-check-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const at = (name: string) => path.join(dir, name);
/** The first half of a file's bytes: what an interrupted copy or download leaves. */
const firstHalf = (from: string, to: string) => {
  const data = fs.readFileSync(from);
  fs.writeFileSync(to, data.subarray(0, Math.floor(data.length / 2)));
  return to;
};

beforeAll(async () => {
  const tone = [
    '-hide_banner',
    '-loglevel',
    'error',
    '-nostdin',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440:duration=10:sample_rate=44100',
  ];
  // LAME writes a Xing/Info header with the frame count of the whole 10 s: the half file still claims 10 s.
  await runFfmpeg(ffmpeg, [...tone, '-c:a', 'libmp3lame', '-b:a', '128k', at('cbr.mp3')]);
  await runFfmpeg(ffmpeg, [...tone, '-c:a', 'libmp3lame', '-q:a', '4', at('vbr.mp3')]);
  await runFfmpeg(ffmpeg, [...tone, '-c:a', 'libmp3lame', '-b:a', '128k', '-write_xing', '0', at('plain-cbr.mp3')]);
  firstHalf(at('cbr.mp3'), at('cbr-half.mp3'));
  firstHalf(at('vbr.mp3'), at('vbr-half.mp3'));
  firstHalf(at('plain-cbr.mp3'), at('plain-cbr-half.mp3'));
});

describe('inspectAudio duration', () => {
  it('builds the exact ffmpeg arguments for a decode-measure', () => {
    expect(decodeDurationArgs('/a.mp3')).toEqual([
      '-hide_banner',
      '-loglevel',
      'error',
      '-nostdin',
      '-i',
      '/a.mp3',
      '-map',
      '0:a:0',
      '-f',
      'null',
      '-progress',
      'pipe:1',
      '-nostats',
      '-',
    ]);
  });

  it.each(['cbr.mp3', 'vbr.mp3', 'plain-cbr.mp3'])('measures the whole %s as 10 s', async (name) => {
    const info = await inspectAudio(at(name), ffmpeg, Date.parse('2026-11-25T12:00:00Z'));
    expect(info?.format).toBe('mp3');
    expect(info?.duration).toBeGreaterThan(9.9);
    expect(info?.duration).toBeLessThan(10.2);
  });

  it.each(['cbr-half.mp3', 'vbr-half.mp3', 'plain-cbr-half.mp3'])(
    'gives %s, cut in half, the 5 s it really holds (not the header’s 10 s)',
    async (name) => {
      const info = await inspectAudio(at(name), ffmpeg, Date.parse('2026-11-25T12:00:00Z'));
      expect(info?.format).toBe('mp3');
      expect(info?.duration).toBeGreaterThan(4.7);
      expect(info?.duration).toBeLessThan(5.3);
    },
  );
});
