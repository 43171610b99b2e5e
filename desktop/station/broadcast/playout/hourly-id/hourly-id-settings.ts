import type { HourlyIdSettings } from '../../../../../shared/schemas/station-id/station-id';
import type { SettingsRepo } from '../../../repos/admin/settings';

const KEY = 'station_id_hourly';
const OFF: HourlyIdSettings = { enabled: false, trackId: null };

/** Off until the station turns it on: a station that IDs itself in its music already needs nothing more. */
export function readHourlyId(repo: Pick<SettingsRepo, 'read'>): HourlyIdSettings {
  const text = repo.read(KEY);
  if (!text) return OFF;
  try {
    const value = JSON.parse(text) as Partial<HourlyIdSettings>;
    return { enabled: value.enabled === true, trackId: typeof value.trackId === 'number' ? value.trackId : null };
  } catch {
    return OFF;
  }
}

export function writeHourlyId(repo: Pick<SettingsRepo, 'write'>, value: HourlyIdSettings) {
  repo.write(KEY, JSON.stringify(value));
}
