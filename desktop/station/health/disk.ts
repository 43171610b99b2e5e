import fs from 'node:fs';
import type { DiskStatus } from '../../../shared/schemas/admin/health';

const GIB = 1024 ** 3;

/** Below this much free space the disk is as good as full: SQLite, the logger and uploads fail within seconds. */
export const DISK_FULL_BELOW_BYTES = 4 * 1024 ** 2;

/** The default disk_low threshold: the larger of 1 GiB and 5 % of the disk. */
export const diskLowBelow = (totalBytes: number) => Math.max(GIB, totalBytes * 0.05);

/** The data disk's space and what it means; null when the platform cannot say. */
export async function readDisk(
  dir: string,
  lowBelow: (totalBytes: number) => number = diskLowBelow,
): Promise<DiskStatus | null> {
  try {
    const stats = await fs.promises.statfs(dir);
    const totalBytes = stats.blocks * stats.bsize;
    const freeBytes = stats.bavail * stats.bsize;
    const state = freeBytes < DISK_FULL_BELOW_BYTES ? 'full' : freeBytes < lowBelow(totalBytes) ? 'low' : 'ok';
    return { state, freeBytes, totalBytes };
  } catch {
    return null;
  }
}
