import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate, openDatabase } from './database';
import { MIGRATIONS } from './migrations/index';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-db-sqlite3-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

// By name, not number: a migration merged from another branch may take the number before it.
const version = MIGRATIONS.find((m) => m.name === 'sort-keys-stock-sqlite')!.version;

/** Debian's own shell (package sqlite3, installed by .ci/run): the tool an operator reaches for. */
async function shell(file: string, sql: string, mode = '-list'): Promise<string> {
  const { stdout } = await promisify(execFile)('/usr/bin/sqlite3', ['-bail', mode, file, sql]);
  return stdout;
}

const TRACKS: Array<[string, string, string | null]> = [
  ['¿Dónde estás?', 'Éxito', 'Àrbol'],
  ['Ñandú', 'Œuvre', null],
  ['Nube', 'l·lamp', 'Çà et là'],
  ['zeta', 'STRASSE', 'Straße'],
  ['Ábaco', 'ÿ', 'Æther'],
];

interface Keys {
  id: number;
  title_key: string;
  artist_key: string;
  album_key: string;
}
const KEYS = 'SELECT id, title_key, artist_key, album_key FROM tracks';

function insertAll(db: Database.Database): void {
  const insert = db.prepare(
    'INSERT INTO tracks (title, artist, album, duration, file_name, uploaded_by) VALUES (?, ?, ?, 30, ?, 1)',
  );
  for (const [i, [title, artist, album]] of TRACKS.entries()) insert.run(title, artist, album, `${i}.mp3`);
}

describe('migration sort-keys-stock-sqlite: the stock sqlite3 shell reads and writes the station database', () => {
  it('opens it, passes its integrity check, sorts by the keys and computes them on its own inserts', async () => {
    const file = path.join(dir, 'station.db');
    const db = openDatabase(file);
    insertAll(db);
    const ours = db.prepare<[], Keys>(`${KEYS} ORDER BY title_key, id`).all();
    db.close();

    expect((await shell(file, 'PRAGMA integrity_check;')).trim()).toBe('ok');
    const theirs = JSON.parse(await shell(file, `${KEYS} ORDER BY title_key, id;`, '-json')) as Keys[];
    expect(theirs).toEqual(ours);
    expect(theirs.map((k) => k.title_key)).toEqual(['abaco', 'donde estas?', 'nube', 'n{andu', 'zeta']);

    // A row the operator adds or fixes by hand in the shell sorts like one the app wrote.
    await shell(
      file,
      "INSERT INTO tracks (title, artist, album, duration, file_name, uploaded_by) VALUES ('Ósculo', 'Ça', NULL, 1, 'm.mp3', 1);" +
        "UPDATE tracks SET artist = 'Ñu' WHERE title = 'zeta';",
    );
    const after = openDatabase(file);
    expect(after.prepare("SELECT title_key, artist_key, album_key FROM tracks WHERE title = 'Ósculo'").get()).toEqual({
      title_key: 'osculo',
      artist_key: 'ca',
      album_key: '',
    });
    expect(after.prepare("SELECT artist_key FROM tracks WHERE title = 'zeta'").get()).toEqual({ artist_key: 'n{u' });
    after.close();
  });

  it('keeps every key, sort order and index of migration 12', () => {
    const db = new Database(path.join(dir, 'before.db'));
    for (const m of MIGRATIONS.filter((m) => m.version < version)) db.exec(m.sql);
    db.pragma(`user_version = ${version - 1}`);
    insertAll(db);
    const orders = ['title_key', 'artist_key', 'album_key'].map((key) => `${KEYS} ORDER BY ${key}, id`);
    const before = orders.map((sql) => db.prepare(sql).all());
    migrate(db);
    expect(orders.map((sql) => db.prepare(sql).all())).toEqual(before);
    for (const key of ['title', 'artist', 'album']) {
      const plan = db.prepare(`EXPLAIN QUERY PLAN SELECT id FROM tracks ORDER BY ${key}_key, id LIMIT 20`).all();
      expect(JSON.stringify(plan)).toContain(`USING INDEX tracks_${key}_key`);
    }
    db.close();
  });
});
