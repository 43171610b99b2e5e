import fs from 'node:fs';
import { AUDIO } from '../../../shared/constants';
import type { LoggerSettings } from '../../../shared/schemas/recordings';

/** One day of the logger at the bus bitrate (~1.4 GB at 128 kbps). */
export const LOGGER_BYTES_PER_DAY = (AUDIO.mp3BitrateKbps * 1000 * 86_400) / 8;

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
 * Warn before the disk fills: when the logger would need more than is free to reach its budget (it would fill the
 * disk first), or when less than a day of recording is left whatever the budget.
 */
export function storageWarning(input: { settings: LoggerSettings; loggerBytes: number; freeBytes: number | null }) {
  const { settings, loggerBytes, freeBytes } = input;
  if (freeBytes === null) return false;
  if (freeBytes < LOGGER_BYTES_PER_DAY) return true;
  return settings.loggerRetentionDays > 0 && settings.loggerBudgetBytes - loggerBytes > freeBytes;
}
