import { execFile } from 'node:child_process';
import type { SoundDevice } from '../../../../shared/schemas/broadcast/air-chain';
import type { Clock } from '../../core/clock';

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

// The studio's air-chain panel polls the route every few seconds: one aplay per 10 s is plenty for a device list.
const REUSE_MS = 10_000;
const recent = new Map<string, { at: number; devices: Promise<SoundDevice[]> }>();

/** The system's playback (aplay) or capture (arecord) devices; none when alsa-utils is missing or times out. */
export function listAlsaDevices(kind: 'playback' | 'capture', clock: Clock): Promise<SoundDevice[]> {
  const key = `${kind}\u0000${process.env.ALSA_CONFIG_PATH ?? ''}`;
  const now = clock.monotonic();
  const kept = recent.get(key);
  if (kept && now - kept.at < REUSE_MS) return kept.devices;
  const devices = readAlsaDevices(kind);
  recent.set(key, { at: now, devices });
  return devices;
}

/**
 * ALSA's built-in "null" pcm discards what it is sent (and records silence): never the device a station means, and
 * the only one listed on a machine without sound cards, where it looked like a choice.
 */
const NOT_A_DEVICE = 'null';

function readAlsaDevices(kind: 'playback' | 'capture'): Promise<SoundDevice[]> {
  return new Promise((resolve) => {
    execFile(kind === 'playback' ? 'aplay' : 'arecord', ['-L'], { timeout: 3_000 }, (error, stdout) =>
      resolve(error ? [] : parseAlsaList(stdout).filter((device) => device.name !== NOT_A_DEVICE)),
    );
  });
}
