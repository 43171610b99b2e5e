import fs from 'node:fs';
import path from 'node:path';
import type { RecordingKind } from '../../../shared/schemas/recordings';

/** <data>/recordings: outside media/ (not public, and too big for backups). */
export const recordingsRoot = (dataDir: string) => path.join(dataDir, 'recordings');

/**
 * Where a recording that starts at `startedAt` is written, relative to the recordings root:
 * `<kind>/<YYYY-MM-DD>/<HH-MM-SS>.mp3` in UTC, with a suffix when a file of that second exists.
 */
export function newRecordingFile(root: string, kind: RecordingKind, startedAt: Date): string {
  const iso = startedAt.toISOString();
  const day = iso.slice(0, 10);
  const time = iso.slice(11, 19).replaceAll(':', '-');
  fs.mkdirSync(path.join(root, kind, day), { recursive: true });
  for (let n = 1; ; n++) {
    const relative = path.posix.join(kind, day, n === 1 ? `${time}.mp3` : `${time}-${n}.mp3`);
    if (!fs.existsSync(path.join(root, relative))) return relative;
  }
}

/** The absolute path of a stored relative name, refusing anything that would leave the root. */
export function recordingPath(root: string, relative: string): string {
  if (!/^(live|logger)\/\d{4}-\d{2}-\d{2}\/\d{2}-\d{2}-\d{2}(-\d+)?\.mp3$/.test(relative))
    throw new Error(`unsafe recording file name: ${relative}`);
  return path.join(root, relative);
}
