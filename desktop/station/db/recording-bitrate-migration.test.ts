import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { createRecordingsRepo } from '../repos/archive/recordings';
import { migrate } from './database';
import { MIGRATIONS } from './migrations/index';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-db-bitrate-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('migration 11: each recording keeps its bitrate', () => {
  it('rows written before it (all at the air quality) read back as 128 kbps; new rows store their own', () => {
    const db = new Database(path.join(dir, 'v10.db'));
    const before = MIGRATIONS.filter((m) => m.version <= 10);
    for (const m of before) db.exec(m.sql);
    db.pragma('user_version = 10');
    db.prepare(
      "INSERT INTO recordings (kind, program_title, file_name, started_at) VALUES ('logger', 'Registro', 'a.mp3', '2026-01-01T10:00:00.000Z')",
    ).run();
    expect(migrate(db)).toBe(MIGRATIONS.length - before.length);
    const repo = createRecordingsRepo(db as never);
    expect(repo.open().map((r) => r.bitrateKbps)).toEqual([128]);
    const id = repo.create({
      kind: 'logger',
      title: 'Registro',
      fileName: 'b.mp3',
      startedAt: '2026-01-01T11:00:00.000Z',
      bitrateKbps: 8,
    });
    expect(repo.get(id)?.bitrateKbps).toBe(8);
    db.close();
  });
});
