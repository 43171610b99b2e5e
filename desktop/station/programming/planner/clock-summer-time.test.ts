import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instantOf, nextDate, wallTime } from '../../../../shared/station/station-time';
import { type Db, openDatabase } from '../../db/database';
import { createStationEvents } from '../../events/station-events';
import { createRepos, type Repos } from '../../repos/index';
import { createPlannerData } from './planner-data';
import { createProgramming } from './programming';

const TZ = 'Europe/Madrid';
const CROSSFADE = 2;

/**
 * The summer-time Sundays of Europe/Madrid: the last of March has 23 hours (02:00 does not exist), the last of
 * October 25 (02:00 comes twice). Each real hour runs its own clock, with its news at :00:00.
 */
describe('hour clocks on summer-time days', () => {
  let dir: string;
  let db: Db;
  let repos: Repos;
  const category: Record<string, number> = {};

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-clock-dst-'));
    db = openDatabase(path.join(dir, 'emisora.db'));
    repos = createRepos(db, createStationEvents());
    for (const [name, count, seconds] of [
      ['Noche', 20, 190],
      ['Día', 20, 230],
      ['Noticias', 3, 90],
    ] as const) {
      category[name] = repos.categories.create({ name }).id;
      for (let i = 0; i < count; i++) {
        const track = repos.tracks.create({
          ...{ title: `${name} ${i}`, artist: `${name} ${i}`, album: null, duration: seconds + ((i * 37) % 71) },
          ...{ fileName: `${name}-${i}.mp3`, coverFile: null, uploadedBy: 1 },
        });
        repos.tracks.update(track.id, { categoryIds: [category[name]!] });
      }
    }
    const clockOf = (name: string) =>
      repos.clocks.create({
        name,
        events: [
          { type: 'hard', at: '00:00', event: { type: 'category', categoryId: category.Noticias! } },
          { type: 'category', categoryId: category[name]! },
        ],
      }).id;
    const night = clockOf('Noche');
    const day = clockOf('Día');
    // Sunday (ISO 7) nights, 00:00 to 05:59, have the night clock; every other hour the day clock.
    repos.clocks.setGrid({
      cells: Array.from({ length: 6 }, (_, hour) => ({ day: 7, hour, clockId: night })),
      defaultClockId: day,
    });
  });
  afterAll(() => {
    db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  function dayLog(date: string) {
    const from = instantOf(date, '00:00', TZ);
    const to = instantOf(nextDate(date), '00:00', TZ);
    const p = createProgramming({
      ...{ data: createPlannerData(db, repos, () => TZ), tracks: repos.tracks, timeZone: TZ, seed: 4 },
      ...{ now: () => from, crossfadeSeconds: () => CROSSFADE },
      settings: () => ({ jingleEvery: 0, adBreakMinutes: [] }),
    });
    // The next day's first news may land up to 2 s before midnight: it is that day's.
    return { from, to, items: p.log(from, to, CROSSFADE).filter((i) => i.plannedAt < to - 2_000) };
  }

  for (const [date, hours, wallHours] of [
    ['2026-03-29', 23, [0, 1, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23]],
    ['2026-10-25', 25, [0, 1, 2, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23]],
  ] as const)
    it(`${date}: ${hours} news, each within 2 s of a real hour, and every song from its hour's clock`, () => {
      const { from, to, items } = dayLog(date);
      expect(to - from).toBe(hours * 3_600_000);
      const news = items.filter((i) => i.categoryId === category.Noticias);
      expect(news).toHaveLength(hours);
      news.forEach((item, n) => {
        expect(Math.abs(item.plannedAt - (from + n * 3_600_000))).toBeLessThanOrEqual(2_000);
      });
      expect(news.map((i) => Number(wallTime(i.plannedAt + 2_000, TZ).time.slice(0, 2)))).toEqual(wallHours);
      // A song belongs to the clock of the hour it starts in: night until 05:59, day after.
      for (const song of items.filter((i) => i.categoryId !== category.Noticias)) {
        const hour = Number(wallTime(song.plannedAt + 2_000, TZ).time.slice(0, 2));
        expect(song.categoryId, wallTime(song.plannedAt, TZ).time).toBe(hour < 6 ? category.Noche : category.Día);
      }
    });
});
