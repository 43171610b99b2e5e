import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate } from './database';
import { MIGRATIONS } from './migrations/index';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-db-syndication-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

// By name, not number: a migration merged from another branch may take the number before it.
const version = MIGRATIONS.find((m) => m.name === 'syndication')!.version;

describe('migration syndication: the as-run log keeps whatever an earlier migration gave it', () => {
  it('keeps the rows and a column added to as_run before it, and the log learns the feed', () => {
    const db = new Database(path.join(dir, 'before.db'));
    for (const m of MIGRATIONS.filter((m) => m.version < version)) db.exec(m.sql);
    // What a migration of another branch numbered before this one may have done (a note per row).
    db.exec('ALTER TABLE as_run ADD COLUMN earlier_note TEXT');
    db.pragma(`user_version = ${version - 1}`);
    db.prepare(
      "INSERT INTO as_run (started_at, kind, title, earlier_note) VALUES ('2027-01-11T10:00:00.000Z', 'music', 'Tema', 'nota')",
    ).run();

    migrate(db);
    expect(db.prepare('SELECT kind, title, earlier_note AS note, feed FROM as_run').all()).toEqual([
      { kind: 'music', title: 'Tema', note: 'nota', feed: null },
    ]);
    db.close();
  });
});
