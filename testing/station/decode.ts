import { runFfmpeg } from '../../desktop/station/ffmpeg/run';

/** Decodes received stream bytes (`mp3`, `aac` ADTS, `ogg` Opus, `flv`) to bus PCM with the bundled ffmpeg. */
export async function decodeAudio(ffmpegPath: string, bytes: Buffer, format: 'mp3' | 'aac' | 'ogg' | 'flv') {
  const result = await runFfmpeg(
    ffmpegPath,
    ['-hide_banner', '-loglevel', 'error', '-f', format, '-i', 'pipe:0', '-vn'].concat([
      '-f',
      's16le',
      '-ar',
      '44100',
      '-ac',
      '2',
      'pipe:1',
    ]),
    { input: bytes, allowFailure: true },
  );
  return result.stdout;
}

/** Peak level of s16le PCM in dBFS (-Infinity for digital silence). */
export function peakDb(pcm: Buffer): number {
  let peak = 0;
  for (let i = 0; i + 1 < pcm.length; i += 2) peak = Math.max(peak, Math.abs(pcm.readInt16LE(i)));
  return peak === 0 ? Number.NEGATIVE_INFINITY : 20 * Math.log10(peak / 32768);
}
