import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '../db/database';
import { createProgramming } from '../programming/planner/programming';
import { createRepos } from '../repos/index';
import { createStationEvents, type StationEvents, type StationTopic, TABLE_TOPICS } from './station-events';

describe('station events', () => {
  let dir: string;
  let db: Db;
  let events: StationEvents;
  let heard: Array<{ topic: StationTopic; tables: readonly string[] }>;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-events-'));
    db = openDatabase(path.join(dir, 'emisora.db'));
    events = createStationEvents();
    createRepos(db, events);
    heard = [];
    for (const topic of ['library', 'programming', 'settings', 'outputs', 'users', 'requests'] as const)
      events[topic].event(({ tables }) => heard.push({ topic, tables }));
  });
  afterEach(() => {
    db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('classifies every table of the schema, so a new one must say what its writes change', () => {
    const tables = db
      .prepare<[], { name: string }>(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'tracks_fts_%'",
      )
      .all()
      .map((row) => row.name)
      .sort();
    expect(tables).toEqual(Object.keys(TABLE_TOPICS).sort());
  });

  it('publishes a write to every table with a topic, whatever statement made it (no repo needed)', () => {
    db.prepare("INSERT INTO users (username, password_hash, is_admin, created_at) VALUES ('ana', 'x', 0, 'now')").run();
    const user = Number(db.prepare<[], { id: number }>('SELECT id FROM users').get()!.id);
    const writes: Array<[StationTopic, string]> = [
      [
        'library',
        `INSERT INTO tracks (title, artist, album, duration, file_name, cover_file, uploaded_by, created_at) VALUES ('t', 'a', NULL, 60, 'f.mp3', NULL, ${user}, 'now')`,
      ],
      ['library', 'UPDATE tracks SET broken = 1'],
      [
        'programming',
        "INSERT INTO playlists (name, kind, shuffle, is_default, created_at) VALUES ('p', 'music', 1, 0, 'now')",
      ],
      [
        'programming',
        'INSERT INTO playlist_tracks (playlist_id, track_id, position) SELECT p.id, t.id, 0 FROM playlists p, tracks t',
      ],
      [
        'programming',
        "INSERT INTO schedule_programs (date, start, end, title, type) VALUES ('2030-01-01', '08:00', '09:00', 's', 'music')",
      ],
      [
        'settings',
        "INSERT INTO settings (key, value) VALUES ('jingle_every', '3') ON CONFLICT(key) DO UPDATE SET value = excluded.value",
      ],
      ['users', "UPDATE users SET is_admin = 1 WHERE username = 'ana'"],
      [
        'requests',
        "INSERT INTO song_requests (title, artist, created_at, listener_hash, address_hash) VALUES ('t', 'a', 'now', 'l', 'h')",
      ],
      ['requests', "UPDATE song_requests SET status = 'rejected'"],
    ];
    for (const [topic, sql] of writes) {
      heard = [];
      db.prepare(sql).run();
      expect(
        heard.map((h) => h.topic),
        sql,
      ).toEqual([topic]);
    }
    heard = [];
    db.prepare("UPDATE tracks SET broken = 0 WHERE title = 'nothing matches'").run();
    db.prepare("INSERT INTO audit_log (action) VALUES ('x')").run();
    expect(heard, 'a write that changed no row, or a table nobody caches').toEqual([]);
  });

  it('publishes once a transaction has committed, once per topic, and nothing for one rolled back', () => {
    const write = db.prepare<[string, string]>(
      'INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
    );
    const seenInside: number[] = [];
    db.transaction(() => {
      write.run('a', '1');
      write.run('b', '2');
      seenInside.push(heard.length);
    })();
    expect(seenInside).toEqual([0]);
    expect(heard).toEqual([{ topic: 'settings', tables: ['settings'] }]);
    heard = [];
    expect(() =>
      db.transaction(() => {
        write.run('c', '3');
        throw new Error('rolled back');
      })(),
    ).toThrow('rolled back');
    expect(heard).toEqual([]);
  });

  it('a track marked broken by a statement of its own leaves the rotation at the next decision', () => {
    const repos = createRepos(db, events);
    const uploader = repos.users.create('admin', 'x', true).id;
    const ids = ['Uno', 'Dos', 'Tres'].map(
      (title) =>
        repos.tracks.create({
          title,
          artist: title,
          album: null,
          duration: 180,
          fileName: `${title}.mp3`,
          coverFile: null,
          uploadedBy: uploader,
        }).id,
    );
    const at = Date.parse('2030-01-01T10:00:00Z');
    const programming = createProgramming({
      db,
      tracks: repos.tracks,
      timeZone: 'Europe/Madrid',
      settings: () => ({ jingleEvery: 0, adBreakMinutes: [] }),
      seed: 3,
      now: () => at,
      events,
    });
    expect(programming.next(at)).not.toBeNull();
    // As health/dead-air.ts does: its own statement, no repo, no call to anyone.
    db.prepare('UPDATE tracks SET broken = 1 WHERE id <> ?').run(ids[1]!);
    const titles = Array.from({ length: 6 }, (_, i) => programming.next(at + (i + 1) * 200_000)?.track.title);
    expect(new Set(titles)).toEqual(new Set(['Dos']));
  });
});
