import fs from 'node:fs';
import path from 'node:path';
import type { BackupManifest } from './manifest';
import { RestoreError } from './restore-error';
import { besideData, markReady, type StagedBackup, swapIn } from './restore-swap';
import { unpackVerified } from './restore-verify';
import { DEFAULT_UNPACK_LIMITS, type UnpackLimits } from './unpack-budget';
import { dateOf, systemClock } from '../core/clock';

export { RestoreError } from './restore-error';

export interface RestoreResult {
  /** Null when this very archive was already restored here (the flag was left in place): nothing was done. */
  manifest: BackupManifest | null;
  /** Where the data that was there before now lives (null when the data dir was empty or absent). */
  previous: string | null;
}

export interface RestoreOptions {
  now?: Date;
  limits?: UnpackLimits;
  /** Opens an encrypted archive (EMISORA_BACKUP_PASSPHRASE); a plain one restores with or without it. */
  passphrase?: string;
}

/**
 * A `--restore` left in a service definition would roll the station back at every start. The data dir remembers
 * which archive it came from (path, size, modification time: no need to read a large archive again), and the same
 * archive is not restored twice. The marker is not part of a backup (only emisora.db and media/ are).
 */
const RESTORE_MARKER = 'restored-from.json';

interface ArchiveIdentity {
  archive: string;
  size: number;
  mtimeMs: number;
}

/**
 * Unpacks a backup archive into a staging folder beside the data dir and checks it completely (every digest, the
 * database's integrity and row counts), then marks it ready; nothing of the data dir is touched. A refused archive
 * leaves no staging folder behind.
 */
export async function stageRestore(
  archive: string,
  dataDir: string,
  options: RestoreOptions & { requestedBy?: string | null } = {},
): Promise<{ staging: string; manifest: BackupManifest }> {
  const { now = dateOf(systemClock), limits = DEFAULT_UNPACK_LIMITS, passphrase } = options;
  const target = path.resolve(dataDir);
  const source = archiveIdentity(archive);
  const staging = besideData(target, 'restoring', now);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.mkdirSync(staging);
  try {
    const manifest = await unpackVerified(path.resolve(archive), staging, limits, passphrase);
    fs.writeFileSync(
      path.join(staging, RESTORE_MARKER),
      `${JSON.stringify({ ...source, createdAt: manifest.createdAt, restoredAt: now.toISOString() }, null, 2)}\n`,
    );
    const backup: StagedBackup = {
      archive: source.archive,
      createdAt: manifest.createdAt,
      files: manifest.files.length,
      requestedBy: options.requestedBy ?? null,
      requestedAt: now.toISOString(),
    };
    markReady(staging, backup);
    return { staging, manifest };
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    if (error instanceof RestoreError) throw error;
    throw new RestoreError(`cannot restore ${archive}: ${(error as Error).message}`);
  }
}

/**
 * Replaces the data dir with a backup archive, at start-up before anything opens it (--restore): staged and
 * verified as stageRestore does, then the current data is moved aside, never deleted, and the staged copy renamed
 * into place. A refused archive leaves the data dir exactly as it was.
 */
export async function restoreBackup(
  archive: string,
  dataDir: string,
  options: RestoreOptions = {},
): Promise<RestoreResult> {
  const target = path.resolve(dataDir);
  if (alreadyRestored(target, archiveIdentity(archive))) return { manifest: null, previous: null };
  const now = options.now ?? dateOf(systemClock);
  const { staging, manifest } = await stageRestore(archive, dataDir, { ...options, now });
  try {
    return { manifest, previous: swapIn(staging, target, besideData(target, 'before-restore', now)) };
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    if (error instanceof RestoreError) throw error;
    throw new RestoreError(`cannot restore ${archive}: ${(error as Error).message}`);
  }
}

function archiveIdentity(archive: string): ArchiveIdentity {
  const file = path.resolve(archive);
  try {
    const stat = fs.statSync(file);
    return { archive: file, size: stat.size, mtimeMs: stat.mtimeMs };
  } catch (error) {
    throw new RestoreError(
      `cannot read ${archive}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
      'unreadable',
    );
  }
}

function alreadyRestored(target: string, source: ArchiveIdentity): boolean {
  try {
    const seen = JSON.parse(fs.readFileSync(path.join(target, RESTORE_MARKER), 'utf8')) as Partial<ArchiveIdentity>;
    return seen.archive === source.archive && seen.size === source.size && seen.mtimeMs === source.mtimeMs;
  } catch {
    return false;
  }
}
