import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instantOf } from '../../../../shared/station/station-time';
import { type Db, openDatabase } from '../../db/database';
import { createPlannerData } from '../../programming/planner/planner-data';
import { createProgramming } from '../../programming/planner/programming';
import { createRepos, type Repos } from '../../repos/index';
import { planSeedOf } from './plan-seed';

const TZ = 'Europe/Madrid';
const NOW = instantOf('2026-11-30', '10:00', TZ);

/** A studio's database and a standby's copy of it (the file copied, as a backup restored would be). */
describe("the plan's seed, kept in the database", () => {
  let dir: string;
  const dbs: Db[] = [];
  let studio: Repos;
  let standby: Repos;

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-plan-seed-'));
    const studioFile = path.join(dir, 'studio.db');
    const first = openDatabase(studioFile);
    const repos = createRepos(first);
    for (let i = 0; i < 40; i++)
      repos.tracks.create({
        ...{ title: `Canción ${i}`, artist: `Artista ${i % 13}`, album: null, duration: 180 + i },
        ...{ fileName: `c${i}.mp3`, coverFile: null, uploadedBy: 1 },
      });
    // The studio's first start made its seed.
    planSeedOf(repos.settings);
    first.close();
    fs.copyFileSync(studioFile, path.join(dir, 'standby.db'));
    dbs.push(openDatabase(studioFile), openDatabase(path.join(dir, 'standby.db')));
    studio = createRepos(dbs[0]!);
    standby = createRepos(dbs[1]!);
  });

  afterAll(() => {
    for (const db of dbs) db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const plan = (db: Db, repos: Repos) =>
    createProgramming({
      data: createPlannerData(db, repos, () => TZ),
      tracks: repos.tracks,
      timeZone: TZ,
      settings: () => ({ jingleEvery: 0, adBreakMinutes: [] }),
      seed: planSeedOf(repos.settings),
      now: () => NOW,
    })
      .log(NOW, NOW + 3_600_000, 2)
      .map((item) => item.track.title);

  it('is made once and read again at every start', () => {
    expect(planSeedOf(studio.settings)).toBe(planSeedOf(studio.settings));
  });

  it("a standby on the studio's copy plans the same hour, song by song", () => {
    const studioHour = plan(dbs[0]!, studio);
    expect(studioHour.length).toBeGreaterThan(15);
    expect(plan(dbs[1]!, standby)).toEqual(studioHour);
  });
});
