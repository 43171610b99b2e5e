import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instantOf } from '../../../../shared/station/station-time';
import { type Db, openDatabase } from '../../db/database';
import { createStationEvents } from '../../events/station-events';
import { createRepos, type Repos } from '../../repos/index';
import { createPlannerData } from './planner-data';
import { createProgramming } from './programming';

const TZ = 'Europe/Madrid';
// Pinned instants (a Sunday and the Monday after): the planner's clock is injected, never the machine's.
const SUNDAY_10 = instantOf('2026-11-29', '10:00', TZ);

/** Hour clocks and the grid on the real planner and a real SQLite file. */
describe('the planner follows the hour’s clock', () => {
  let dir: string;
  let db: Db;
  let repos: Repos;
  const events = createStationEvents();
  const category: Record<string, number> = {};

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-clocks-'));
    db = openDatabase(path.join(dir, 'emisora.db'));
    repos = createRepos(db, events);
    for (const name of ['Novedades', 'Clásicos', 'Noticias']) {
      category[name] = repos.categories.create({ name }).id;
      for (let i = 0; i < 6; i++) {
        const track = repos.tracks.create({
          ...{ title: `${name} ${i}`, artist: `${name} artista ${i}`, album: null, duration: 180 },
          ...{ fileName: `${name}-${i}.mp3`, coverFile: null, uploadedBy: 1 },
        });
        repos.tracks.update(track.id, { categoryIds: [category[name]!] });
      }
    }
  });
  afterAll(() => {
    db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const programming = () =>
    createProgramming({
      ...{
        data: createPlannerData(db, repos, () => TZ),
        tracks: repos.tracks,
        timeZone: TZ,
        seed: 11,
        now: () => SUNDAY_10,
      },
      settings: () => ({ jingleEvery: 0, adBreakMinutes: [] }),
    });
  /** Resolves when the next programming change is published (the database layer publishes after the commit). */
  const published = () =>
    new Promise<void>((resolve) => {
      const listening = events.programming.event(() => {
        listening.dispose();
        resolve();
      });
    });
  const categoryOf = (trackId: number) => repos.categories.ofTracks([trackId]).get(trackId)?.[0];
  const names = (ids: number[]) =>
    ids.map((id) => Object.entries(category).find(([, c]) => c === categoryOf(id))?.[0] ?? 'otra');

  it('a grid change takes the next pick, no restart: categories in the clock’s order, the hard event at its mark', async () => {
    const p = programming();
    const before = p.forecast(SUNDAY_10, 0).slice(0, 6);
    expect(new Set(names(before.map((i) => i.track.id))).size).toBeGreaterThan(1);
    const day = repos.clocks.create({
      name: 'Día',
      events: [
        { type: 'category', categoryId: category.Novedades! },
        { type: 'category', categoryId: category.Clásicos! },
        { type: 'hard', at: '30:00', event: { type: 'category', categoryId: category.Noticias! } },
        { type: 'filler', categoryId: category.Noticias! },
      ],
    });
    // Sunday is ISO day 7; 10:00 to 11:59 take the day clock.
    repos.clocks.setGrid({
      cells: [
        { day: 7, hour: 10, clockId: day.id },
        { day: 7, hour: 11, clockId: day.id },
      ],
    });
    const hour = p.forecast(SUNDAY_10, 0).filter((i) => i.plannedAt < SUNDAY_10 + 3_600_000);
    const order = names(hour.map((i) => i.track.id));
    const newsAt = order.indexOf('Noticias');
    expect(newsAt).toBeGreaterThan(0);
    // The news: the first decision at or after :30:00, once; the rest alternate, the filler never in turn.
    expect(hour[newsAt]!.plannedAt).toBeGreaterThanOrEqual(SUNDAY_10 + 30 * 60_000);
    expect(hour[newsAt - 1]!.plannedAt).toBeLessThan(SUNDAY_10 + 30 * 60_000);
    expect(order.filter((n) => n === 'Noticias')).toHaveLength(1);
    const music = order.filter((n) => n !== 'Noticias');
    expect(music).toEqual(music.map((_, i) => (i % 2 === 0 ? 'Novedades' : 'Clásicos')));
  });

  it('a new hour starts its clock from the top, and an hour without a clock nor default plays the library', () => {
    const p = programming();
    const at11 = SUNDAY_10 + 3_600_000;
    // Starting at 10:57 the clock is mid-hour; the first pick of 11:00 is the clock's first event.
    const items = p.forecast(at11 - 3 * 60_000, 0);
    const first11 = items.find((i) => i.plannedAt >= at11)!;
    expect(names([first11.track.id])).toEqual(['Novedades']);
    const monday = instantOf('2026-11-30', '10:00', TZ);
    const libraryHour = programming().forecast(monday, 0).slice(0, 12);
    expect(new Set(names(libraryHour.map((i) => i.track.id))).size).toBe(3);
  });

  it('the default clock fills the hours without their own', async () => {
    const night = repos.clocks.create({
      name: 'Noche',
      events: [{ type: 'category', categoryId: category.Clásicos! }],
    });
    const changed = published();
    repos.clocks.setGrid({ cells: [], defaultClockId: night.id });
    await changed;
    const monday = instantOf('2026-11-30', '03:00', TZ);
    const picks = programming().forecast(monday, 0).slice(0, 8);
    expect(new Set(names(picks.map((i) => i.track.id)))).toEqual(new Set(['Clásicos']));
  });

  it('the log runs the same seeded decisions over a whole day: the air takes what the log said', () => {
    const monday = instantOf('2026-11-30', '00:00', TZ);
    const p = programming();
    const day = p.log(monday, monday + 86_400_000, 0);
    // Three-minute songs for 24 hours, each with its clock category and planned start.
    expect(day.length).toBe(480);
    expect(day.at(-1)!.plannedAt).toBeLessThan(monday + 86_400_000);
    expect(new Set(day.map((i) => i.categoryId))).toEqual(new Set([category.Clásicos]));
    const aired = Array.from({ length: 5 }, (_, n) => p.next(monday + n * 180_000)!.track.id);
    expect(aired).toEqual(day.slice(0, 5).map((i) => i.track.id));
  });
});
