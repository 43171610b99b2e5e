import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { StandbyManifest } from '../../../../shared/schemas/standby/standby';
import { isArchiveFile } from '../../backup/manifest';
import { standalone } from '../../backup/snapshot';
import type { Db } from '../../db/database';
import type { MediaStore } from '../../media/store';
import { MEDIA_KINDS } from '../../media/urls';
import { watchStudioChanges } from '../../repos/standby/change-cursor';

/** What a studio serves its followers: a cheap change cursor, and a verified snapshot of its data at a cursor. */
export interface StudioFeed {
  cursor(): string;
  /** The snapshot at the current cursor: taken when the cursor has moved since the last one, else the last one. */
  manifest(): Promise<StandbyManifest>;
  /** The database file of a snapshot still kept, by its digest. */
  databaseFile(sha256: string): string | undefined;
}

// The latest snapshots stay on disk so a follower resuming a cut download (Range) still finds the file it began.
const KEPT_SNAPSHOTS = 3;

export function createStudioFeed(db: Db, media: MediaStore): StudioFeed {
  const changes = watchStudioChanges(db);
  const dir = path.join(media.tmpDir, 'standby');
  const kept: Array<{ sha256: string; file: string }> = [];
  let last: { cursor: string; manifest: Promise<StandbyManifest> } | undefined;

  async function snapshot(cursor: string): Promise<StandbyManifest> {
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `snapshot-${randomUUID()}.db`);
    await db.backup(file);
    const { schemaVersion, tables } = standalone(file);
    const sha256 = await digestOf(file);
    const named = path.join(dir, `${sha256}.db`);
    fs.renameSync(file, named);
    if (!kept.some((k) => k.sha256 === sha256)) kept.push({ sha256, file: named });
    for (const old of kept.splice(0, Math.max(0, kept.length - KEPT_SNAPSHOTS))) fs.rmSync(old.file, { force: true });
    return {
      cursor,
      database: { sha256, size: fs.statSync(named).size, schemaVersion, tables },
      media: mediaList(media),
    };
  }

  return {
    cursor: changes.cursor,
    manifest() {
      // The cursor is read before the copy starts: a change during the copy moves it, and the follower comes back.
      const cursor = changes.cursor();
      if (last?.cursor !== cursor) {
        const manifest = snapshot(cursor);
        last = { cursor, manifest };
        manifest.catch(() => {
          if (last?.manifest === manifest) last = undefined;
        });
      }
      return last.manifest;
    },
    databaseFile: (sha256) => kept.find((k) => k.sha256 === sha256)?.file,
  };
}

/** Every stored media file (named by content hash, so the name says whether a follower has it). */
function mediaList(media: MediaStore): StandbyManifest['media'] {
  return MEDIA_KINDS.flatMap((kind) => {
    const folder = media.dirOf(kind);
    if (!fs.existsSync(folder)) return [];
    return fs
      .readdirSync(folder, { withFileTypes: true })
      .filter((entry) => entry.isFile() && isArchiveFile(`media/${kind}/${entry.name}`))
      .map((entry) => ({ kind, name: entry.name, size: fs.statSync(path.join(folder, entry.name)).size }));
  });
}

export async function digestOf(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
