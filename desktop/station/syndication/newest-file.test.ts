import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instantOf, nextDate, stationTimeZone } from '../../../shared/station/station-time';
import { type FeedServer, startFeedServer, startFeedTestStation } from '../../../testing/station/feed-server';
import { pinnedDay } from '../../../testing/station/pinned-day';
import type { TestStation } from '../../../testing/station/test-station';
import { occurrencesOf } from '../programming/schedule/shows-service';
import { expandPattern } from '../../../shared/station/dated-url';
import { createSyndication } from './syndication';
import { apiClient } from '../../../testing/station/api-client';

const pinned = pinnedDay();
const DAY = pinned.day;
const clock = pinned.clock;
let station: TestStation;
let feed: FeedServer;
let tz: string;
const at = (time: string) => instantOf(DAY, time, tz);

beforeAll(async () => {
  // The station's own pass runs at start only: the test drives passes itself, on its clock.
  station = await startFeedTestStation({ clock, syndicationTickMs: 3_600_000 });
  tz = stationTimeZone(station.context.config);
  feed = await startFeedServer(station.context.ffmpegPath);
}, 60_000);
afterAll(async () => {
  await station?.close();
  await feed?.close();
});

const file = (time: string) => `/noticias_${DAY.replaceAll('-', '')}_${time.slice(0, 2)}.mp3`;
const attached = (showId: number, time: string) =>
  occurrencesOf(station.context)
    .onDates(DAY, DAY)
    .find((o) => o.showId === showId && o.start === time)?.trackId ?? null;

describe('newest file from a dated URL, with a freshness limit', () => {
  it('expands the date and hour of the airing in station time', () => {
    expect(expandPattern('https://x/n_{YYYYMMDD}_{HH}{mm}.mp3', at('09:00'), tz)).toBe(
      `https://x/n_${DAY.replaceAll('-', '')}_0900.mp3`,
    );
  });

  it('airs a fresh file, skips a stale one (recorded, alerted at the slot), never airs old news', async () => {
    const api = apiClient(station, await station.login());
    const res = await api.send('shows.create', {
      body: {
        name: 'Noticias horarias',
        kind: 'syndicated',
        urlPattern: feed.url('/noticias_{YYYYMMDD}_{HH}.mp3'),
        freshnessMin: 60,
        rules: [
          { days: [2], start: '10:00', durationMin: 5, from: DAY },
          { days: [2], start: '11:00', durationMin: 5, from: DAY },
        ],
      },
    });
    expect(res.status, res.text).toBe(201);
    const show = res.data!;
    expect(show.syndication).toMatchObject({ urlPattern: feed.url('/noticias_{YYYYMMDD}_{HH}.mp3'), freshnessMin: 60 });

    // 10:00's news was published at 09:55 (fresh); 11:00's file is yesterday's, left on the server (stale).
    await feed.addTone(file('10:00'), 1000, 2);
    feed.state.lastModified.set(file('10:00'), at('09:55'));
    await feed.addTone(file('11:00'), 1500, 2);
    feed.state.lastModified.set(file('11:00'), at('11:00') - 26 * 3_600_000);

    pinned.set(at('09:57'));
    await createSyndication(station.context).runOnce();
    const fresh = attached(show.id, '10:00');
    expect(fresh).not.toBeNull();
    expect(station.context.repos.tracks.get(fresh!)?.kind).toBe('show');
    expect(attached(show.id, '11:00')).toBeNull();
    const stale = station.context.repos.syndication.episodes(show.id).find((e) => e.url.endsWith(file('11:00')));
    expect(stale).toMatchObject({ status: 'failed', trackId: null });
    expect(stale?.reason).toMatch(/^Archivo caducado: publicado 1560 minutos antes de la emisión \(límite 60\)/);

    // At 11:00 nothing fresh came: the slot airs without it and the alert says why.
    pinned.set(at('11:00') + 20_000);
    await createSyndication(station.context).runOnce();
    expect(attached(show.id, '11:00')).toBeNull();
    const alert = station.context.db
      .prepare("SELECT message FROM alerts WHERE kind = 'syndication_failed' AND resolved_at IS NULL")
      .get() as { message: string } | undefined;
    expect(alert?.message).toMatch(/Noticias horarias.*en el aire sin su episodio.*caducado/);
    // The as-run records the news that did not air, and why.
    const window = {
      from: `${DAY}T00:00:00.000Z`,
      to: `${nextDate(DAY, 1)}T12:00:00.000Z`,
      kind: 'syndicated' as const,
    };
    expect(station.context.repos.asRun.page(window, 0, 10).items).toEqual([
      expect.objectContaining({
        startedAt: new Date(at('11:00')).toISOString(),
        seconds: 0,
        show: 'Noticias horarias',
        standIn: expect.stringMatching(
          /^No emitido: Archivo caducado: publicado 1560 minutos .*suena la lista del programa/,
        ),
      }),
    ]);
  }, 60_000);
});
