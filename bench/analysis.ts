/**
 * Analysis time per song: the filters the station ran before the segue markers (silencedetect + ebur128 with its
 * 100 ms lines hidden) against today's (the same filters printing those lines, read by the streaming reader that
 * finds the intro and the next start). A 4-minute song is synthesised once (a quiet intro, a louder body, a fade).
 *
 *   npx tsx bench/analysis.ts [--runs 7]
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resolveFfmpegPath } from '../desktop/station/ffmpeg/path';
import { runFfmpeg } from '../desktop/station/ffmpeg/run';
import { analysisArgs } from '../desktop/station/ffmpeg/ffmpeg-args';
import { createAnalysisReader } from '../desktop/station/library/analysis';

const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 7;
const ffmpeg = resolveFfmpegPath(process.env.FFMPEG_PATH);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-bench-analysis-'));
const file = path.join(dir, 'song.mp3');
const song = "aevalsrc='if(lt(t,8),0.08,0.5)*sin(2*PI*220*t)*(0.6+0.4*sin(2*PI*2*t))':s=44100:d=240";
await runFfmpeg(
  ffmpeg,
  ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', song].concat([
    '-af',
    'afade=t=out:st=230:d=10',
    '-ac',
    '2',
    '-c:a',
    'libmp3lame',
    '-b:a',
    '192k',
    file,
  ]),
);

// What the station ran before: no 100 ms lines, the whole stderr kept as text and read once at the end.
const before = analysisArgs(file)
  .filter((arg) => arg !== '-nostats')
  .map((arg) => arg.replace('framelog=info', 'framelog=verbose'));

function timed(args: string[], read: boolean): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpeg, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    const reader = createAnalysisReader();
    let text = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      if (read) reader.push(chunk);
      else text += chunk;
    });
    child.once('error', reject);
    child.once('close', (code) => {
      if (code !== 0) return reject(new Error(`ffmpeg exited ${code}`));
      const result = read ? reader.result() : text.length;
      if (read && process.env.BENCH_VERBOSE) console.log(result);
      resolve(performance.now() - started);
    });
  });
}

// The old filters with -nostats: what the 100 ms lines and their reading cost alone.
const quietBefore = ['-nostats', ...before];
const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)]!;
const old: number[] = [];
const quiet: number[] = [];
const now: number[] = [];
for (let i = 0; i < runs; i++) {
  // Alternated, so a change in the machine's load falls on all three.
  old.push(await timed(before, false));
  quiet.push(await timed(quietBefore, false));
  now.push(await timed(analysisArgs(file), true));
}
fs.rmSync(dir, { recursive: true, force: true });
const [a, b] = [median(old), median(now)];
console.log(
  JSON.stringify({
    runs,
    songSeconds: 240,
    beforeMs: Math.round(a),
    beforeWithoutProgressMs: Math.round(median(quiet)),
    afterMs: Math.round(b),
    increasePercent: Math.round(((b - a) / a) * 1000) / 10,
    loadAverage: os.loadavg()[0]!.toFixed(1),
  }),
);
