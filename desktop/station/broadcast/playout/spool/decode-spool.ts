import fs from 'node:fs';
import path from 'node:path';
import { BYTES_PER_SECOND } from '../../bus/pcm';

/** Disk left free beyond a spool: a spool never takes the room the recordings and the database need. */
const DISK_RESERVE_BYTES = 1024 ** 3;

/** One track's decoded PCM on disk: the decoder writes it through `fd`, the player reads it back. */
export interface SpoolFile {
  fd: number;
  file: string;
}

export interface DecodeSpool {
  /** A new spool file for `seconds` of bus PCM, or null when the disk has no room for it (decode through a pipe). */
  open(seconds: number): SpoolFile | null;
  /** Closes and removes a spool file (idempotent). */
  release(spool: SpoolFile): void;
}

/**
 * The folder where library tracks are decoded ahead, `<data>/cache/decode`: on the data disk, never on a /tmp that
 * may be memory. Emptied when the station starts, so a crash leaves nothing behind for long.
 */
export function createDecodeSpool(dataDir: string): DecodeSpool {
  const dir = path.join(dataDir, 'cache', 'decode');
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  let next = 0;
  // Released once only: a descriptor number closed twice could by then be another file's.
  const held = new Set<SpoolFile>();
  return {
    open(seconds) {
      try {
        const { bavail, bsize } = fs.statfsSync(dir);
        if (bavail * bsize < seconds * BYTES_PER_SECOND + DISK_RESERVE_BYTES) return null;
        const file = path.join(dir, `${next++}.pcm`);
        const spool = { fd: fs.openSync(file, 'w+'), file };
        held.add(spool);
        return spool;
      } catch {
        return null;
      }
    },
    release(spool) {
      if (!held.delete(spool)) return;
      fs.closeSync(spool.fd);
      fs.rmSync(spool.file, { force: true });
    },
  };
}
