import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate } from './database';
import { MIGRATIONS } from './migrations/index';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-db-relay-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

// By name, not number: a migration merged from another branch may take the number before it.
const version = MIGRATIONS.find((m) => m.name === 'demo-relay-inactive')!.version;

describe('migration demo-relay-inactive: the demo relay that never answers is no longer active', () => {
  it("switches off the old demo's relay and leaves every other source as it was", () => {
    const db = new Database(path.join(dir, 'before.db'));
    for (const m of MIGRATIONS.filter((m) => m.version < version)) db.exec(m.sql);
    db.pragma(`user_version = ${version - 1}`);
    const insert = db.prepare('INSERT INTO streaming_sources (name, url, is_active) VALUES (?, ?, ?)');
    insert.run('Ràdio Portbou', '/stream', 1);
    insert.run('Relé Costa Brava Norte', 'https://relay.costabrava-radio.example.net/portbou.mp3', 1);
    insert.run('Relé de verdad', 'https://icecast.example.com/portbou.mp3', 1);
    migrate(db);
    const rows = db.prepare('SELECT name, is_active AS active FROM streaming_sources ORDER BY id').all();
    expect(rows).toEqual([
      { name: 'Ràdio Portbou', active: 1 },
      { name: 'Relé Costa Brava Norte', active: 0 },
      { name: 'Relé de verdad', active: 1 },
    ]);
    db.close();
  });
});
