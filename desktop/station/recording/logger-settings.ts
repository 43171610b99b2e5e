import { LOGGER_BITRATES, type LoggerBitrate, type LoggerSettings } from '../../../shared/schemas/archive/recordings';
import type { SettingsRepo } from '../repos/admin/settings';

/**
 * Regulators commonly ask for 90 days of output. At 8 kbps mono (86.4 MB a day) 90 days take ~7.2 GiB, inside the
 * 10 GiB budget; at the air's 128 kbps the same budget would hold only ~8 days.
 */
export const LOGGER_DEFAULTS: LoggerSettings = {
  loggerRetentionDays: 90,
  loggerBudgetBytes: 10 * 1024 ** 3,
  loggerBitrateKbps: 8,
};

const isBitrate = (n: number): n is LoggerBitrate => (LOGGER_BITRATES as readonly number[]).includes(n);

export function readLoggerSettings(settings: SettingsRepo): LoggerSettings {
  const days = Number(settings.read('logger_retention_days') ?? LOGGER_DEFAULTS.loggerRetentionDays);
  const budget = Number(settings.read('logger_budget_bytes') ?? LOGGER_DEFAULTS.loggerBudgetBytes);
  const kbps = Number(settings.read('logger_bitrate_kbps') ?? LOGGER_DEFAULTS.loggerBitrateKbps);
  return {
    loggerRetentionDays: Number.isInteger(days) && days >= 0 ? days : LOGGER_DEFAULTS.loggerRetentionDays,
    loggerBudgetBytes: Number.isInteger(budget) && budget > 0 ? budget : LOGGER_DEFAULTS.loggerBudgetBytes,
    loggerBitrateKbps: isBitrate(kbps) ? kbps : LOGGER_DEFAULTS.loggerBitrateKbps,
  };
}

export function writeLoggerSettings(settings: SettingsRepo, patch: Partial<LoggerSettings>): void {
  if (patch.loggerRetentionDays !== undefined) settings.write('logger_retention_days', patch.loggerRetentionDays);
  if (patch.loggerBudgetBytes !== undefined) settings.write('logger_budget_bytes', patch.loggerBudgetBytes);
  if (patch.loggerBitrateKbps !== undefined) settings.write('logger_bitrate_kbps', patch.loggerBitrateKbps);
}
