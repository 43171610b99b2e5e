import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instantOf } from '../../../../shared/station/station-time';
import { type Db, openDatabase } from '../../db/database';
import { createStationEvents } from '../../events/station-events';
import { createRepos, type Repos } from '../../repos/index';
import { airSeconds } from './fill-to-time';
import type { ForecastItem } from './planned-item';
import { createPlannerData } from './planner-data';
import { createProgramming } from './programming';

const TZ = 'Europe/Madrid';
// A pinned Monday: the planner runs on the injected clock; the machine's date and zone never enter.
const MONDAY = instantOf('2026-11-30', '00:00', TZ);
const DAY_MS = 86_400_000;
const CROSSFADE = 2;
const TOLERANCE_MS = 2_000;

/** A seeded generator, so the library's lengths are the same on every run. */
function lengths(seed: number) {
  let s = seed >>> 0;
  return (from: number, to: number) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return from + (s / 2 ** 32) * (to - from);
  };
}

/** Hard events on the second over a whole day of real song lengths (cue-in to cue-out), with and without a filler. */
describe('fill to time', () => {
  let dir: string;
  let db: Db;
  let repos: Repos;
  const category: Record<string, number> = {};

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-fill-'));
    db = openDatabase(path.join(dir, 'emisora.db'));
    repos = createRepos(db, createStationEvents());
    const random = lengths(42);
    // Songs of 2:30 to 5:30 with silences trimmed by their cue points; the news 1 to 2 minutes; beds and jingles.
    const spec: Array<[string, number, number, number]> = [
      ['Novedades', 40, 150, 330],
      ['Clásicos', 40, 150, 330],
      ['Noticias', 4, 60, 120],
      ['Relleno', 6, 4, 40],
    ];
    for (const [name, count, shortest, longest] of spec) {
      category[name] = repos.categories.create({ name }).id;
      for (let i = 0; i < count; i++) {
        const duration = Math.round(random(shortest, longest) * 10) / 10;
        const track = repos.tracks.create({
          ...{ title: `${name} ${i}`, artist: `${name} artista ${i}`, album: null, duration },
          ...{ fileName: `${name}-${i}.mp3`, coverFile: null, uploadedBy: 1 },
        });
        repos.tracks.update(track.id, { categoryIds: [category[name]!] });
        const cueIn = name === 'Relleno' ? 0 : Math.round(random(0.2, 2.5) * 10) / 10;
        const cueOut = name === 'Relleno' ? null : Math.round((duration - random(0.5, 6)) * 10) / 10;
        repos.tracks.saveAnalysis(track.id, { cueIn, cueOut, introSec: null, nextStartSec: null, loudnessLufs: null });
      }
    }
  });
  afterAll(() => {
    db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  function programming() {
    return createProgramming({
      ...{ data: createPlannerData(db, repos, () => TZ), tracks: repos.tracks, timeZone: TZ, seed: 3 },
      ...{ now: () => MONDAY, crossfadeSeconds: () => CROSSFADE },
      settings: () => ({ jingleEvery: 0, adBreakMinutes: [] }),
    });
  }

  function useClock(withFiller: boolean) {
    const name = withFiller ? 'Con relleno' : 'Sin relleno';
    const clock = repos.clocks.create({
      name,
      events: [
        { type: 'hard', at: '00:00', event: { type: 'category', categoryId: category.Noticias! } },
        { type: 'category', categoryId: category.Novedades! },
        { type: 'category', categoryId: category.Clásicos! },
        { type: 'hard', at: '30:00', event: { type: 'category', categoryId: category.Noticias! } },
        ...(withFiller ? [{ type: 'filler' as const, categoryId: category.Relleno! }] : []),
      ],
    });
    repos.clocks.setGrid({ cells: [], defaultClockId: clock.id });
  }

  /** The air's own decisions over a day: each item starts when the one before begins its crossfade out. */
  function airDay() {
    const p = programming();
    const items: ForecastItem[] = [];
    for (let at = MONDAY; at < MONDAY + DAY_MS; ) {
      const item = p.next(at)!;
      items.push({ ...item, plannedAt: at });
      at += Math.max(1, airSeconds(item.track) - CROSSFADE) * 1000;
    }
    return { items, log: programming().log(MONDAY, MONDAY + DAY_MS, CROSSFADE) };
  }

  function hardStarts(items: ForecastItem[]) {
    return items.filter((i) => i.categoryId === category.Noticias).map((i) => i.plannedAt);
  }
  const marks = Array.from({ length: 48 }, (_, n) => MONDAY + n * 30 * 60_000);

  it('with a filler: all 48 news start within ±2 s of :00:00 and :30:00, no song is cut, the filler says so', () => {
    useClock(true);
    const { items, log } = airDay();
    const starts = hardStarts(items);
    expect(starts).toHaveLength(48);
    for (const [n, start] of starts.entries()) expect(Math.abs(start - marks[n]!)).toBeLessThanOrEqual(TOLERANCE_MS);
    const songs = items.filter((i) => i.categoryId === category.Novedades || i.categoryId === category.Clásicos);
    expect(songs.filter((i) => i.fill)).toEqual([]);
    for (const song of songs) expect(song.track.cueOut).toBe(repos.tracks.get(song.track.id)!.cueOut);
    // Most hours land by the songs' lengths alone; where they cannot, a filler closes the gap and is marked.
    const fillers = items.filter((i) => i.categoryId === category.Relleno);
    expect(fillers.every((i) => i.fill === 'filler')).toBe(true);
    // (4 of the 48 half-hours needed one with this seed.)
    expect(new Set(fillers.map((f) => f.plannedAt - (f.plannedAt % 1_800_000))).size).toBeLessThanOrEqual(12);
    // The log is the air's own run: the same items at the same instants.
    expect(log.map((i) => [i.track.id, i.plannedAt])).toEqual(items.map((i) => [i.track.id, i.plannedAt]));
  });

  it('without a filler: the news are still on the second; a song that cannot land is faded at the mark, and says so', () => {
    useClock(false);
    const { items } = airDay();
    const starts = hardStarts(items);
    expect(starts).toHaveLength(48);
    for (const [n, start] of starts.entries()) expect(Math.abs(start - marks[n]!)).toBeLessThanOrEqual(TOLERANCE_MS);
    const faded = items.filter((i) => i.fill === 'fade');
    // Choosing by length lands most half-hours (all but 3 of 48 with this seed); the rest are cut, each ending its
    // crossfade exactly on the mark.
    expect(faded.length).toBeLessThanOrEqual(12);
    for (const item of faded) {
      const next = items[items.indexOf(item) + 1]!;
      expect(item.plannedAt + (airSeconds(item.track) - CROSSFADE) * 1000).toBeCloseTo(next.plannedAt, -1);
    }
  });
});
