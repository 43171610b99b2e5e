import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Db } from '../db/database';
import type { MediaStore } from '../media/store';
import { MEDIA_KINDS } from '../media/urls';
import { ARCHIVE_DB, isArchiveFile, tableRowCounts } from './manifest';

export interface Snapshot {
  /** Folder holding the database copy and the media links. */
  dir: string;
  /** Archive path ('/'-separated, the database first) and the file to read for it. */
  files: Array<{ name: string; source: string }>;
  schemaVersion: number;
  tables: Record<string, number>;
}

/**
 * Freezes the station's state into `dir` (inside <data>/tmp) while it stays on air: SQLite's online
 * backup copies the database page by page between other work, and the media files are hard-linked,
 * which costs no space and keeps each file even if the track is deleted while the archive streams.
 */
export async function takeSnapshot(db: Db, media: MediaStore, dir: string): Promise<Snapshot> {
  const dbCopy = path.join(dir, ARCHIVE_DB);
  fs.mkdirSync(dir, { recursive: true });
  // Writes through this same connection during the copy are applied to the copy as well, so the
  // result is the database as it stands when the last page is copied.
  await db.backup(dbCopy);
  // No await from here to the last link: the whole block runs before any other request does, so
  // every file a row of the snapshot names exists (deletes remove the row and the file in one
  // synchronous transaction; uploads store the file before the row).
  const files = [{ name: ARCHIVE_DB, source: dbCopy }];
  for (const kind of MEDIA_KINDS) {
    const target = path.join(dir, 'media', kind);
    fs.mkdirSync(target, { recursive: true });
    for (const entry of fs.readdirSync(media.dirOf(kind), { withFileTypes: true })) {
      const name = `media/${kind}/${entry.name}`;
      if (!entry.isFile() || !isArchiveFile(name)) continue;
      files.push({
        name,
        source: linkOrOriginal(path.join(media.dirOf(kind), entry.name), path.join(target, entry.name)),
      });
    }
  }
  return { dir, files, ...standalone(dbCopy) };
}

/**
 * A hard link where the filesystem has them. Where it does not (FAT/exFAT drives), the original is
 * read in place rather than copied: a copy of the whole library could fill the disk, while a song
 * deleted during the download only makes that download fail, to be tried again.
 */
function linkOrOriginal(original: string, link: string): string {
  try {
    fs.linkSync(original, link);
    return link;
  } catch {
    return original;
  }
}

/**
 * The copy keeps the station's WAL mode in its header; switched to a rollback journal it is one
 * self-contained file, so its digest in the manifest is the digest of what a restore will open.
 */
export function standalone(file: string): Pick<Snapshot, 'schemaVersion' | 'tables'> {
  const copy = new Database(file);
  try {
    copy.pragma('journal_mode = DELETE');
    return { schemaVersion: copy.pragma('user_version', { simple: true }) as number, tables: tableRowCounts(copy) };
  } finally {
    copy.close();
  }
}
