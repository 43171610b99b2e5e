import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import type tar from 'tar-stream';
import { encryptingStream } from './encryption';
import {
  APP_VERSION,
  ARCHIVE_MANIFEST,
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  type BackupManifest,
  type ManifestFile,
} from './manifest';
import type { Snapshot } from './snapshot';
import { dateOf, systemClock } from '../core/clock';

/**
 * Streams a snapshot as one tar.gz into `out`. Each file is hashed as it is packed and the manifest
 * goes last, so every file is read once and the download starts at once instead of after a
 * hashing pass over the whole library. With a passphrase the tar.gz is sealed in an age file on the way out.
 */
export async function writeBackupArchive(
  snapshot: Snapshot,
  out: Writable,
  createdAt = dateOf(systemClock),
  passphrase?: string,
): Promise<BackupManifest> {
  // Loaded on first use: most hours of the station make no backup.
  const { default: tarStream } = await import('tar-stream');
  const pack = tarStream.pack();
  const fill = async (): Promise<BackupManifest> => {
    const files: ManifestFile[] = [];
    for (const { name, source } of snapshot.files) files.push(await addFile(pack, name, source, createdAt));
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt: createdAt.toISOString(),
      appVersion: APP_VERSION,
      schemaVersion: snapshot.schemaVersion,
      tables: snapshot.tables,
      files,
    };
    await new Promise<void>((resolve, reject) => {
      pack.entry({ name: ARCHIVE_MANIFEST, mtime: createdAt }, `${JSON.stringify(manifest, null, 2)}\n`, (error) =>
        error ? reject(error) : resolve(),
      );
    });
    pack.finalize();
    return manifest;
  };
  // Level 1: the media are MP3s and JPEGs that do not shrink; only the database gains from more effort.
  const gzip = zlib.createGzip({ level: 1 });
  const written = passphrase
    ? pipeline(pack, gzip, await encryptingStream(passphrase), out)
    : pipeline(pack, gzip, out);
  const [manifest] = await Promise.all([fill(), written]).catch((error: unknown) => {
    pack.destroy();
    throw error;
  });
  return manifest;
}

async function addFile(pack: tar.Pack, name: string, file: string, mtime: Date): Promise<ManifestFile> {
  const { size } = await fs.promises.stat(file);
  const hash = createHash('sha256');
  // The entry's callback fires once the entry is complete, or with an error when the pack is
  // destroyed (the client went away). entry() itself throws if that happened already.
  let settle: (error?: Error | null) => void = () => {};
  const written = new Promise<void>((resolve, reject) => {
    settle = (error) => (error ? reject(error) : resolve());
  });
  const entry = pack.entry({ name, size, mtime }, settle);
  const hashing = async function* (chunks: AsyncIterable<Buffer>) {
    for await (const chunk of chunks) {
      hash.update(chunk);
      yield chunk;
    }
  };
  await Promise.all([pipeline(fs.createReadStream(file), hashing, entry), written]);
  return { path: name, size, sha256: hash.digest('hex') };
}
