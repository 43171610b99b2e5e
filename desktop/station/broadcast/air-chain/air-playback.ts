import { accessSync, constants } from 'node:fs';
import path from 'node:path';
import { AUDIO } from '../../../../shared/station/audio-format';

/**
 * aplay's ALSA buffer: small enough that the transmitter hears the bus 0.2 s after it is mixed (the RDS text is
 * held back by this much), large enough to ride out the event loop's pauses on a loaded PC.
 */
const APLAY_BUFFER_US = 200_000;
// ffmpeg 4.1's ALSA output asks for the largest buffer the device gives (131,072 frames for the `file`/`null`
// pcms, 2.98 s measured) and has no option to shrink it.
const FFMPEG_ALSA_BUFFER_FRAMES = 131_072;

/** How the air output reaches the ALSA device: the program, its arguments, and how late the device plays the bus. */
export interface AirPlayback {
  backend: 'aplay' | 'ffmpeg';
  command: string;
  args: string[];
  /** The device chain's own delay: the bus frame written now is heard this much later (before the delay setting). */
  latencyMs: number;
}

/** aplay playing bus PCM from stdin on an ALSA device, with a 0.2 s buffer. */
export function aplayArgs(device: string): string[] {
  return [
    '-q',
    '-t',
    'raw',
    '-f',
    'S16_LE',
    '-r',
    String(AUDIO.sampleRate),
    '-c',
    String(AUDIO.channels),
    '-D',
    device,
    `--buffer-time=${APLAY_BUFFER_US}`,
  ];
}

/** ffmpeg playing bus PCM from stdin on an ALSA device at the bus's own rate (the fallback without alsa-utils). */
export function alsaPlaybackArgs(device: string): string[] {
  const rate = String(AUDIO.sampleRate);
  const channels = String(AUDIO.channels);
  return ['-hide_banner', '-loglevel', 'error', '-f', 's16le', '-ar', rate, '-ac', channels, '-i', 'pipe:0'].concat(
    '-f',
    'alsa',
    device,
  );
}

/** An executable named `name` on PATH, found without running it (the air output's start must not wait). */
export function onPath(name: string, envPath = process.env.PATH ?? ''): string | null {
  for (const dir of envPath.split(path.delimiter).filter(Boolean)) {
    const candidate = path.join(dir, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {}
  }
  return null;
}

/** aplay (alsa-utils, the same package whose `aplay -L` lists the devices) when installed, else ffmpeg `-f alsa`. */
export function airPlayback(device: string, ffmpegPath: string, aplay = onPath('aplay')): AirPlayback {
  if (aplay) return { backend: 'aplay', command: aplay, args: aplayArgs(device), latencyMs: APLAY_BUFFER_US / 1000 };
  return {
    backend: 'ffmpeg',
    command: ffmpegPath,
    args: alsaPlaybackArgs(device),
    latencyMs: Math.round((FFMPEG_ALSA_BUFFER_FRAMES / AUDIO.sampleRate) * 1000),
  };
}
