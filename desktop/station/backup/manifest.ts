import { z } from 'zod';
import { version } from '../../../package.json';
import type { Db } from '../db/database';
import { MEDIA_KINDS } from '../media/urls';

/** Bumped when the archive layout changes in a way an older restore would misread. */
export const BACKUP_FORMAT_VERSION = 1;
export const BACKUP_FORMAT = 'emisora-backup';
export const APP_VERSION: string = version;

/** Names inside the archive: the database snapshot, the manifest (last entry), and media/<kind>/<file>. */
export const ARCHIVE_DB = 'emisora.db';
export const ARCHIVE_MANIFEST = 'manifest.json';

// Media names are content hashes chosen by the server; anything else in an archive is not ours.
const MEDIA_PATH = new RegExp(`^media/(?:${MEDIA_KINDS.join('|')})/[a-z0-9][a-z0-9_-]*(?:\\.[a-z0-9]{1,8})?$`, 'i');

/** True for the paths a backup may hold besides its manifest (no `..`, no absolute path, no stray folder). */
export const isArchiveFile = (name: string): boolean => name === ARCHIVE_DB || MEDIA_PATH.test(name);

const sha256Schema = z.string().regex(/^[a-f0-9]{64}$/);

export const backupManifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.number().int().positive(),
  createdAt: z.iso.datetime(),
  appVersion: z.string(),
  /** PRAGMA user_version of the snapshot: a backup from a newer schema cannot be opened by this build. */
  schemaVersion: z.number().int().nonnegative(),
  /** Row count of every table in the snapshot. */
  tables: z.record(z.string(), z.number().int().nonnegative()),
  files: z.array(
    z.object({ path: z.string().refine(isArchiveFile), size: z.number().int().nonnegative(), sha256: sha256Schema }),
  ),
});
export type BackupManifest = z.infer<typeof backupManifestSchema>;
export type ManifestFile = BackupManifest['files'][number];

/** Row count of each user table (the manifest's summary, checked again on restore). */
export function tableRowCounts(db: Db): Record<string, number> {
  const tables = db
    .prepare<[], { name: string }>(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
    )
    .all();
  return Object.fromEntries(
    tables.map(({ name }) => [
      name,
      db.prepare<[], { n: number }>(`SELECT COUNT(*) AS n FROM "${name.replaceAll('"', '""')}"`).get()?.n ?? 0,
    ]),
  );
}
