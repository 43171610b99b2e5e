import fs from 'node:fs';
import path from 'node:path';
import { type Db, openDatabase } from '../db/database';
import type { Logger } from '../core/log';
import { recordingsRoot } from '../recording/paths';
import { createAsRunRepo } from '../repos/reports/as-run';

const mtimeOf = (file: string): number => {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
};

/** The newest file of the newest day folders of a recordings kind (the logger writes its file every second). */
function newestRecording(dir: string): number {
  let days: string[];
  try {
    days = fs.readdirSync(dir).sort().slice(-2);
  } catch {
    return 0;
  }
  let newest = 0;
  for (const day of days)
    for (const name of fs.readdirSync(path.join(dir, day), { withFileTypes: true }))
      if (name.isFile()) newest = Math.max(newest, mtimeOf(path.join(dir, day, name.name)));
  return newest;
}

/**
 * When the station last showed it was alive, read before this start writes anything: the database's last write
 * (the as-run, the listener minutes, a recording's progress every 10 s) or the logger's and live recorder's last
 * frame, whichever is newest. A crash (kill -9, a power cut) ends what was on air no later than that. Null when
 * there is no trace at all (a first start).
 */
export function lastSignOfLife(dataDir: string, databaseFile: string): number | null {
  const root = recordingsRoot(dataDir);
  const newest = Math.max(
    mtimeOf(databaseFile),
    mtimeOf(`${databaseFile}-wal`),
    newestRecording(path.join(root, 'logger')),
    newestRecording(path.join(root, 'live')),
  );
  return newest > 0 ? newest : null;
}

/**
 * Opens the station's database, first ending the as-run rows a crash left open at the station's last sign of life
 * (read before opening, since opening writes), so the log never holds an item "still on air" from a dead process.
 */
export function openDatabaseAfterCrash(dataDir: string, log: Logger): Db {
  const file = path.join(dataDir, 'emisora.db');
  const lastAlive = lastSignOfLife(dataDir, file);
  const db = openDatabase(file);
  if (lastAlive === null) return db;
  // The log is kept, not the air: a failure here is said and the start goes on.
  try {
    const endedAt = new Date(lastAlive).toISOString();
    const rows = createAsRunRepo(db).closeInterrupted(endedAt);
    if (rows > 0) log.warn('as-run rows a stop left open, ended at the last sign of life', { rows, endedAt });
  } catch (error) {
    log.error('could not end the as-run rows a stop left open', { error: (error as Error).message });
  }
  return db;
}
