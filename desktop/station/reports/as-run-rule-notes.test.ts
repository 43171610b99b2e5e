import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '../db/database';
import { createStationEvents } from '../events/station-events';
import type { PlannedItem } from '../programming/planner/planned-item';
import { createPlannerData } from '../programming/planner/planner-data';
import { createRepos, type Repos } from '../repos/index';
import { createAsRunBooks } from './as-run-books';

/** The as-run row of a song keeps the note of the separation rule the planner relaxed for it. */
describe('the as-run and separation notes', () => {
  let dir: string;
  let db: Db;
  let repos: Repos;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-asrun-notes-'));
    db = openDatabase(path.join(dir, 'emisora.db'));
    repos = createRepos(db, createStationEvents());
  });
  afterAll(() => {
    db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('carries the planned item’s violations, and none for a song that kept every rule', () => {
    const track = repos.tracks.create({
      ...{ title: 'Marea', artist: 'Ola', album: null, duration: 200 },
      ...{ fileName: 'm.mp3', coverFile: null, uploadedBy: 1 },
    });
    const plannerData = createPlannerData(db, repos, () => 'Europe/Madrid');
    const clock = { now: () => Date.parse('2026-11-29T09:00:00.000Z'), monotonic: () => 0 };
    const books = createAsRunBooks({ repos, plannerData, clock, config: { timezone: 'Europe/Madrid' } }, () => 0);
    const message = 'separación de artista reducida a 25 min: 3 canciones en la categoría';
    const planned = { violations: [{ rule: 'artist', message }] } as unknown as PlannedItem;
    const item = { kind: 'rotation' as const, trackId: track.id, title: 'Marea', artist: 'Ola', album: null };
    books.onAir({ ...item, planned, coverImageUrl: null, duration: 200 }, '2026-11-29T09:00:00.000Z');
    books.onAir({ ...item, planned: null, coverImageUrl: null, duration: 200 }, '2026-11-29T09:04:00.000Z');
    const { items } = repos.asRun.page({ from: '2026-11-29T00:00:00.000Z', to: '2026-11-30T00:00:00.000Z' }, 0, 10);
    expect(items.map((i) => i.ruleNotes)).toEqual([message, null]);
  });

  it('says how an item met a hard event’s mark: the filler closed the gap, or the song was faded there', () => {
    const track = repos.tracks.create({
      ...{ title: 'Cama', artist: 'Estudio', album: null, duration: 40 },
      ...{ fileName: 'c.mp3', coverFile: null, uploadedBy: 1 },
    });
    const plannerData = createPlannerData(db, repos, () => 'Europe/Madrid');
    const clock = { now: () => Date.parse('2026-11-30T09:00:00.000Z'), monotonic: () => 0 };
    const books = createAsRunBooks({ repos, plannerData, clock, config: {} }, () => 0);
    const item = { kind: 'rotation' as const, trackId: track.id, title: 'Cama', artist: 'Estudio', album: null };
    const at = ['2026-11-30T09:58:00.000Z', '2026-11-30T09:59:00.000Z', '2026-11-30T09:59:30.000Z'];
    for (const [n, fill] of (['filler', 'fade', undefined] as const).entries()) {
      const planned = { fill } as unknown as PlannedItem;
      books.onAir({ ...item, planned, coverImageUrl: null, duration: 40 }, at[n]!);
    }
    const { items } = repos.asRun.page({ from: '2026-11-30T00:00:00.000Z', to: '2026-12-01T00:00:00.000Z' }, 0, 10);
    expect(items.filter((i) => i.title === 'Cama').map((i) => i.fill)).toEqual(['filler', 'fade', null]);
  });
});
