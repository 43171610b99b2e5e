import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import Database from 'better-sqlite3';
import { isDeepStrictEqual } from 'node:util';
import { MIGRATIONS } from '../db/migrations/index';
import {
  ARCHIVE_DB,
  ARCHIVE_MANIFEST,
  BACKUP_FORMAT_VERSION,
  type BackupManifest,
  backupManifestSchema,
  isArchiveFile,
  tableRowCounts,
} from './manifest';
import { decryptingStream, isEncryptedArchive, WrongPassphraseError } from './encryption';
import { createUnpackBudget, DEFAULT_UNPACK_LIMITS, type UnpackBudget, type UnpackLimits } from './unpack-budget';

/** Why an archive was refused; the message is one line for the operator's console. */
export class RestoreError extends Error {
  override name = 'RestoreError';
  constructor(message: string) {
    // SQLite's integrity report and some system errors span lines; the console gets one.
    super(message.replace(/\s+/g, ' ').trim());
  }
}

export interface RestoreResult {
  /** Null when this very archive was already restored here (the flag was left in place): nothing was done. */
  manifest: BackupManifest | null;
  /** Where the data that was there before now lives (null when the data dir was empty or absent). */
  previous: string | null;
}

// A manifest lists one line per file; 64 MiB is hundreds of thousands of files.
const MAX_MANIFEST_BYTES = 64 * 1024 * 1024;

/**
 * Replaces the data dir with a backup archive, at start-up before anything opens it. The archive is
 * unpacked into a sibling staging folder and checked completely first (every digest, the database's
 * integrity and row counts); only then is the current data moved aside, never deleted, and the
 * staged copy renamed into place. A refused archive leaves the data dir exactly as it was.
 */
export interface RestoreOptions {
  now?: Date;
  limits?: UnpackLimits;
  /** Opens an encrypted archive (EMISORA_BACKUP_PASSPHRASE); a plain one restores with or without it. */
  passphrase?: string;
}

export async function restoreBackup(
  archive: string,
  dataDir: string,
  { now = new Date(), limits = DEFAULT_UNPACK_LIMITS, passphrase }: RestoreOptions = {},
): Promise<RestoreResult> {
  const target = path.resolve(dataDir);
  const source = archiveIdentity(archive);
  if (alreadyRestored(target, source)) return { manifest: null, previous: null };
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
  const sibling = (suffix: string) => path.join(path.dirname(target), `${path.basename(target)}.${suffix}-${stamp}`);
  const staging = sibling('restoring');
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.mkdirSync(staging);
  try {
    const manifest = await unpackVerified(path.resolve(archive), staging, limits, passphrase);
    fs.writeFileSync(
      path.join(staging, RESTORE_MARKER),
      `${JSON.stringify({ ...source, createdAt: manifest.createdAt, restoredAt: now.toISOString() }, null, 2)}\n`,
    );
    return { manifest, previous: swapIn(staging, target, sibling('before-restore')) };
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    if (error instanceof RestoreError) throw error;
    throw new RestoreError(`cannot restore ${archive}: ${(error as Error).message}`);
  }
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

function archiveIdentity(archive: string): ArchiveIdentity {
  const file = path.resolve(archive);
  try {
    const stat = fs.statSync(file);
    return { archive: file, size: stat.size, mtimeMs: stat.mtimeMs };
  } catch (error) {
    throw new RestoreError(
      `cannot read ${archive}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
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

interface Unpacked {
  size: number;
  sha256: string;
}

async function unpackVerified(
  archive: string,
  staging: string,
  limits: UnpackLimits,
  passphrase: string | undefined,
): Promise<BackupManifest> {
  const stat = fs.statSync(archive, { throwIfNoEntry: false });
  if (!stat?.isFile()) throw new RestoreError(`${archive} is not a file`);
  const budget = createUnpackBudget(stat.size, staging, limits, (message) => new RestoreError(message));
  const unpacked = new Map<string, Unpacked>();
  let manifestText: string | undefined;
  const { default: tar } = await import('tar-stream');
  const extract = tar.extract();
  const reading = pipeline(await openArchive(archive, passphrase), zlib.createGunzip(), extract);
  try {
    for await (const entry of extract) {
      const { name, type } = entry.header;
      if (unpacked.has(name) || (name === ARCHIVE_MANIFEST && manifestText !== undefined))
        throw new RestoreError(`the archive holds ${name} twice`);
      if (type !== 'file' || (name !== ARCHIVE_MANIFEST && !isArchiveFile(name)))
        throw new RestoreError(`the archive holds an unexpected entry (${name}): it is not an Emisora backup`);
      // streamx's typings omit the async iterator its streams have.
      const chunks = entry as unknown as AsyncIterable<Buffer>;
      if (name === ARCHIVE_MANIFEST) manifestText = await readSmall(chunks, MAX_MANIFEST_BYTES);
      else {
        budget.admit(name, entry.header.size ?? 0);
        unpacked.set(name, await unpackFile(chunks, path.join(staging, ...name.split('/')), name, budget));
      }
    }
    await reading;
  } catch (error) {
    reading.catch(() => {});
    extract.destroy();
    if (error instanceof RestoreError) throw error;
    throw new RestoreError(`the archive is damaged or incomplete (${(error as Error).message})`);
  }
  const manifest = parseManifest(manifestText);
  for (const file of manifest.files) {
    const got = unpacked.get(file.path);
    if (!got) throw new RestoreError(`${file.path} is listed in the manifest but missing from the archive`);
    if (got.size !== file.size || got.sha256 !== file.sha256)
      throw new RestoreError(`${file.path} does not match its checksum: the archive is damaged`);
    unpacked.delete(file.path);
  }
  const [extra] = unpacked.keys();
  if (extra) throw new RestoreError(`${extra} is in the archive but not in its manifest`);
  checkDatabase(path.join(staging, ARCHIVE_DB), manifest);
  return manifest;
}

async function openArchive(archive: string, passphrase: string | undefined): Promise<NodeJS.ReadableStream> {
  if (!isEncryptedArchive(archive)) return fs.createReadStream(archive);
  if (!passphrase)
    throw new RestoreError(
      'the archive is encrypted: set EMISORA_BACKUP_PASSPHRASE to the passphrase it was made with and start again',
    );
  try {
    return await decryptingStream(archive, passphrase);
  } catch (error) {
    if (error instanceof WrongPassphraseError)
      throw new RestoreError(
        'EMISORA_BACKUP_PASSPHRASE does not open this archive: it was made with another passphrase',
      );
    throw error;
  }
}

function parseManifest(text: string | undefined): BackupManifest {
  if (text === undefined)
    throw new RestoreError(`the archive has no ${ARCHIVE_MANIFEST}: it is not an Emisora backup, or it was cut short`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new RestoreError(`${ARCHIVE_MANIFEST} is not valid JSON`);
  }
  const version = (json as { formatVersion?: unknown } | null)?.formatVersion;
  if (typeof version === 'number' && version > BACKUP_FORMAT_VERSION) {
    throw new RestoreError(
      `the backup uses format ${version}, made by a newer Emisora; this one reads format ${BACKUP_FORMAT_VERSION}`,
    );
  }
  const parsed = backupManifestSchema.safeParse(json);
  if (!parsed.success)
    throw new RestoreError(
      `${ARCHIVE_MANIFEST} is not a valid Emisora backup manifest (${parsed.error.issues[0]?.path.join('.') ?? ''})`,
    );
  if (!parsed.data.files.some((f) => f.path === ARCHIVE_DB))
    throw new RestoreError(`the manifest lists no ${ARCHIVE_DB}`);
  return parsed.data;
}

function checkDatabase(file: string, manifest: BackupManifest): void {
  const latest = MIGRATIONS.at(-1)?.version ?? 0;
  if (manifest.schemaVersion > latest)
    throw new RestoreError(
      `the database is at schema ${manifest.schemaVersion}, made by a newer Emisora; this one knows up to ${latest}`,
    );
  let db: Database.Database | undefined;
  try {
    db = new Database(file, { fileMustExist: true });
    // integrity_check(1): one problem is enough to refuse, and keeps the message to one line.
    const integrity = db.pragma('integrity_check(1)', { simple: true });
    if (integrity !== 'ok') throw new RestoreError(`the database fails its integrity check (${String(integrity)})`);
    if (db.pragma('user_version', { simple: true }) !== manifest.schemaVersion)
      throw new RestoreError('the database schema version differs from the manifest');
    if (!isDeepStrictEqual(tableRowCounts(db), manifest.tables))
      throw new RestoreError('the database row counts differ from the manifest');
  } catch (error) {
    if (error instanceof RestoreError) throw error;
    throw new RestoreError(`the database cannot be opened (${(error as Error).message})`);
  } finally {
    db?.close();
  }
}

/** Moves the verified copy into place; returns where the old data went (null if there was none). */
function swapIn(staging: string, target: string, previous: string): string | null {
  const existing = fs.statSync(target, { throwIfNoEntry: false });
  if (!existing) {
    fs.renameSync(staging, target);
    return null;
  }
  if (!existing.isDirectory()) throw new RestoreError(`${target} exists and is not a directory`);
  if (fs.readdirSync(target).length === 0) {
    // Entry by entry, so an empty data dir that is a mount point (or has its own permissions) stays.
    for (const entry of fs.readdirSync(staging)) fs.renameSync(path.join(staging, entry), path.join(target, entry));
    fs.rmdirSync(staging);
    return null;
  }
  fs.renameSync(target, previous);
  try {
    fs.renameSync(staging, target);
  } catch (error) {
    fs.renameSync(previous, target);
    throw error;
  }
  return previous;
}

async function unpackFile(
  entry: AsyncIterable<Buffer>,
  file: string,
  name: string,
  budget: UnpackBudget,
): Promise<Unpacked> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const hash = createHash('sha256');
  let size = 0;
  const hashing = async function* (chunks: AsyncIterable<Buffer>) {
    for await (const chunk of chunks) {
      budget.spend(name, size, chunk.length);
      hash.update(chunk);
      size += chunk.length;
      yield chunk;
    }
  };
  await pipeline(entry, hashing, fs.createWriteStream(file, { flags: 'wx' }));
  return { size, sha256: hash.digest('hex') };
}

async function readSmall(entry: AsyncIterable<Buffer>, limit: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of entry) {
    size += chunk.length;
    if (size > limit) throw new RestoreError(`${ARCHIVE_MANIFEST} is too large`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}
