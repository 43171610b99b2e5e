import { PROGRAMMING } from '../../../shared/station/station-rules';
import { isTimeZone } from '../../../shared/station/station-time';
import type { SettingsRepo } from '../repos/admin/settings';
import type { StationConfig } from './config';

const KEY = 'station_timezone';

/** The zone an admin chose in Configuración, if any (kept in the database, so a backup carries it). */
export function storedTimeZone(settings: Pick<SettingsRepo, 'read'>): string | undefined {
  const zone = settings.read(KEY);
  return zone && isTimeZone(zone) ? zone : undefined;
}

export function storeTimeZone(settings: Pick<SettingsRepo, 'write'>, zone: string): void {
  settings.write(KEY, zone);
}

/**
 * The zone the station runs in, and what fixed it when the operator did: the operator's --timezone/EMISORA_TIMEZONE first (a service
 * definition states how the machine is meant to run, and the admin sees it fixed), then the admin's choice, then the
 * default. Read once at start: every time the station shows or schedules is turned into instants with it.
 */
export function stationZoneOf(
  config: Pick<StationConfig, 'timezone' | 'timezoneFixedBy'>,
  settings: Pick<SettingsRepo, 'read'>,
): { timezone: string; timezoneFixedBy: string | undefined } {
  // A configuration built by hand (the desktop app's, a test's) fixes its zone as a flag would.
  if (config.timezone)
    return { timezone: config.timezone, timezoneFixedBy: config.timezoneFixedBy ?? 'la configuración de arranque' };
  return { timezone: storedTimeZone(settings) ?? PROGRAMMING.defaultTimezone, timezoneFixedBy: undefined };
}
