import { spawn } from 'node:child_process';

// 8 kHz mono is plenty to see speech and music on a waveform, and 5x less to read than the bus rate.
const PEAK_RATE = 8000;

/** Decodes a recording to 8 kHz mono s16le on stdout: the input of the waveform's peaks. */
function peaksDecodeArgs(file: string): string[] {
  return [
    '-hide_banner',
    '-nostdin',
    '-loglevel',
    'error',
    '-i',
    file,
    '-vn',
    '-ac',
    '1',
    '-ar',
    String(PEAK_RATE),
    '-f',
    's16le',
    'pipe:1',
  ];
}

/**
 * Peaks (max |sample|, 0..1) of a recording, `perSecond` of them per second of audio, computed as ffmpeg
 * decodes (the hour is never held in memory): what the trimming waveform draws instead of decoding an hour of
 * MP3 in the browser.
 */
export function computePeaks(
  ffmpegPath: string,
  file: string,
  perSecond: number,
  signal?: AbortSignal,
): Promise<number[]> {
  const window = Math.max(1, Math.round(PEAK_RATE / perSecond));
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpegPath, peaksDecodeArgs(file), { stdio: ['ignore', 'pipe', 'ignore'] });
    const onAbort = () => child.kill('SIGKILL');
    signal?.addEventListener('abort', onAbort, { once: true });
    const peaks: number[] = [];
    let max = 0;
    let count = 0;
    let odd: Buffer | null = null;
    child.stdout.on('data', (chunk: Buffer) => {
      const data: Buffer = odd ? Buffer.concat([odd, chunk]) : chunk;
      const usable = data.length - (data.length % 2);
      odd = usable < data.length ? data.subarray(usable) : null;
      for (let at = 0; at < usable; at += 2) {
        const v = Math.abs(data.readInt16LE(at));
        if (v > max) max = v;
        if (++count === window) {
          peaks.push(Math.round((max / 32768) * 1000) / 1000);
          max = 0;
          count = 0;
        }
      }
    });
    child.once('error', reject);
    child.once('close', (code) => {
      signal?.removeEventListener('abort', onAbort);
      if (code !== 0) return reject(new Error(`ffmpeg exited with ${code} while reading peaks`));
      if (count > 0) peaks.push(Math.round((max / 32768) * 1000) / 1000);
      resolve(peaks);
    });
  });
}
