import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '../../db/database';
import { createRepos } from '../../repos/index';
import { createProgramming } from './programming';
import { createPlannerData } from './planner-data';
import { instantOf } from '../../../../shared/station/station-time';

const TZ = 'Europe/Madrid';
const DECISIONS = 300;

/** A real SQLite file with `count` tracks over count/10 artists, and DECISIONS rotation picks checked one by one. */
function rotationPicks(dir: string, count: number): { picks: number; db: Db } {
  const db = openDatabase(path.join(dir, `library-${count}.db`));
  const insert = db.prepare(
    'INSERT INTO tracks (title, artist, album, duration, file_name, uploaded_by) VALUES (?, ?, ?, 180, ?, 1)',
  );
  db.transaction(() => {
    for (let i = 0; i < count; i++)
      insert.run(`Canción ${i}`, `Artista ${i % Math.max(2, count / 10)}`, `Álbum ${i % 500}`, `t${i}.mp3`);
  })();
  const repos = createRepos(db);
  const settings = { jingleEvery: 0, adBreakMinutes: [] as number[] };
  const start = instantOf('2026-06-01', '09:00', TZ);
  const programming = createProgramming({
    data: createPlannerData(db, repos, () => TZ),
    tracks: repos.tracks,
    timeZone: TZ,
    settings: () => settings,
    seed: 3,
    now: () => start,
  });
  let at = start;
  // Warm-up: the first decision reads the pool once (and again only when the library changes).
  for (let i = 0; i < 50; i++) {
    programming.next(at);
    at += 180_000;
  }
  let picks = 0;
  let lastArtist = '';
  for (let i = 0; i < DECISIONS; i++) {
    const item = programming.next(at);
    expect(item).toBeTruthy();
    // The no-same-artist rule still holds on a big library.
    expect(item!.track.artist).not.toBe(lastArtist);
    lastArtist = item!.track.artist;
    picks++;
    at += 180_000;
  }
  return { picks, db };
}

/**
 * The rotation on a big library keeps its rule pick after pick. What each pick costs (the same with 200 tracks or
 * 20,000: no read of the whole library per pick) is measured by `npm run bench:planner`, not timed here: a test on a
 * machine running the whole suite cannot tell a slow pick from a busy core.
 */
describe('rotation on a big library', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-rotation-cost-'));
  const dbs: Db[] = [];
  afterAll(() => {
    for (const db of dbs) db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('never puts the same artist twice in a row over 300 picks from 20,000 tracks', () => {
    const big = rotationPicks(dir, 20_000);
    dbs.push(big.db);
    expect(big.picks).toBe(DECISIONS);
  }, 120_000);
});
