import { PCM_INPUT as PCM_IN } from '../../../ffmpeg/ffmpeg-args';

const QUIET = ['-hide_banner', '-nostdin', '-loglevel', 'error'];

/** Bus PCM on stdin → AAC-LC in ADTS on stdout (the /stream.aac mount, HLS segments, AAC pushes). */
export function aacEncoderArgs(bitrateKbps: number): string[] {
  return [...QUIET, ...PCM_IN, '-c:a', 'aac', '-b:a', `${bitrateKbps}k`, '-flush_packets', '1', '-f', 'adts', 'pipe:1'];
}

/**
 * Bus PCM on stdin → Opus in Ogg on stdout. Opus runs at 48 kHz; 200 ms pages (the muxer's default is one
 * second) keep the first audio of a waking encoder, and each title change, close to real time.
 */
export function opusEncoderArgs(bitrateKbps: number): string[] {
  return [
    ...QUIET,
    ...PCM_IN,
    '-c:a',
    'libopus',
    '-b:a',
    `${bitrateKbps}k`,
    '-ar',
    '48000',
    '-application',
    'audio',
    '-page_duration',
    '200000',
    '-flush_packets',
    '1',
    '-f',
    'ogg',
    'pipe:1',
  ];
}
