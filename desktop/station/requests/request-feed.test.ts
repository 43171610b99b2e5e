import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_DEFAULTS } from '../../../shared/schemas/requests/requests';
import { instantOf } from '../../../shared/station/station-time';
import { type Db, openDatabase } from '../db/database';
import { createStationEvents } from '../events/station-events';
import type { TimedSlot } from '../programming/planner/planner';
import { createProgramming } from '../programming/planner/programming';
import { createPlannerData } from '../programming/planner/planner-data';
import { createRepos, type Repos } from '../repos/index';
import { createRequestFeed } from './request-feed';

const TZ = 'Europe/Madrid';
const NOW = instantOf('2026-06-01', '08:00', TZ);

const slot = (type: TimedSlot['type'], showId: number | null): TimedSlot => ({
  ...{ id: 1, date: '2026-06-01', start: '08:00', end: '09:00', title: 'Franja', type, showId },
  ...{ playlistId: null, showTrackId: null, startAt: NOW, endAt: NOW + 3_600_000 },
});

/** Requests as the planner reads them, on a real SQLite file: order, the slots that take none, the one decoding. */
describe('the request feed and the planner', () => {
  let dir: string;
  let db: Db;
  let repos: Repos;
  let decoding: number | undefined;
  const ids: number[] = [];
  const requestIds: number[] = [];

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-requests-'));
    db = openDatabase(path.join(dir, 'emisora.db'));
    repos = createRepos(db, createStationEvents());
    for (let i = 0; i < 6; i++)
      ids.push(
        repos.tracks.create({
          ...{ title: `Canción ${i}`, artist: `Artista ${i}`, album: null, duration: 200 },
          ...{ fileName: `c${i}.mp3`, coverFile: null, uploadedBy: 1 },
        }).id,
      );
    for (const [n, trackId] of [ids[4]!, ids[2]!].entries())
      requestIds.push(
        repos.songRequests.create({
          ...{ trackId, title: `Canción ${trackId}`, artist: 'x', dedication: null },
          ...{
            createdAt: new Date(NOW - (10 - n) * 60_000).toISOString(),
            listenerHash: `l${n}`,
            addressHash: `a${n}`,
          },
        }).id,
      );
    repos.settings.updateRequests({ ...REQUEST_DEFAULTS, offShowIds: [7] });
  });
  afterAll(() => {
    db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('gives the oldest waiting request, except in slots that take none, what is placed and what is decoding', () => {
    const feed = createRequestFeed(repos, () => decoding);
    const [first, second] = requestIds as [number, number];
    expect(feed.next(null, new Set())).toEqual({ requestId: first, trackId: ids[4] });
    expect(feed.next(slot('music', 3), new Set())).toEqual({ requestId: first, trackId: ids[4] });
    expect(feed.next(slot('music', 7), new Set()), 'a show closed to requests').toBeNull();
    expect(feed.next(slot('talk', null), new Set()), 'a recorded slot').toBeNull();
    expect(feed.next(slot('repeat', 3), new Set()), 'a repeat').toBeNull();
    expect(feed.next(null, new Set([first]))).toEqual({ requestId: second, trackId: ids[2] });
    decoding = first;
    expect(feed.next(null, new Set())).toEqual({ requestId: second, trackId: ids[2] });
    decoding = undefined;
  });

  it('the forecast places each request once, at the next music decisions, in order; the air decides the same', () => {
    const programming = createProgramming({
      ...{ data: createPlannerData(db, repos, () => TZ), tracks: repos.tracks, timeZone: TZ, seed: 3, now: () => NOW },
      settings: () => ({ jingleEvery: 0, adBreakMinutes: [] }),
      requests: createRequestFeed(repos, () => decoding),
    });
    const forecast = programming.forecast(NOW, 0);
    expect(forecast.slice(0, 2).map((i) => [i.requestId, i.track.id])).toEqual([
      [requestIds[0], ids[4]],
      [requestIds[1], ids[2]],
    ]);
    expect(forecast.filter((i) => i.requestId !== undefined)).toHaveLength(2);
    expect(programming.toQueueItem(forecast[0]!)).toMatchObject({ requestId: requestIds[0], trackId: ids[4] });
    expect(programming.toQueueItem(forecast[2]!)).not.toHaveProperty('requestId');

    const onAir = programming.next(NOW)!;
    expect(onAir.requestId).toBe(requestIds[0]);
    // While it decodes, the next decision is the other request; once aired, neither is planned again.
    decoding = onAir.requestId;
    expect(programming.peek(NOW + 200_000)!.requestId).toBe(requestIds[1]);
    for (const id of requestIds) repos.songRequests.markAired(id, new Date(NOW).toISOString());
    decoding = undefined;
    expect(programming.forecast(NOW, 0).some((i) => i.requestId !== undefined)).toBe(false);
  });
});
