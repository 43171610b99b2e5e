import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { afterAll, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '../../db/database';
import { createRepos } from '../../repos/index';
import { createProgramming } from './programming';
import { createPlannerData } from './planner-data';
import { instantOf } from '../../../../shared/station/station-time';

const TZ = 'Europe/Madrid';
const DECISIONS = 300;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** A real SQLite file with `count` tracks over count/10 artists, and the median cost of one rotation decision. */
function rotationCost(dir: string, count: number): { median: number; db: Db } {
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
  const times: number[] = [];
  let lastArtist = '';
  for (let i = 0; i < DECISIONS; i++) {
    const t0 = performance.now();
    const item = programming.next(at);
    times.push(performance.now() - t0);
    expect(item).toBeTruthy();
    // The no-same-artist rule still holds on a big library.
    expect(item!.track.artist).not.toBe(lastArtist);
    lastArtist = item!.track.artist;
    at += 180_000;
  }
  return { median: median(times), db };
}

/** Each rotation pick costs the same with 200 tracks or 20,000 (no read of the whole library per pick). */
describe('rotation cost on a big library', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-rotation-cost-'));
  const dbs: Db[] = [];
  afterAll(() => {
    for (const db of dbs) db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('picks from 20,000 tracks in well under 5 ms, not much slower than from 200', () => {
    const small = rotationCost(dir, 200);
    const big = rotationCost(dir, 20_000);
    dbs.push(small.db, big.db);
    expect(big.median).toBeLessThan(5);
    // Floor the small median so timer noise on a tiny number cannot make the ratio flaky.
    expect(big.median).toBeLessThan(5 * Math.max(small.median, 0.05));
  });
});
