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
// A pinned Wednesday: the planner starts on the injected clock, the as-run rows are written at pinned instants.
const NOW = instantOf('2026-12-02', '18:00', TZ);
const MINUTE = 60_000;

/** The separation rules remember what aired before a restart, from the as-run, and hold across a show boundary. */
describe('separation history', () => {
  let dir: string;
  let db: Db;
  let repos: Repos;

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-sep-history-'));
    db = openDatabase(path.join(dir, 'emisora.db'));
    repos = createRepos(db, createStationEvents());
    for (const [title, artist] of [
      ['Uno', 'Marea'],
      ['Dos', 'Marea'],
      ['Tres', 'Brisa'],
    ] as const)
      repos.tracks.create({
        ...{ title, artist, album: null, duration: 240 },
        ...{ fileName: `${title}.mp3`, coverFile: null, uploadedBy: 1 },
      });
    repos.separation.set({ artistMin: 60, titleMin: 0, albumMin: 0, featuredArtist: true });
    // Before the restart: Marea aired ten minutes ago, and a song by someone else a week and a day ago.
    for (const [artist, title, at] of [
      ['Faro', 'Viejo', NOW - 8 * 86_400_000],
      ['Marea', 'Uno', NOW - 10 * MINUTE],
    ] as const) {
      const id = repos.asRun.open({
        ...{ startedAt: new Date(at).toISOString(), kind: 'music', trackId: null, title, artist, album: null },
        ...{ show: null, presenter: null, campaignId: null, campaign: null },
      });
      repos.asRun.close(id, new Date(at + 4 * MINUTE).toISOString(), 240);
    }
  });
  afterAll(() => {
    db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** The planner as the engine builds it after a restart: its separation state read from the as-run. */
  const restarted = () =>
    createProgramming({
      ...{ data: createPlannerData(db, repos, () => TZ), tracks: repos.tracks, timeZone: TZ, seed: 5, now: () => NOW },
      settings: () => ({ jingleEvery: 0, adBreakMinutes: [] }),
      aired: (since) => repos.asRun.songsSince(new Date(since).toISOString()),
    });

  it('a restart does not forget the artist that aired ten minutes before it', () => {
    const [first, second] = restarted().forecast(NOW, 0);
    expect(first!.track.artist).toBe('Brisa');
    expect(first!.violations).toBeUndefined();
    // Then only Marea can follow Brisa: the note counts from the airing before the restart (10 + 4 minutes).
    expect(second!.track.artist).toBe('Marea');
    expect(second!.violations).toEqual([
      { rule: 'artist', message: 'separación de artista reducida a 14 min: 3 canciones en la rotación' },
    ]);
  });

  it('reads back a week only', () => {
    const week = repos.asRun.songsSince(new Date(NOW - 7 * 86_400_000).toISOString());
    expect(week.map((s) => s.artist)).toEqual(['Marea']);
  });
});
