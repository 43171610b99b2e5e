import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instantOf } from '../../../shared/station/station-time';
import { type Db, openDatabase } from '../db/database';
import { createStationEvents } from '../events/station-events';
import { createPlannerData } from '../programming/planner/planner-data';
import { createProgramming } from '../programming/planner/programming';
import { createRepos, type Repos } from '../repos/index';
import { seedDemoMusicScheduling } from './music-scheduling';
import { DEMO_TRACKS } from './songs';

const TZ = 'Europe/Madrid';

/** The demo's music scheduling on a real SQLite file, with the demo's own songs as rows (no audio needed). */
describe('the demo station’s categories, clocks and grid', () => {
  let dir: string;
  let db: Db;
  let repos: Repos;

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-demo-clocks-'));
    db = openDatabase(path.join(dir, 'emisora.db'));
    repos = createRepos(db, createStationEvents());
    for (const [i, t] of DEMO_TRACKS.entries())
      repos.tracks.create({
        ...{ title: t.title, artist: t.artist, album: t.album, duration: t.seconds },
        ...{ fileName: `demo-${i}.mp3`, coverFile: null, uploadedBy: 1 },
      });
    seedDemoMusicScheduling({ repos });
  });
  afterAll(() => {
    db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('seeds three categories holding every song, a day and a night clock over the week, and separation rules', () => {
    const categories = repos.categories.list();
    expect(categories.map((c) => c.name).sort()).toEqual(['Acústicos', 'Mediterráneo', 'Nocturnos']);
    expect(categories.reduce((n, c) => n + c.trackCount, 0)).toBe(DEMO_TRACKS.length);
    expect(repos.clocks.list().map((c) => [c.name, c.isDefault])).toEqual([
      ['Día', false],
      ['Noche', true],
    ]);
    const day = repos.clocks.list().find((c) => c.name === 'Día')!;
    // Every day of the week, 07:00 to 20:00, has the day clock; the night clock is the default.
    expect(repos.clocks.grid().cells.filter((c) => c.clockId === day.id)).toHaveLength(7 * 14);
    expect(repos.clocks.clockAt(3, 12)?.name).toBe('Día');
    expect(repos.clocks.clockAt(6, 2)?.name).toBe('Noche');
    expect(repos.separation.station()).toEqual({ artistMin: 3, titleMin: 6, albumMin: 0, featuredArtist: true });
  });

  it('airs the clocks from the first start: day hours and night hours pick from their clocks’ categories', () => {
    const monday = instantOf('2026-11-30', '00:00', TZ);
    const p = createProgramming({
      ...{ data: createPlannerData(db, repos, () => TZ), tracks: repos.tracks, timeZone: TZ, seed: 3 },
      now: () => monday,
      settings: () => ({ jingleEvery: 0, adBreakMinutes: [] }),
    });
    const id = (name: string) => repos.categories.idByName(name);
    const items = p.log(monday, monday + 86_400_000, 0);
    const at = (hour: number) =>
      items.filter((i) => i.plannedAt >= monday + hour * 3_600_000 && i.plannedAt < monday + (hour + 1) * 3_600_000);
    expect(new Set(at(3).map((i) => i.categoryId))).toEqual(
      new Set([id('Nocturnos'), id('Acústicos'), id('Mediterráneo')]),
    );
    expect(at(3)[0]!.categoryId).toBe(id('Nocturnos'));
    expect(at(12)[0]!.categoryId).toBe(id('Mediterráneo'));
    expect(at(12)[1]!.categoryId).toBe(id('Acústicos'));
  });

  it('leaves a station the music director has already shaped alone on a second run', () => {
    const before = { clocks: repos.clocks.list(), grid: repos.clocks.grid(), categories: repos.categories.list() };
    seedDemoMusicScheduling({ repos });
    expect({ clocks: repos.clocks.list(), grid: repos.clocks.grid(), categories: repos.categories.list() }).toEqual(
      before,
    );
  });
});
