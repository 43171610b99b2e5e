import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { MIGRATIONS } from './migrations/index';

export type Db = Database.Database;

/** Opens (creating if needed) the station database in WAL mode and applies pending migrations. */
export function openDatabase(file: string): Db {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  // better-sqlite3 waits on the one thread that also runs the air, and a lock held by another program
  // (the sqlite3 shell) makes every write in a row wait this long: keep the stalls short enough that a
  // few of them back to back stay well inside listeners' buffers. The station is the only writer of its
  // own database, so nothing normal ever waits; the requests that do get a 503 "try again".
  db.pragma('busy_timeout = 250');
  db.pragma('synchronous = NORMAL');
  // better-sqlite3 builds SQLite with a 16 MB page cache per connection (its defines.gypi), held in malloc's
  // heap and filled as the database grows for months. The operating system caches the file's pages anyway, so
  // a miss costs a read() from memory, not a disk seek: the library's pages and searches on 20,000 tracks time
  // the same with 16 MB, 2 MiB and 512 KiB (bench:db-cache). 512 KiB fills within the first minutes, where
  // 2 MiB kept growing the heap for the soak's first hour.
  db.pragma('cache_size = -512');
  migrate(db);
  return db;
}

export function migrate(db: Db): number {
  const current = db.pragma('user_version', { simple: true }) as number;
  let applied = 0;
  for (const migration of MIGRATIONS) {
    if (migration.version <= current) continue;
    // A table rebuild must not fire the ON DELETE of the rows that point at the table it drops, and the pragma is a
    // no-op inside a transaction: it is switched off around that migration's transaction only.
    const foreignKeys = db.pragma('foreign_keys', { simple: true }) as number;
    if (migration.foreignKeysOff) db.pragma('foreign_keys = OFF');
    try {
      db.transaction(() => {
        const brokenBefore = migration.foreignKeysOff ? brokenForeignKeys(db) : 0;
        db.exec(migration.sql);
        migration.up?.(db);
        if (migration.foreignKeysOff && brokenForeignKeys(db) > brokenBefore)
          throw new Error(`migration ${migration.name} broke foreign keys`);
        db.pragma(`user_version = ${migration.version}`);
      })();
    } finally {
      if (migration.foreignKeysOff) db.pragma(`foreign_keys = ${foreignKeys ? 'ON' : 'OFF'}`);
    }
    applied++;
  }
  return applied;
}

/**
 * Rows whose foreign key points nowhere. A migration run without foreign keys must not add any (its transaction
 * rolls back); rows an old database already had are not its doing and do not stop the station from starting.
 */
const brokenForeignKeys = (db: Db): number => (db.pragma('foreign_key_check') as unknown[]).length;
