import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS } from './migrations/index';
import { migrate, openDatabase } from './database';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-db-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('database', () => {
  it('opens in WAL mode with foreign keys and applies every migration once', () => {
    const file = path.join(dir, 'a.db');
    const db = openDatabase(file);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    // a 512 KiB page cache, not better-sqlite3's 16 MB build default (memory held for the process's life)
    expect(db.pragma('cache_size', { simple: true })).toBe(-512);
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(db.pragma('user_version', { simple: true })).toBe(MIGRATIONS.at(-1)!.version);
    db.prepare("INSERT INTO settings (key, value) VALUES ('k', 'v')").run();
    db.close();

    const again = openDatabase(file);
    expect(migrate(again)).toBe(0);
    expect(again.prepare("SELECT value FROM settings WHERE key = 'k'").get()).toEqual({ value: 'v' });
    again.close();
  });

  it("migration 2 gives the demo's June 2025 days their spec name and leaves other days to the calendar", () => {
    const db = new Database(path.join(dir, 'v1.db'));
    db.exec(MIGRATIONS[0]!.sql);
    db.pragma('user_version = 1');
    const insert = db.prepare(
      "INSERT INTO schedule_programs (date, start, end, title, type) VALUES (?, '09:00', '11:00', 'x', 'music')",
    );
    insert.run('2025-06-08');
    insert.run('2025-07-01');
    expect(migrate(db)).toBe(MIGRATIONS.length - 1);
    expect(db.prepare('SELECT date, weekday FROM schedule_programs ORDER BY date').all()).toEqual([
      { date: '2025-06-08', weekday: 'Sábado' },
      { date: '2025-07-01', weekday: null },
    ]);
    db.close();
  });

  it('numbers migrations strictly upward from 1', () => {
    expect(MIGRATIONS.map((m) => m.version)).toEqual(MIGRATIONS.map((_, i) => i + 1));
  });
});
