import fs from 'node:fs';
import path from 'node:path';
import type { StandbyManifest } from '../../../../shared/schemas/standby/standby';
import { RestoreError } from '../../backup/restore-error';
import { checkDatabase } from '../../backup/restore-verify';
import type { MediaStore } from '../../media/store';
import { MEDIA_KINDS, type MediaKind } from '../../media/urls';
import type { StandbyCopyRepo } from '../../repos/standby/copy-merge';
import { digestOf } from '../followers/studio-feed';
import { downloadResumable, SyncError } from './resumable-download';

export interface CopyTarget {
  studio: string;
  token: string;
  media: MediaStore;
  copy: StandbyCopyRepo;
  /** Where unfinished downloads wait to be resumed (kept across attempts, and across restarts). */
  partDir: string;
  schemaVersion: number;
  signal: AbortSignal;
}

// A media name is the first 32 hex digits of the file's SHA-256 (media/store.ts), plus its extension.
const HASHED_NAME = /^([a-f0-9]{32})\./;

/**
 * Brings the follower to the studio's snapshot: the media it lacks first (each checked against the hash its name
 * carries before it joins the store), then the database (checked as a backup is: digest, integrity, schema, row
 * counts) merged in one transaction. Anything that fails leaves the follower's copy as it was; what was already
 * downloaded stays for the next attempt to continue from. Returns the tables that changed.
 */
export async function copyStudio(target: CopyTarget, manifest: StandbyManifest): Promise<string[]> {
  if (manifest.database.schemaVersion !== target.schemaVersion)
    throw new SyncError(
      `the studio's database is at schema ${manifest.database.schemaVersion} and this station's at ${target.schemaVersion}: run the same Emisora version on both`,
      'El estudio usa otra versión de Emisora: instala la misma en los dos ordenadores.',
    );
  for (const file of manifest.media) {
    const kind = MEDIA_KINDS.find((k) => k === file.kind);
    if (!kind || target.media.exists(kind, file.name)) continue;
    await fetchMedia(target, kind, file.name, file.size);
  }
  const { sha256, size } = manifest.database;
  const part = path.join(target.partDir, `${sha256}.db`);
  await downloadResumable(`${target.studio}/api/standby/database/${sha256}`, target.token, part, size, target.signal);
  try {
    if ((await digestOf(part)) !== sha256)
      throw new SyncError("the copy of the studio's database does not match its digest: refused");
    checkDatabase(part, manifest.database);
    const changed = target.copy.apply(part);
    removeDropped(target.media, manifest);
    return changed;
  } catch (error) {
    if (error instanceof RestoreError)
      throw new SyncError(`the copy of the studio's database is refused: ${error.message}`);
    throw error;
  } finally {
    // A file that failed its checks is no start for another attempt; one applied is done with.
    fs.rmSync(part, { force: true });
    fs.rmSync(`${part}-journal`, { force: true });
  }
}

async function fetchMedia(target: CopyTarget, kind: MediaKind, name: string, size: number): Promise<void> {
  const part = path.join(target.partDir, kind, name);
  const url = `${target.studio}/api/standby/media/${kind}/${encodeURIComponent(name)}`;
  await downloadResumable(url, target.token, part, size, target.signal);
  const expected = HASHED_NAME.exec(name)?.[1];
  if (expected) {
    const got = (await digestOf(part)).slice(0, 32);
    if (got !== expected) {
      fs.rmSync(part, { force: true });
      throw new SyncError(`media/${kind}/${name} does not match its content hash: refused`);
    }
  }
  fs.mkdirSync(target.media.dirOf(kind), { recursive: true });
  fs.renameSync(part, target.media.pathOf(kind, name));
}

/**
 * Media the studio no longer holds, removed once the rows that named them are gone (after the merge): the standby
 * stays the studio's size. Only the media folders are read, never the standby's own recordings.
 */
function removeDropped(media: MediaStore, manifest: StandbyManifest): void {
  const kept = new Set(manifest.media.map((file) => `${file.kind}/${file.name}`));
  for (const kind of MEDIA_KINDS) {
    const folder = media.dirOf(kind);
    if (!fs.existsSync(folder)) continue;
    for (const entry of fs.readdirSync(folder, { withFileTypes: true }))
      if (entry.isFile() && !kept.has(`${kind}/${entry.name}`))
        fs.rmSync(path.join(folder, entry.name), { force: true });
  }
}
