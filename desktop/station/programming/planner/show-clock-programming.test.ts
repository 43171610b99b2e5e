import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { showInputSchema } from '../../../../shared/schemas/programming/shows';
import { instantOf } from '../../../../shared/station/station-time';
import { type Db, openDatabase } from '../../db/database';
import { createStationEvents } from '../../events/station-events';
import { createRepos, type Repos } from '../../repos/index';
import { createPlannerData } from './planner-data';
import { createProgramming } from './programming';

const TZ = 'Europe/Madrid';
// A pinned Monday: the show airs 10:00–12:00 station time; the planner's clock is injected, never the machine's.
const MONDAY_09 = instantOf('2026-11-30', '09:00', TZ);
const MONDAY_10 = instantOf('2026-11-30', '10:00', TZ);
const MONDAY_12 = instantOf('2026-11-30', '12:00', TZ);

describe('a music show that follows a clock', () => {
  let dir: string;
  let db: Db;
  let repos: Repos;
  const category: Record<string, number> = {};

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-show-clock-'));
    db = openDatabase(path.join(dir, 'emisora.db'));
    repos = createRepos(db, createStationEvents());
    for (const name of ['Día', 'Jazz']) {
      category[name] = repos.categories.create({ name }).id;
      for (let i = 0; i < 8; i++) {
        const track = repos.tracks.create({
          ...{ title: `${name} ${i}`, artist: `${name} artista ${i}`, album: null, duration: 180 },
          ...{ fileName: `${name}-${i}.mp3`, coverFile: null, uploadedBy: 1 },
        });
        repos.tracks.update(track.id, { categoryIds: [category[name]!] });
      }
    }
    const grid = repos.clocks.create({ name: 'Día', events: [{ type: 'category', categoryId: category.Día! }] });
    const jazz = repos.clocks.create({ name: 'Jazz', events: [{ type: 'category', categoryId: category.Jazz! }] });
    repos.clocks.setGrid({ cells: [], defaultClockId: grid.id });
    const { rules, presenterIds, ...fields } = showInputSchema.parse({
      ...{ name: 'Jazz de mañana', kind: 'music', clockId: jazz.id },
      rules: [{ days: [1], start: '10:00', durationMin: 120 }],
    });
    repos.shows.create({ ...fields, slug: 'jazz', colour: '#2563eb' }, presenterIds, rules);
  });
  afterAll(() => {
    db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('plays its own clock during its slot and the grid’s clock around it', () => {
    const p = createProgramming({
      ...{ data: createPlannerData(db, repos, () => TZ), tracks: repos.tracks, timeZone: TZ, seed: 5 },
      now: () => MONDAY_09,
      settings: () => ({ jingleEvery: 0, adBreakMinutes: [] }),
    });
    const items = p.log(MONDAY_09, MONDAY_12 + 3_600_000, 0);
    const inShow = items.filter((i) => i.plannedAt >= MONDAY_10 + 180_000 && i.plannedAt < MONDAY_12);
    const around = items.filter((i) => i.plannedAt < MONDAY_10 || i.plannedAt >= MONDAY_12 + 180_000);
    expect(inShow.length).toBeGreaterThan(30);
    expect(new Set(inShow.map((i) => i.categoryId))).toEqual(new Set([category.Jazz]));
    expect(new Set(around.map((i) => i.categoryId))).toEqual(new Set([category.Día]));
  });
});
