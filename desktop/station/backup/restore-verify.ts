import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { isDeepStrictEqual } from 'node:util';
import zlib from 'node:zlib';
import Database from 'better-sqlite3';
import { MIGRATIONS } from '../db/migrations/index';
import { decryptingStream, isEncryptedArchive, WrongPassphraseError } from './encryption';
import {
  ARCHIVE_DB,
  ARCHIVE_MANIFEST,
  BACKUP_FORMAT_VERSION,
  type BackupManifest,
  backupManifestSchema,
  isArchiveFile,
  tableRowCounts,
} from './manifest';
import { RestoreError } from './restore-error';
import { createUnpackBudget, type UnpackBudget, type UnpackLimits } from './unpack-budget';

// A manifest lists one line per file; 64 MiB is hundreds of thousands of files.
const MAX_MANIFEST_BYTES = 64 * 1024 * 1024;
// What a backup starts with: gzip's magic, or age's first line for an encrypted one.
const GZIP_MAGIC = Buffer.from([0x1f, 0x8b]);

interface Unpacked {
  size: number;
  sha256: string;
}

/**
 * Unpacks `archive` into `staging` and checks it completely: every entry allowed and within the limits, every
 * file's size and digest against the manifest (the last entry), the database's integrity, schema and row counts.
 */
export async function unpackVerified(
  archive: string,
  staging: string,
  limits: UnpackLimits,
  passphrase: string | undefined,
): Promise<BackupManifest> {
  const stat = fs.statSync(archive, { throwIfNoEntry: false });
  if (!stat?.isFile()) throw new RestoreError(`${archive} is not a file`, 'unreadable');
  const budget = createUnpackBudget(stat.size, staging, limits, (message) => new RestoreError(message, 'too_large'));
  const unpacked = new Map<string, Unpacked>();
  let manifestText: string | undefined;
  const { default: tar } = await import('tar-stream');
  const extract = tar.extract();
  const reading = pipeline(await openArchive(archive, passphrase), zlib.createGunzip(), extract);
  try {
    for await (const entry of extract) {
      const { name, type } = entry.header;
      if (unpacked.has(name) || (name === ARCHIVE_MANIFEST && manifestText !== undefined))
        throw new RestoreError(`the archive holds ${name} twice`, 'not_backup');
      if (type !== 'file' || (name !== ARCHIVE_MANIFEST && !isArchiveFile(name)))
        throw new RestoreError(
          `the archive holds an unexpected entry (${name}): it is not an Emisora backup`,
          'not_backup',
        );
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
  if (!isEncryptedArchive(archive)) {
    if (!startsWith(archive, GZIP_MAGIC))
      throw new RestoreError(
        `${archive} is neither a .tar.gz nor an age file: it is not an Emisora backup`,
        'not_backup',
      );
    return fs.createReadStream(archive);
  }
  if (!passphrase)
    throw new RestoreError(
      'the archive is encrypted: set EMISORA_BACKUP_PASSPHRASE to the passphrase it was made with and start again',
      'encrypted',
    );
  try {
    return await decryptingStream(archive, passphrase);
  } catch (error) {
    if (error instanceof WrongPassphraseError)
      throw new RestoreError(
        'EMISORA_BACKUP_PASSPHRASE does not open this archive: it was made with another passphrase',
        'passphrase',
      );
    throw error;
  }
}

function parseManifest(text: string | undefined): BackupManifest {
  if (text === undefined)
    throw new RestoreError(
      `the archive has no ${ARCHIVE_MANIFEST}: it is not an Emisora backup, or it was cut short`,
      'not_backup',
    );
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
      'newer',
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

export function checkDatabase(file: string, manifest: Pick<BackupManifest, 'schemaVersion' | 'tables'>): void {
  const latest = MIGRATIONS.at(-1)?.version ?? 0;
  if (manifest.schemaVersion > latest)
    throw new RestoreError(
      `the database is at schema ${manifest.schemaVersion}, made by a newer Emisora; this one knows up to ${latest}`,
      'newer',
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
    if (size > limit) throw new RestoreError(`${ARCHIVE_MANIFEST} is too large`, 'not_backup');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function startsWith(file: string, magic: Buffer): boolean {
  const head = Buffer.alloc(magic.length);
  const fd = fs.openSync(file, 'r');
  try {
    return fs.readSync(fd, head, 0, head.length, 0) === head.length && head.equals(magic);
  } finally {
    fs.closeSync(fd);
  }
}
