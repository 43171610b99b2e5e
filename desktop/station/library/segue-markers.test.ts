import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveFfmpegPath } from '../ffmpeg/path';
import { runFfmpeg } from '../ffmpeg/run';
import { analysisArgs } from '../ffmpeg/ffmpeg-args';
import { createAnalysisReader, type TrackAnalysis } from './analysis';

const ffmpeg = resolveFfmpegPath(process.env.FFMPEG_PATH);
let dir: string;

/** An MP3 made from an aevalsrc expression (the songs below are shapes of a tone's level over time). */
async function song(name: string, expression: string, seconds: number, extra: string[] = []): Promise<string> {
  const file = path.join(dir, `${name}.mp3`);
  // Commas inside an expression would split the filter's options: quoted.
  const source = `aevalsrc='${expression}':s=44100:d=${seconds}`;
  await runFfmpeg(ffmpeg, [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    source,
    ...extra,
    '-ac',
    '2',
    '-c:a',
    'libmp3lame',
    '-b:a',
    '128k',
    file,
  ]);
  return file;
}

/** The station's own analysis of a file: the same arguments and the same streaming reader as the queue. */
function analyse(file: string): Promise<TrackAnalysis> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpeg, analysisArgs(file), { stdio: ['ignore', 'ignore', 'pipe'] });
    const reader = createAnalysisReader();
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => reader.push(chunk));
    child.once('error', reject);
    child.once('close', (code) => (code === 0 ? resolve(reader.result()) : reject(new Error(`ffmpeg exited ${code}`))));
  });
}

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-segue-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('segue markers found at analysis', () => {
  it('puts the next start within 0.5 s of where a 5 s fade-out begins', async () => {
    const file = await song('fade', '0.5*sin(2*PI*440*t)', 20, ['-af', 'afade=t=out:st=15:d=5']);
    const result = await analyse(file);
    expect(result.nextStartSec).not.toBeNull();
    expect(Math.abs(result.nextStartSec! - 15)).toBeLessThanOrEqual(0.5);
    expect(result.introSec).toBeNull();
  });

  it('gives a cold end no next start, with or without silence after it', async () => {
    const cold = await analyse(await song('cold', '0.5*sin(2*PI*440*t)', 12));
    expect(cold.nextStartSec).toBeNull();
    expect(cold.loudnessLufs).not.toBeNull();
    const trailing = await analyse(await song('cold-tail', 'if(lt(t,10),0.5,0)*sin(2*PI*440*t)', 12));
    expect(trailing.cueOut).toBeGreaterThan(9.8);
    expect(trailing.nextStartSec).toBeNull();
  });

  it('measures a 4 s quiet instrumental intro before the louder section', async () => {
    const file = await song('intro', 'if(lt(t,4),0.05,0.5)*sin(2*PI*330*t)', 16);
    const result = await analyse(file);
    expect(result.introSec).not.toBeNull();
    expect(Math.abs(result.introSec! - 4)).toBeLessThanOrEqual(0.5);
    expect(result.nextStartSec).toBeNull();
  });

  it('measures the intro after the cue-in on the file’s own timeline', async () => {
    const file = await song('late-intro', 'if(lt(t,2),0,if(lt(t,6),0.05,0.5))*sin(2*PI*330*t)', 18);
    const result = await analyse(file);
    expect(result.cueIn).toBeGreaterThan(1.8);
    expect(Math.abs(result.introSec! - 6)).toBeLessThanOrEqual(0.5);
  });

  it('finds no intro in a song that is loud from its first second', async () => {
    const result = await analyse(await song('no-intro', '0.5*sin(2*PI*440*t)', 12, ['-af', 'afade=t=out:st=8:d=4']));
    expect(result.introSec).toBeNull();
    expect(Math.abs(result.nextStartSec! - 8)).toBeLessThanOrEqual(0.5);
  });
});
