import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate } from './database';
import { MIGRATIONS } from './migrations/index';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-db-kinds-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

// By name, not number: a migration merged from another branch may take the number before it.
const version = MIGRATIONS.find((m) => m.name === 'track-kinds')!.version;

describe('migration track-kinds: every track gets a kind from how the station already uses it', () => {
  it('spots of campaigns, jingles of jingles lists and programme recordings; everything else is music', () => {
    const db = new Database(path.join(dir, 'before.db'));
    for (const m of MIGRATIONS.filter((m) => m.version < version)) db.exec(m.sql);
    db.pragma(`user_version = ${version - 1}`);
    const track = db.prepare(
      "INSERT INTO tracks (title, artist, duration, file_name, uploaded_by) VALUES (?, 'X', 30, ?, 1)",
    );
    const id = (title: string) => Number(track.run(title, `${title}.mp3`).lastInsertRowid);
    const [song, listed, jingle, spot, show, both] = ['song', 'listed', 'jingle', 'spot', 'show', 'both'].map(id) as [
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    const list = db.prepare('INSERT INTO playlists (name, kind) VALUES (?, ?)');
    const jingles = Number(list.run('Caretas', 'jingles').lastInsertRowid);
    const music = Number(list.run('Tarde', 'music').lastInsertRowid);
    const entry = db.prepare('INSERT INTO playlist_tracks (playlist_id, track_id, position) VALUES (?, ?, ?)');
    entry.run(jingles, jingle, 0);
    entry.run(jingles, both, 1);
    entry.run(music, listed, 0);
    const campaign = db.prepare(
      "INSERT INTO campaigns (advertiser, title, spot_track_id, start_date, end_date, spots, daypart) VALUES ('A', 'B', ?, '2026-01-01', '2026-01-31', 10, 'any')",
    );
    campaign.run(spot);
    // A track in a jingles list that is also sold as a spot is an advert.
    campaign.run(both);
    db.prepare(
      "INSERT INTO schedule_programs (date, start, end, title, type, show_track_id) VALUES ('2026-01-03', '10:00', '11:00', 'P', 'talk', ?)",
    ).run(show);

    migrate(db);
    const kinds = Object.fromEntries(
      (db.prepare('SELECT title, kind FROM tracks').all() as Array<{ title: string; kind: string }>).map((r) => [
        r.title,
        r.kind,
      ]),
    );
    expect(kinds).toEqual({
      song: 'music',
      listed: 'music',
      jingle: 'jingle',
      spot: 'spot',
      show: 'show',
      both: 'spot',
    });
    // A track written the old way (no kind named) is a song; the column refuses anything but the four kinds.
    expect(db.prepare('SELECT kind FROM tracks WHERE id = ?').pluck().get(id('new'))).toBe('music');
    expect(() => db.prepare("UPDATE tracks SET kind = 'advert' WHERE id = ?").run(song)).toThrow(/CHECK/);
    // (A kind written later is published as a library change: events/station-events.test.ts.)
    db.close();
  });
});
