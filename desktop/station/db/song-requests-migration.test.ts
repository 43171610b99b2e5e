import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate } from './database';
import { MIGRATIONS } from './migrations/index';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-db-requests-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

// By name, not number: a migration merged from another branch may take the number before it.
const version = MIGRATIONS.find((m) => m.name === 'song-requests')!.version;

describe('migration song-requests: songs are requestable, the station’s own material never', () => {
  it('marks existing songs requestable and jingles, spots and shows not; the triggers keep it so', () => {
    const db = new Database(path.join(dir, 'before.db'));
    for (const m of MIGRATIONS.filter((m) => m.version < version)) db.exec(m.sql);
    db.pragma(`user_version = ${version - 1}`);
    const insert = db.prepare(
      "INSERT INTO tracks (title, artist, duration, file_name, uploaded_by, kind) VALUES (?, 'X', 30, ?, 1, ?)",
    );
    for (const kind of ['music', 'jingle', 'spot', 'show']) insert.run(kind, `${kind}.mp3`, kind);

    migrate(db);
    const requestable = () =>
      Object.fromEntries(
        (
          db.prepare('SELECT title, requestable FROM tracks').all() as Array<{ title: string; requestable: number }>
        ).map((r) => [r.title, r.requestable]),
      );
    expect(requestable()).toEqual({ music: 1, jingle: 0, spot: 0, show: 0 });

    insert.run('new jingle', 'new-jingle.mp3', 'jingle');
    db.prepare("UPDATE tracks SET kind = 'spot' WHERE title = 'music'").run();
    db.prepare("UPDATE tracks SET kind = 'music' WHERE title = 'show'").run();
    expect(requestable()).toEqual({ music: 0, jingle: 0, spot: 0, show: 1, 'new jingle': 0 });
    expect(() => db.prepare("UPDATE tracks SET requestable = 1 WHERE title = 'jingle'").run()).toThrow(
      /only songs can be requested/,
    );
    db.close();
  });
});
