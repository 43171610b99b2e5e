import { AUDIO } from '../../../shared/station/audio-format';

/** The bus format every decoder writes and every encoder reads: raw s16le, 44.1 kHz, stereo. */
const PCM_FORMAT = ['-f', 's16le', '-ar', String(AUDIO.sampleRate), '-ac', String(AUDIO.channels)] as const;
const QUIET = ['-hide_banner', '-nostdin', '-loglevel', 'error'] as const;

/**
 * Bus PCM as an encoder's input. Raw PCM has nothing to probe, yet ffmpeg reads its default probe (about a second of
 * audio arriving in real time) before it encodes anything: a start, a restart after a crash and a recorder's first
 * frame all waited 1.1 s for it. Probing 32 bytes, the first MP3 byte comes ~140 ms after the spawn.
 */
export const PCM_INPUT = ['-probesize', '32', '-analyzeduration', '0', ...PCM_FORMAT, '-i', 'pipe:0'] as const;

export interface FileDecodeOptions {
  file: string;
  /** Seconds to skip at the start (leading silence). */
  startSeconds: number;
  /** Seconds to play from the start point; null plays to the end. */
  durationSeconds: number | null;
  /** Loudness correction in dB; 0 leaves the file untouched. */
  gainDb: number;
}

const seconds = (value: number) => value.toFixed(3);

/** A library file decoded to bus PCM on stdout, trimmed to its cue points and gain-corrected. */
export function fileDecoderArgs({ file, startSeconds, durationSeconds, gainDb }: FileDecodeOptions): string[] {
  const args: string[] = [...QUIET];
  if (startSeconds > 0) args.push('-ss', seconds(startSeconds));
  args.push('-i', file);
  if (durationSeconds !== null) args.push('-t', seconds(durationSeconds));
  args.push('-vn', '-map', '0:a:0');
  if (gainDb !== 0) args.push('-af', `volume=${gainDb.toFixed(2)}dB`);
  args.push(...PCM_FORMAT, 'pipe:1');
  return args;
}

/**
 * The live publisher's FLV (fed on stdin from node-media-server) decoded to bus PCM.
 * Tiny probe and nobuffer so the first PCM arrives within tens of milliseconds of the first packet;
 * flush per packet so the jitter buffer sees audio as it is decoded.
 */
export function liveDecoderArgs(
  input: string[] = ['-probesize', '32', '-analyzeduration', '0', '-f', 'flv'],
): string[] {
  return [
    ...QUIET,
    '-fflags',
    'nobuffer',
    ...input,
    '-i',
    'pipe:0',
    '-vn',
    ...PCM_FORMAT,
    '-flush_packets',
    '1',
    'pipe:1',
  ];
}

/**
 * A remote stream's bytes (MP3, AAC in ADTS, Ogg Vorbis/Opus; the format is probed) on stdin → bus PCM. A small probe
 * so a relay starts within a second of its first bytes instead of after ffmpeg's default five seconds.
 */
export function streamDecoderArgs(): string[] {
  return [
    ...QUIET,
    '-probesize',
    '32768',
    '-analyzeduration',
    '500000',
    '-i',
    'pipe:0',
    '-vn',
    '-map',
    '0:a:0',
    ...PCM_FORMAT,
    'pipe:1',
  ];
}

/**
 * Bus PCM on stdin → MP3 128 kbps CBR on stdout, without ID3 or Xing headers (the mount's stream never restarts).
 * `output` resamples on the way out (the logger's low qualities: mono, 8–44.1 kHz); by default the bus format.
 */
export function mp3EncoderArgs(
  bitrateKbps: number = AUDIO.mp3BitrateKbps,
  output?: { sampleRate: number; channels: number },
): string[] {
  return [
    ...QUIET,
    ...PCM_INPUT,
    '-c:a',
    'libmp3lame',
    '-b:a',
    `${bitrateKbps}k`,
    ...(output ? ['-ar', String(output.sampleRate), '-ac', String(output.channels)] : []),
    '-id3v2_version',
    '0',
    '-write_xing',
    '0',
    '-flush_packets',
    '1',
    '-f',
    'mp3',
    'pipe:1',
  ];
}

/**
 * Bus PCM on stdin → AAC in FLV on stdout, which the station publishes into node-media-server in-process
 * for HTTP-FLV players (no RTMP URL, so no credential on the command line). Flushed per packet: a pipe is
 * otherwise buffered in 32 KB blocks, two seconds of audio. It keeps ffmpeg's default probe, unlike the MP3
 * encoders: with a 32-byte probe, FLV players that joined after a live show had ended got no audio at all
 * (engine-faults-rtmp.test.ts), and the FLV output is not what a restart waits on to be heard.
 */
export function flvEncoderArgs(): string[] {
  return [
    ...QUIET,
    ...PCM_FORMAT,
    '-i',
    'pipe:0',
    '-c:a',
    'aac',
    '-b:a',
    `${AUDIO.mp3BitrateKbps}k`,
    '-flush_packets',
    '1',
    '-f',
    'flv',
    'pipe:1',
  ];
}

/**
 * One pass over a file: silence boundaries (cue points), EBU R128 integrated loudness and, every 100 ms, the
 * momentary loudness the segue markers are found in (framelog=info prints those lines), on stderr.
 * ebur128 rather than loudnorm: the same measurement about ten times cheaper (loudnorm resamples to
 * 192 kHz). -nostats: no progress lines for the reader to skip.
 */
export function analysisArgs(file: string): string[] {
  return [
    '-hide_banner',
    '-nostdin',
    '-nostats',
    '-i',
    file,
    '-vn',
    '-af',
    'silencedetect=noise=-50dB:d=0.2,ebur128=framelog=info',
    '-f',
    'null',
    '-',
  ];
}
