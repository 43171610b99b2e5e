import { AUDIO } from '../../../shared/station/audio-format';
import fs from 'node:fs';
import type { LoggerSettings } from '../../../shared/schemas/archive/recordings';
import { loggerBytesPerDay } from './logger-quality';
import { retentionBytes } from '../../../shared/station/logger-disk';

/**
 * The floor under which the disk always warns: a day of audio at the air's quality (~1.4 GB), whatever the
 * logger's quality, since live shows are recorded at 128 kbps and a day of the 8 kbps logger (~86 MB) is no margin.
 */
export const WARN_FREE_BYTES = loggerBytesPerDay(AUDIO.mp3BitrateKbps);

/** Days of logger the budget holds at the configured quality, to one decimal (rounded down). */
export const budgetDays = (settings: LoggerSettings): number =>
  Math.floor((settings.loggerBudgetBytes / loggerBytesPerDay(settings.loggerBitrateKbps)) * 10) / 10;

/** Free bytes on the disk holding `dir`, or null when the platform cannot say. */
export function diskFree(dir: string): number | null {
  try {
    const stats = fs.statfsSync(dir);
    return stats.bavail * stats.bsize;
  } catch {
    return null;
  }
}

/**
 * Warn before the disk fills: when the logger would need more than is free to reach its budget or to keep its
 * retention at its quality (it would fill the disk first, and the law's days would not be there), or when less than
 * a day of recording is left whatever the budget.
 */
export function storageWarning(input: { settings: LoggerSettings; loggerBytes: number; freeBytes: number | null }) {
  const { settings, loggerBytes, freeBytes } = input;
  if (freeBytes === null) return false;
  if (freeBytes < WARN_FREE_BYTES) return true;
  if (settings.loggerRetentionDays === 0) return false;
  const needed = retentionBytes(settings.loggerRetentionDays, settings.loggerBitrateKbps);
  return settings.loggerBudgetBytes - loggerBytes > freeBytes || needed - loggerBytes > freeBytes;
}
