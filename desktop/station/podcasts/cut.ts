import fs from 'node:fs';
import { AUDIO } from '../../../shared/station/audio-format';
import { mp3FrameLength } from '../broadcast/codecs/mp3-frames';
import { runFfmpeg } from '../ffmpeg/run';

const RATES: Record<number, number[]> = { 3: [44100, 48000, 32000], 2: [22050, 24000, 16000], 0: [11025, 12000, 8000] };
const QUIET = ['-hide_banner', '-nostdin', '-loglevel', 'error', '-y'] as const;

/**
 * An MP3 cut between two points without re-encoding: the input seek lands on the frame at or before `startSec`
 * and the copy stops at the frame that crosses `endSec` (26 ms granularity), so the cut costs a file copy.
 */
function cutArgs(input: string, output: string, startSec: number, endSec: number | null): string[] {
  const args: string[] = [...QUIET];
  if (startSec > 0) args.push('-ss', startSec.toFixed(3));
  args.push('-i', input);
  if (endSec !== null) args.push('-t', (endSec - startSec).toFixed(3));
  args.push('-map', '0:a:0', '-c', 'copy', '-f', 'mp3', output);
  return args;
}

/** Any audio file the library accepts (WAV, OGG, FLAC, MP3) to the station's MP3 (128 kbps, 44.1 kHz stereo). */
function transcodeArgs(input: string, output: string): string[] {
  return [
    ...QUIET,
    '-i',
    input,
    '-map',
    '0:a:0',
    '-c:a',
    'libmp3lame',
    '-b:a',
    `${AUDIO.mp3BitrateKbps}k`,
    '-ar',
    String(AUDIO.sampleRate),
    '-ac',
    String(AUDIO.channels),
    '-f',
    'mp3',
    output,
  ];
}

export async function cutMp3(
  ffmpegPath: string,
  input: string,
  output: string,
  startSec: number,
  endSec: number | null,
) {
  await runFfmpeg(ffmpegPath, cutArgs(input, output, startSec, endSec), { timeoutMs: 300_000 });
}

export async function transcodeToMp3(ffmpegPath: string, input: string, output: string) {
  await runFfmpeg(ffmpegPath, transcodeArgs(input, output), { timeoutMs: 600_000 });
}

/**
 * Seconds of audio in an MP3 file, from its frames (a Xing/Info header frame, which carries no audio, is
 * left out), so itunes:duration matches what the file plays.
 */
export function mp3DurationSec(file: string): number {
  const data = fs.readFileSync(file);
  let at = 0;
  // Skip an ID3v2 tag.
  if (data.subarray(0, 3).toString('latin1') === 'ID3' && data.length > 10)
    at = 10 + ((data[6]! << 21) | (data[7]! << 14) | (data[8]! << 7) | data[9]!);
  let seconds = 0;
  let first = true;
  while (at + 4 <= data.length) {
    const length = mp3FrameLength(data, at);
    if (length === 0) {
      at++;
      continue;
    }
    const header = data.subarray(at, Math.min(at + length, data.length));
    const isInfo = first && (header.includes('Xing') || header.includes('Info'));
    first = false;
    const version = (data[at + 1]! >> 3) & 3;
    const rate = RATES[version]?.[(data[at + 2]! >> 2) & 3] ?? AUDIO.sampleRate;
    if (!isInfo) seconds += (version === 3 ? 1152 : 576) / rate;
    at += length;
  }
  return seconds;
}
