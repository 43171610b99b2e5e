import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_DEFAULTS } from '../../../../shared/schemas/requests/requests';
import { instantOf } from '../../../../shared/station/station-time';
import { type Db, openDatabase } from '../../db/database';
import { createStationEvents } from '../../events/station-events';
import { createRepos, type Repos } from '../../repos/index';
import { createRequestFeed } from '../../requests/request-feed';
import { createPlannerData } from './planner-data';
import { createProgramming } from './programming';

const TZ = 'Europe/Madrid';
// A pinned Sunday: the planner runs on this instant, never on the machine's clock.
const NOW = instantOf('2026-11-29', '10:00', TZ);

/** The rules on the real planner and a real SQLite file: notes on the studio's next hour, requests that wait. */
describe('separation rules in the planner', () => {
  let dir: string;
  let db: Db;
  let repos: Repos;
  const ids: number[] = [];

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-separation-'));
    db = openDatabase(path.join(dir, 'emisora.db'));
    repos = createRepos(db, createStationEvents());
    // Three songs by two artists, four minutes each: an hour between the same artist cannot hold.
    for (const [title, artist] of [
      ['Uno', 'Marea'],
      ['Dos', 'Marea'],
      ['Tres', 'Brisa'],
    ] as const)
      ids.push(
        repos.tracks.create({
          ...{ title, artist, album: null, duration: 240 },
          ...{ fileName: `${title}.mp3`, coverFile: null, uploadedBy: 1 },
        }).id,
      );
    repos.settings.updateRequests({ ...REQUEST_DEFAULTS });
  });
  afterAll(() => {
    db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const programming = () =>
    createProgramming({
      ...{ data: createPlannerData(db, repos, () => TZ), tracks: repos.tracks, timeZone: TZ, seed: 5, now: () => NOW },
      settings: () => ({ jingleEvery: 0, adBreakMinutes: [] }),
      requests: createRequestFeed(repos, () => undefined),
    });

  it('without rules nothing is noted; with them the next hour carries the Spanish note of each relaxed rule', () => {
    expect(
      programming()
        .forecast(NOW, 0)
        .flatMap((i) => programming().toQueueItem(i).violations ?? []),
    ).toEqual([]);
    repos.separation.set({ artistMin: 60, titleMin: 0, albumMin: 0, featuredArtist: true });
    const p = programming();
    const queue = p.forecast(NOW, 0).map(p.toQueueItem);
    expect(queue.length).toBeGreaterThan(10);
    const noted = queue.filter((q) => q.violations?.length);
    // Every song but the first of each artist comes back within the hour: each says so, with the real gap.
    expect(noted.length).toBe(queue.length - 2);
    for (const item of noted)
      expect(item.violations).toEqual([
        {
          rule: 'artist',
          message: expect.stringMatching(/^separación de artista reducida a \d+ min: 3 canciones en la rotación$/),
        },
      ]);
    // The air decides what the forecast said, notes included.
    const first = p.next(NOW)!;
    expect(first.track.id).toBe(queue[0]!.trackId);
  });

  it('a request whose artist just aired waits until the rule lets it air, then plays', () => {
    repos.separation.set({ artistMin: 10, titleMin: 0, albumMin: 0, featuredArtist: true });
    // Enough other artists for the rotation itself to keep ten minutes.
    for (const artist of ['Ola', 'Faro', 'Puerto', 'Roca'])
      repos.tracks.create({
        ...{ title: `De ${artist}`, artist, album: null, duration: 240 },
        ...{ fileName: `${artist}.mp3`, coverFile: null, uploadedBy: 1 },
      });
    const p = programming();
    const onAir = p.next(NOW)!;
    const sameArtist = ids.find((id) => id !== onAir.track.id && repos.tracks.get(id)!.artist === onAir.track.artist);
    // Its own artist again (the same song when the artist has only this one).
    const wanted = sameArtist ?? onAir.track.id;
    const request = repos.songRequests.create({
      ...{ trackId: wanted, title: 'x', artist: 'x', dedication: null },
      ...{ createdAt: new Date(NOW).toISOString(), listenerHash: 'l', addressHash: 'a' },
    });
    const forecast = p.forecast(NOW + 240_000, 0);
    const placed = forecast.find((i) => i.requestId === request.id)!;
    expect(placed).toBeDefined();
    // It waited: not the next song, but the first decision 10 minutes after its artist.
    expect(forecast[0]!.requestId).toBeUndefined();
    expect(placed.plannedAt - NOW).toBeGreaterThanOrEqual(10 * 60_000);
    expect(placed.plannedAt - NOW).toBeLessThan(15 * 60_000);
    repos.songRequests.reject(request.id);
  });
});
