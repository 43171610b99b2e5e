import fs from 'node:fs';
import path from 'node:path';
import type { RecordingKind } from '../../../shared/schemas/archive/recordings';
import { wallTime } from '../../../shared/station/station-time';

/** <data>/recordings: outside media/ (not public, and too big for backups). */
export const recordingsRoot = (dataDir: string) => path.join(dataDir, 'recordings');

/**
 * Where a recording that starts at `startedAt` is written, relative to the recordings root:
 * `<kind>/<YYYY-MM-DD>/<HH-MM-SS>.mp3` on the station's wall clock, as the recordings page shows it (in UTC an
 * operator looking for the 20:00 show in the folder found it under 19-00-00 or 18-00-00), with a suffix when a file
 * of that second exists (the hour that repeats when summer time ends).
 */
export function newRecordingFile(root: string, kind: RecordingKind, startedAt: Date, timeZone: string): string {
  const wall = wallTime(startedAt.getTime(), timeZone);
  const day = wall.date;
  // Every zone in use is offset by whole minutes: the seconds are the same as in UTC.
  const time = `${wall.time.replace(':', '-')}-${String(startedAt.getUTCSeconds()).padStart(2, '0')}`;
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
