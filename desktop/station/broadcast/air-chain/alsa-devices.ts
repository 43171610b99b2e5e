import { execFile } from 'node:child_process';
import type { SoundDevice } from '../../../../shared/schemas/air-chain';

/**
 * `aplay -L` / `arecord -L`: each device name at the start of a line, its description indented below. This is
 * alsa-lib's own list (cards, plug-ins such as pulse/pipewire, and any asoundrc pcm), so it works headless and
 * shows what ffmpeg's alsa device can open by name.
 */
export function parseAlsaList(text: string): SoundDevice[] {
  const devices: SoundDevice[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    if (!/^\s/.test(line)) devices.push({ name: line.trim(), description: '' });
    else {
      const last = devices.at(-1);
      if (last) last.description = [last.description, line.trim()].filter(Boolean).join(' · ');
    }
  }
  return devices;
}

/** The system's playback (aplay) or capture (arecord) devices; none when alsa-utils is missing or times out. */
export function listAlsaDevices(kind: 'playback' | 'capture'): Promise<SoundDevice[]> {
  return new Promise((resolve) => {
    execFile(kind === 'playback' ? 'aplay' : 'arecord', ['-L'], { timeout: 3_000 }, (error, stdout) =>
      resolve(error ? [] : parseAlsaList(stdout)),
    );
  });
}
