import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate } from './database';
import { MIGRATIONS } from './migrations/index';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-db-syndicated-kinds-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

// By name, not number: a migration merged from another branch may take the number before it.
const version = MIGRATIONS.find((m) => m.name === 'syndicated-kinds')!.version;

/** A database as the migrations before this one left it, with a syndicated show stored the old way. */
function databaseBefore(file: string) {
  const db = new Database(file);
  db.pragma('foreign_keys = ON');
  for (const m of MIGRATIONS.filter((m) => m.version < version)) db.exec(m.sql);
  // What a migration of another branch numbered before this one may have done.
  db.exec('ALTER TABLE as_run ADD COLUMN earlier_note TEXT');
  db.exec('ALTER TABLE shows ADD COLUMN earlier_flag INTEGER NOT NULL DEFAULT 0');
  db.pragma(`user_version = ${version - 1}`);
  db.exec(`
    INSERT INTO users (id, username, password_hash, role) VALUES (7, 'ana', 'x', 'admin');
    INSERT INTO shows (id, name, slug, kind, earlier_flag) VALUES (1, 'Noticias de la red', 'noticias', 'recorded', 1);
    INSERT INTO shows (id, name, slug, kind, repeat_of_show_id) VALUES (2, 'Tarde', 'tarde', 'repeat', 1);
    INSERT INTO show_syndication (show_id, feed_url) VALUES (1, 'https://red.example/feed.xml');
    INSERT INTO show_rules (show_id, days, start, duration_min) VALUES (1, 127, '11:00', 30);
    INSERT INTO show_presenters (show_id, user_id) VALUES (1, 7);
    INSERT INTO show_exceptions (show_id, occurrence_date, occurrence_time, status) VALUES (1, '2026-11-30', '11:00', 'scheduled');
    INSERT INTO syndicated_episodes (show_id, guid, title, published_at, url) VALUES (1, 'g', 'Lunes', 1, 'https://red.example/a.mp3');
    INSERT INTO as_run (started_at, kind, title, feed, earlier_note) VALUES ('2026-11-23T11:00:00.000Z', 'show', 'Lunes', 'Red', 'n');
    INSERT INTO as_run (started_at, kind, title) VALUES ('2026-11-23T11:30:00.000Z', 'music', 'Tema');
  `);
  return db;
}

describe('migration syndicated-kinds: shows and the as-run learn the kind syndicated', () => {
  it('rebuilds both tables keeping every row, column, index and the rows that point at them', () => {
    const db = databaseBefore(path.join(dir, 'before.db'));
    const indexes = () =>
      db
        .prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name IN ('shows','as_run') ORDER BY name")
        .pluck()
        .all();
    const indexesBefore = indexes();

    migrate(db);

    expect(
      db.prepare('SELECT id, kind, earlier_flag AS flag, repeat_of_show_id AS of FROM shows ORDER BY id').all(),
    ).toEqual([
      { id: 1, kind: 'syndicated', flag: 1, of: null },
      { id: 2, kind: 'repeat', flag: 0, of: 1 },
    ]);
    // Nothing cascaded from the dropped table: the show's rules, presenters, exceptions and feed are all there.
    for (const child of ['show_rules', 'show_presenters', 'show_exceptions', 'show_syndication', 'syndicated_episodes'])
      expect(db.prepare(`SELECT COUNT(*) FROM ${child} WHERE show_id = 1`).pluck().get(), child).toBe(1);
    expect(db.prepare('SELECT kind, title, feed, earlier_note AS note FROM as_run ORDER BY started_at').all()).toEqual([
      { kind: 'syndicated', title: 'Lunes', feed: 'Red', note: 'n' },
      { kind: 'music', title: 'Tema', feed: null, note: null },
    ]);
    // Every index the two tables had is still there (later migrations may add their own).
    expect(indexes().filter((name) => indexesBefore.includes(name))).toEqual(indexesBefore);
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(db.pragma('foreign_key_check')).toEqual([]);

    // The widened CHECKs still refuse what is no kind, and the foreign keys still act on the rebuilt table.
    db.prepare("INSERT INTO shows (name, slug, kind) VALUES ('Otra', 'otra', 'syndicated')").run();
    expect(() => db.prepare("INSERT INTO shows (name, slug, kind) VALUES ('Mala', 'mala', 'podcast')").run()).toThrow(
      /CHECK/,
    );
    expect(() => db.prepare("INSERT INTO as_run (started_at, kind, title) VALUES ('x', 'podcast', 't')").run()).toThrow(
      /CHECK/,
    );
    db.prepare('DELETE FROM shows WHERE id = 1').run();
    expect(db.prepare('SELECT COUNT(*) FROM show_rules').pluck().get()).toBe(0);
    expect(db.prepare('SELECT repeat_of_show_id FROM shows WHERE id = 2').pluck().get()).toBeNull();
    db.close();
  });
});
