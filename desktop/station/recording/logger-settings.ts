import type { LoggerSettings } from '../../../shared/schemas/recordings';
import type { SettingsRepo } from '../repos/settings';

/** Regulators commonly ask for 90 days of output; 10 GiB holds about a week of 128 kbps audio per 1.4 GiB. */
export const LOGGER_DEFAULTS: LoggerSettings = { loggerRetentionDays: 90, loggerBudgetBytes: 10 * 1024 ** 3 };

export function readLoggerSettings(settings: SettingsRepo): LoggerSettings {
  const days = Number(settings.read('logger_retention_days') ?? LOGGER_DEFAULTS.loggerRetentionDays);
  const budget = Number(settings.read('logger_budget_bytes') ?? LOGGER_DEFAULTS.loggerBudgetBytes);
  return {
    loggerRetentionDays: Number.isInteger(days) && days >= 0 ? days : LOGGER_DEFAULTS.loggerRetentionDays,
    loggerBudgetBytes: Number.isInteger(budget) && budget > 0 ? budget : LOGGER_DEFAULTS.loggerBudgetBytes,
  };
}

export function writeLoggerSettings(settings: SettingsRepo, patch: Partial<LoggerSettings>): void {
  if (patch.loggerRetentionDays !== undefined) settings.write('logger_retention_days', patch.loggerRetentionDays);
  if (patch.loggerBudgetBytes !== undefined) settings.write('logger_budget_bytes', patch.loggerBudgetBytes);
}
