import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate } from './database';
import { MIGRATIONS } from './migrations/index';

describe('migration 4 (library search)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-fts-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('uses an SQLite built with FTS5', () => {
    const db = new Database(':memory:');
    expect(db.prepare("SELECT sqlite_compileoption_used('ENABLE_FTS5') AS on_").get()).toEqual({ on_: 1 });
    db.close();
  });

  it('indexes the tracks a station already had, accent-insensitively', () => {
    const db = new Database(path.join(dir, 'v3.db'));
    db.exec('PRAGMA foreign_keys = OFF');
    for (const migration of MIGRATIONS.filter((m) => m.version <= 3)) db.exec(migration.sql);
    db.pragma('user_version = 3');
    db.prepare(
      "INSERT INTO tracks (title, artist, album, duration, file_name, uploaded_by) VALUES ('Canción', 'Ñu', NULL, 3, 'a.mp3', 1)",
    ).run();
    expect(migrate(db)).toBe(MIGRATIONS.length - 3);
    const match = (q: string) =>
      db
        .prepare<[string], { title: string }>(
          'SELECT t.title FROM tracks_fts JOIN tracks t ON t.id = tracks_fts.rowid WHERE tracks_fts MATCH ?',
        )
        .all(q);
    expect(match('cancion')).toEqual([{ title: 'Canción' }]);
    expect(match('nu')).toEqual([{ title: 'Canción' }]);
    db.close();
  });
});
