import {
  OFF_AIR_DEFAULTS,
  type OffAirSettings,
  offAirSettingsSchema,
} from '../../../../shared/schemas/off-air/off-air';
import type { SettingsRepo } from '../../repos/admin/settings';

const KEY = 'offair_monitor';

/** "Monitor de antena" as stored (one JSON value); anything that no longer validates reads as the defaults. */
export function readOffAir(repo: Pick<SettingsRepo, 'read'>): OffAirSettings {
  try {
    const parsed = offAirSettingsSchema.safeParse({ ...OFF_AIR_DEFAULTS, ...JSON.parse(repo.read(KEY) ?? '{}') });
    if (parsed.success) return parsed.data;
  } catch {}
  return { ...OFF_AIR_DEFAULTS };
}

export function writeOffAir(repo: Pick<SettingsRepo, 'write'>, settings: OffAirSettings) {
  repo.write(KEY, JSON.stringify(settings));
}

/** The input in force: the admin's when set, else the one the station was started with (--offair-input). */
export function offAirInForce(stored: OffAirSettings, fromConfig: string | undefined): OffAirSettings {
  return { ...stored, input: stored.input ?? fromConfig ?? null };
}

/**
 * How the input is read: a value with a space or a path is a command (run by the shell, raw s16le 44.1 kHz stereo
 * on stdout); anything else is an ALSA capture device, read through ffmpeg at the bus's format.
 */
export function offAirInputCommand(input: string, ffmpegPath: string): { command: string; args: string[] } {
  if (/\s/.test(input) || input.startsWith('/') || input.startsWith('./'))
    return { command: '/bin/sh', args: ['-c', input] };
  return {
    command: ffmpegPath,
    args: [
      ...['-hide_banner', '-loglevel', 'error', '-f', 'alsa', '-ac', '2', '-ar', '44100', '-i', input],
      ...['-f', 's16le', '-ac', '2', '-ar', '44100', 'pipe:1'],
    ],
  };
}
