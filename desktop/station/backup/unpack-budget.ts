import fs from 'node:fs';
import { ARCHIVE_DB } from './manifest';

/**
 * How much a restore may write before the manifest (the archive's last entry) can vouch for anything. Without a cap
 * a 2 MB gzip of zeros unpacks to gigabytes; the caps are loose enough for any real backup and tight enough that
 * a crafted archive is refused after a few MB.
 */
export interface UnpackLimits {
  /** Largest media file: a 24-hour recording at 192 kbps is about 2 GB. */
  mediaEntryBytes: number;
  /** Largest database file. */
  databaseEntryBytes: number;
  /**
   * Unpacked bytes per archive byte. Backups are gzip level 1 of MP3s and JPEGs (ratio about 1) and a SQLite file
   * (a few times smaller at most); gzip reaches 1000 only on runs of one byte.
   */
  expansionRatio: number;
  /** Allowed on top of the ratio, so a small archive with a mostly empty database still restores. */
  expansionSlackBytes: number;
  /** Left free on the data dir's disk: a restore must not fill the disk the station then runs on. */
  diskReserveBytes: number;
}

const MiB = 1024 * 1024;

export const DEFAULT_UNPACK_LIMITS: UnpackLimits = {
  mediaEntryBytes: 4 * 1024 * MiB,
  databaseEntryBytes: 16 * 1024 * MiB,
  expansionRatio: 50,
  expansionSlackBytes: 64 * MiB,
  diskReserveBytes: 256 * MiB,
};

const mb = (bytes: number) => `${Math.ceil(bytes / MiB)} MB`;

/**
 * Counts what a restore writes: each entry's declared size is checked before its first byte is written, and the
 * bytes are counted again as they stream (a lying header cannot get past it). Throws with the operator's message.
 */
export function createUnpackBudget(
  archiveBytes: number,
  stagingDir: string,
  limits: UnpackLimits,
  refuse: (message: string) => Error,
) {
  const { bavail, bsize } = fs.statfsSync(stagingDir);
  const diskBytes = Math.max(0, Number(bavail) * Number(bsize) - limits.diskReserveBytes);
  const ratioBytes = archiveBytes * limits.expansionRatio + limits.expansionSlackBytes;
  const total = Math.min(diskBytes, ratioBytes);
  let used = 0;
  const entryLimit = (name: string) => (name === ARCHIVE_DB ? limits.databaseEntryBytes : limits.mediaEntryBytes);

  const check = (name: string, entryBytes: number, totalBytes: number): void => {
    if (entryBytes > entryLimit(name))
      throw refuse(`${name} is larger than any Emisora backup holds (more than ${mb(entryLimit(name))})`);
    if (totalBytes <= total) return;
    if (total === diskBytes)
      throw refuse(
        `the archive does not fit on the disk: it needs over ${mb(totalBytes)} and ${mb(diskBytes)} can be used (keeping ${mb(limits.diskReserveBytes)} free)`,
      );
    throw refuse(
      `${name} would unpack to more than a ${mb(archiveBytes)} archive can hold (over ${mb(total)} in all): it is not an Emisora backup`,
    );
  };

  return {
    /** Before writing an entry: its declared size must fit. */
    admit: (name: string, declared: number): void => check(name, declared, used + declared),
    /** As bytes of `name` arrive: `sofar` of them were written, `chunk` more come now. */
    spend(name: string, sofar: number, chunk: number): void {
      check(name, sofar + chunk, used + chunk);
      used += chunk;
    },
  };
}
export type UnpackBudget = ReturnType<typeof createUnpackBudget>;
