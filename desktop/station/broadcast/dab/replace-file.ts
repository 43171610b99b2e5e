import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Writes a file whole or not at all: the bytes go to a temporary file, are flushed to disk, and the temporary file
 * is renamed over the target, so a reader polling the target sees the old content or the new, never a part.
 * `tempDir` must be on the target's file system; it is not the target's own folder when a reader takes every file
 * there as content (ODR-PadEnc sends every file of its slides folder as a slide, temporary ones included).
 */
export async function replaceFile(
  target: string,
  data: string | Buffer,
  tempDir = path.dirname(target),
): Promise<void> {
  const temp = path.join(tempDir, `.${path.basename(target)}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    const handle = await fs.open(temp, 'w');
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.rename(temp, target);
  } catch (error) {
    // A full disk or a missing folder leaves no temporary file behind, and the target as it was.
    await fs.rm(temp, { force: true });
    throw error;
  }
}
