import { spawnSync } from 'node:child_process';
import { lstatSync } from 'node:fs';
import { AUDIO } from '../../../../shared/station/audio-format';
import type { AirPlayback } from '../air-chain/air-playback';

/** DAB+ audio is coded at 48 kHz (or 32 kHz); ODR-AudioEnc's raw input is s16le at the rate it is told. */
export const DAB_AUDIO_RATE = 48_000;

/**
 * The bus for ODR-AudioEnc through a named pipe (its "fifo" input: `-f raw --fifo-silence -i FIFO -r 48000 -c 2`),
 * resampled to 48 kHz by the bundled ffmpeg. ffmpeg blocks opening the pipe until the encoder reads it (the air
 * output drops frames meanwhile, as for a stuck card) and exits when the encoder goes, to be started again.
 */
export function dabAudioPlayback(fifo: string, ffmpegPath: string): AirPlayback {
  const input = ['-f', 's16le', '-ar', String(AUDIO.sampleRate), '-ac', String(AUDIO.channels), '-i', 'pipe:0'];
  const output = ['-af', `aresample=${DAB_AUDIO_RATE}`, '-ar', String(DAB_AUDIO_RATE), '-f', 's16le'];
  return {
    backend: 'ffmpeg',
    command: ffmpegPath,
    // -flush_packets: each packet reaches the pipe as it is made, not in 32 kB blocks (0.17 s of audio).
    args: ['-hide_banner', '-loglevel', 'error', ...input, ...output, '-flush_packets', '1', '-y', fifo],
    latencyMs: 0,
  };
}

/**
 * Makes the named pipe when nothing is at the path yet; refuses a path that is something else, which ffmpeg would
 * fill without end (a regular file) or could not open. Returns the reason in Spanish, or null when the pipe is there.
 */
export function ensureFifo(fifo: string): string | null {
  const kind = () => {
    try {
      return lstatSync(fifo).isFIFO() ? 'fifo' : 'other';
    } catch {
      return 'none';
    }
  };
  if (kind() === 'none') spawnSync('mkfifo', ['-m', '0660', fifo], { stdio: 'ignore' });
  switch (kind()) {
    case 'fifo':
      return null;
    case 'other':
      return `«${fifo}» existe y no es una tubería (FIFO): bórralo o elige otra ruta`;
    default:
      return `No se pudo crear la tubería «${fifo}» (¿existe la carpeta?)`;
  }
}
