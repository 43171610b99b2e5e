import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { MEDIA_KINDS, type MediaKind } from './urls';

/**
 * Files under <data>/media/<kind>/ named by content hash + extension chosen by the server.
 * A client file name never becomes a path.
 */
export function createMediaStore(dataDir: string) {
  const root = path.join(dataDir, 'media');
  const tmp = path.join(dataDir, 'tmp');
  for (const kind of MEDIA_KINDS) fs.mkdirSync(path.join(root, kind), { recursive: true });
  fs.mkdirSync(tmp, { recursive: true });

  const dirOf = (kind: MediaKind) => path.join(root, kind);
  const safeName = (fileName: string) => {
    if (!/^[a-f0-9]{16,64}(?:-[a-z0-9]+)?\.[a-z0-9]{2,5}$/.test(fileName))
      throw new Error(`unsafe media file name: ${fileName}`);
    return fileName;
  };

  async function hashFile(file: string): Promise<string> {
    const hash = createHash('sha256');
    for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
    return hash.digest('hex').slice(0, 32);
  }

  return {
    root,
    tmpDir: tmp,
    dirOf,
    pathOf: (kind: MediaKind, fileName: string) => path.join(dirOf(kind), safeName(fileName)),
    /** A fresh path inside the data dir's tmp folder (same filesystem, so the final move is a rename). */
    tempPath: (suffix = '') => path.join(tmp, `${randomUUID()}${suffix}`),
    /** Moves a temp file into the store under its content hash; returns the stored file name. */
    async adopt(kind: MediaKind, tempFile: string, extension: string): Promise<string> {
      const fileName = `${await hashFile(tempFile)}.${extension.toLowerCase()}`;
      const target = path.join(dirOf(kind), fileName);
      fs.renameSync(tempFile, target);
      return fileName;
    },
    /** Stores a buffer under its content hash. */
    writeBuffer(kind: MediaKind, data: Buffer, extension: string): string {
      const fileName = `${createHash('sha256').update(data).digest('hex').slice(0, 32)}.${extension.toLowerCase()}`;
      const target = path.join(dirOf(kind), fileName);
      if (!fs.existsSync(target)) {
        const temp = path.join(tmp, `${fileName}.partial`);
        fs.writeFileSync(temp, data);
        fs.renameSync(temp, target);
      }
      return fileName;
    },
    remove(kind: MediaKind, fileName: string) {
      fs.rmSync(path.join(dirOf(kind), safeName(fileName)), { force: true });
    },
    exists: (kind: MediaKind, fileName: string) => fs.existsSync(path.join(dirOf(kind), safeName(fileName))),
    discardTemp(file: string | undefined) {
      if (file) fs.rmSync(file, { force: true });
    },
    /** Clears leftovers of interrupted uploads at start. */
    clearTemp() {
      for (const entry of fs.readdirSync(tmp)) fs.rmSync(path.join(tmp, entry), { force: true, recursive: true });
    },
  };
}
export type MediaStore = ReturnType<typeof createMediaStore>;
