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
// A pinned Tuesday morning on the injected clock.
const TUESDAY_10 = instantOf('2026-12-01', '10:00', TZ);
const HOUR = 3_600_000;

/** A clock's break events air the campaigns' spots where the clock puts them, the hard one on its mark. */
describe('the break event of an hour clock', () => {
  let dir: string;
  let db: Db;
  let repos: Repos;
  let category = 0;
  let spotTrack = 0;

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-clock-breaks-'));
    db = openDatabase(path.join(dir, 'emisora.db'));
    repos = createRepos(db, createStationEvents());
    category = repos.categories.create({ name: 'Éxitos' }).id;
    for (let i = 0; i < 12; i++) {
      const track = repos.tracks.create({
        ...{ title: `Éxito ${i}`, artist: `Artista ${i}`, album: null, duration: 200 + i * 7 },
        ...{ fileName: `exito-${i}.mp3`, coverFile: null, uploadedBy: 1 },
      });
      repos.tracks.update(track.id, { categoryIds: [category] });
    }
    spotTrack = repos.tracks.create({
      ...{ title: 'Cuña', artist: 'Panadería', album: null, duration: 20, kind: 'spot' },
      ...{ fileName: 'cuna.mp3', coverFile: null, uploadedBy: 1 },
    }).id;
    // One spot owed in every break of the day: 48 breaks at :00 and :30.
    repos.campaigns.create({
      ...{ advertiser: 'Panadería', title: 'Pan', spotTrackId: spotTrack },
      ...{ startDate: '2026-12-01', endDate: '2026-12-01', spots: 48, daypart: 'any' },
    });
  });
  afterAll(() => {
    db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const programming = () =>
    createProgramming({
      ...{ data: createPlannerData(db, repos, () => TZ), tracks: repos.tracks, timeZone: TZ, seed: 9 },
      ...{ now: () => TUESDAY_10 - 60_000, crossfadeSeconds: () => 0 },
      settings: () => ({ jingleEvery: 0, adBreakMinutes: [0, 30] }),
    });

  it('in turn after the first song, and hard at :30:00; the minutes alone no longer place them', () => {
    const clock = repos.clocks.create({
      name: 'Con pausas',
      events: [
        { type: 'category', categoryId: category },
        { type: 'break' },
        { type: 'category', categoryId: category },
        { type: 'hard', at: '30:00', event: { type: 'break' } },
      ],
    });
    repos.clocks.setGrid({ cells: [], defaultClockId: clock.id });
    const hour = programming()
      .log(TUESDAY_10, TUESDAY_10 + HOUR, 0)
      .filter((i) => i.plannedAt < TUESDAY_10 + HOUR);
    const sources = hour.map((i) => i.source);
    // The :00 break's spot airs at the clock's break position, after the hour's first song, not at 10:00 itself.
    expect(sources.slice(0, 3)).toEqual(['rotation', 'spot', 'rotation']);
    expect(hour[1]!.breakAt).toBe(TUESDAY_10);
    const spots = hour.filter((i) => i.source === 'spot');
    expect(spots).toHaveLength(2);
    // The hard break starts on its mark (fill to time), and stands for the :30 break.
    expect(Math.abs(spots[1]!.plannedAt - (TUESDAY_10 + 30 * 60_000))).toBeLessThanOrEqual(2_000);
    expect(spots[1]!.breakAt).toBe(TUESDAY_10 + 30 * 60_000);
    // The in-turn break events after the first found nothing more owed this hour: no third spot.
  });

  it('a clock without break events leaves the breaks at the station’s minutes, as before', () => {
    const plain = repos.clocks.create({ name: 'Sin pausas', events: [{ type: 'category', categoryId: category }] });
    repos.clocks.setGrid({ cells: [], defaultClockId: plain.id });
    const hour = programming().log(TUESDAY_10, TUESDAY_10 + HOUR, 0);
    expect(hour[0]!.source).toBe('spot');
    expect(hour[0]!.breakAt).toBe(TUESDAY_10);
  });
});
