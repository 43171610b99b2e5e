import fs from 'node:fs';
import path from 'node:path';
import { SAVED_BACKUP_NAME, type SavedBackup } from '../../../shared/schemas/core/station-core';
import { wallTime } from '../../../shared/station/station-time';
import { writeBackupArchive } from './archive';
import { ENCRYPTED_SUFFIX, isEncryptedArchive } from './encryption';
import type { BackupManifest } from './manifest';
import type { Snapshot } from './snapshot';
import { type Clock, dateOf } from '../core/clock';
import { randomUUID } from 'node:crypto';

/** emisora-copia-YYYY-MM-DD-HHMM.tar.gz (.age when encrypted), on the station's wall clock like every time the admin sees. */
export function backupFileName(instant: number, timeZone: string, encrypted = false, kind = 'copia'): string {
  const { date, time } = wallTime(instant, timeZone);
  return `emisora-${kind}-${date}-${time.replace(':', '')}.tar.gz${encrypted ? ENCRYPTED_SUFFIX : ''}`;
}

/**
 * The backups the station keeps on its own computer, in `<data>.backups` beside the data folder (so a restore, which
 * moves the data folder aside, leaves them where they are): ones saved from Configuración and ones uploaded to be
 * restored. Names are the station's own (a client's file name never becomes a path); a name is only used when the
 * listing has it.
 */
export function createBackupShelf(dataDir: string, timeZone: string, clock: Clock) {
  const data = path.resolve(dataDir);
  const folder = path.join(path.dirname(data), `${path.basename(data)}.backups`);

  function list(): SavedBackup[] {
    if (!fs.existsSync(folder)) return [];
    return fs
      .readdirSync(folder, { withFileTypes: true })
      .filter((entry) => entry.isFile() && SAVED_BACKUP_NAME.test(entry.name))
      .map((entry) => {
        const stat = fs.statSync(path.join(folder, entry.name));
        const encrypted = entry.name.endsWith(ENCRYPTED_SUFFIX);
        return { name: entry.name, size: stat.size, savedAt: stat.mtime.toISOString(), encrypted };
      })
      .sort((a, b) => b.savedAt.localeCompare(a.savedAt) || b.name.localeCompare(a.name));
  }

  /** A name not taken yet: the minute's name, then -2, -3 … for more in the same minute. */
  function freshName(kind: 'copia' | 'subida', encrypted: boolean): string {
    const base = backupFileName(clock.now(), timeZone, encrypted, kind);
    const taken = new Set(fs.existsSync(folder) ? fs.readdirSync(folder) : []);
    for (let n = 1; ; n++) {
      const name = n === 1 ? base : base.replace('.tar.gz', `-${n}.tar.gz`);
      if (!taken.has(name)) return name;
    }
  }

  const entry = (name: string): SavedBackup => list().find((b) => b.name === name)!;

  return {
    folder,
    list,
    /** The file of a kept backup; undefined when the listing has no such name. */
    pathOf: (name: string): string | undefined =>
      list().some((b) => b.name === name) ? path.join(folder, name) : undefined,
    /** Where an upload is written while it arrives (in the folder itself, so keeping it is a rename). */
    uploadPath(): string {
      fs.mkdirSync(folder, { recursive: true });
      return path.join(folder, `.upload-${randomUUID()}.part`);
    },
    /** Keeps an uploaded archive under the station's name for it; its content says whether it is encrypted. */
    keepUpload(file: string): SavedBackup {
      const name = freshName('subida', isEncryptedArchive(file));
      fs.renameSync(file, path.join(folder, name));
      return entry(name);
    },
    remove(name: string): void {
      if (SAVED_BACKUP_NAME.test(name)) fs.rmSync(path.join(folder, name), { force: true });
    },
    /** Writes a snapshot as a kept backup: to a hidden .part file first, so a failure leaves nothing in the list. */
    async save(snapshot: Snapshot, passphrase?: string): Promise<{ saved: SavedBackup; manifest: BackupManifest }> {
      fs.mkdirSync(folder, { recursive: true });
      const name = freshName('copia', Boolean(passphrase));
      const part = path.join(folder, `.${name}.part`);
      const out = fs.createWriteStream(part, { flags: 'wx' });
      const closed = new Promise<void>((resolve) => out.once('close', () => resolve()));
      try {
        const manifest = await writeBackupArchive(snapshot, out, dateOf(clock), passphrase);
        await closed;
        fs.renameSync(part, path.join(folder, name));
        return { saved: entry(name), manifest };
      } catch (error) {
        out.destroy();
        await closed;
        fs.rmSync(part, { force: true });
        throw error;
      }
    },
  };
}
