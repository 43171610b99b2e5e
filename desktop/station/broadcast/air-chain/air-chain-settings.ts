import type { SettingsRepo } from '../../repos/admin/settings';
import type { AirOutputSettings } from './air-output';

/** The admin's "Salida al emisor" as stored; device null = follow --air-output / EMISORA_AIR_OUTPUT. */
export interface StoredAirOutput {
  device: string | null;
  delayMs: number;
  gainDb: number;
}

const KEYS = { device: 'air_output_device', delayMs: 'air_output_delay_ms', gainDb: 'air_output_gain_db' } as const;

export function readAirOutput(repo: Pick<SettingsRepo, 'read'>): StoredAirOutput {
  return {
    device: repo.read(KEYS.device) || null,
    delayMs: Number(repo.read(KEYS.delayMs) ?? 0),
    gainDb: Number(repo.read(KEYS.gainDb) ?? 0),
  };
}

export function writeAirOutput(repo: Pick<SettingsRepo, 'write'>, value: StoredAirOutput) {
  repo.write(KEYS.device, value.device ?? '');
  repo.write(KEYS.delayMs, value.delayMs);
  repo.write(KEYS.gainDb, value.gainDb);
}

/** What the air output plays: the admin's device when one is chosen, else the one the station was started with. */
export function effectiveAirOutput(stored: StoredAirOutput, fromConfig: string | undefined): AirOutputSettings {
  return { ...stored, device: stored.device ?? fromConfig ?? null };
}
