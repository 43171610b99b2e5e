import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Show, ShowInput } from '../../../shared/schemas/programming/shows';
import { instantOf, nextDate, stationTimeZone } from '../../../shared/station/station-time';
import { apiClient } from '../../../testing/station/api-client';
import { type FeedServer, startFeedServer, startFeedTestStation } from '../../../testing/station/feed-server';
import type { TestStation } from '../../../testing/station/test-station';
import type { Clock } from '../core/clock';
import { occurrencesOf } from '../programming/schedule/shows-service';
import { POLL_EVERY_MS } from './feed-poll';
import { createSyndication } from './syndication';

// A Wednesday in next year's February (no summer time): every date here is pinned, whatever today is.
const DAY = `${new Date().getUTCFullYear() + 1}-02-10`;
let wall = Date.parse(`${nextDate(DAY, -1)}T00:00:00.000Z`);
const clock: Clock = { now: () => wall, monotonic: () => performance.now() };
let station: TestStation;
let feed: FeedServer;
let tz: string;
const at = (date: string, time: string) => instantOf(date, time, tz);

beforeAll(async () => {
  // The station's own pass runs at start only: the test drives passes itself, on its clock.
  station = await startFeedTestStation({ clock, syndicationTickMs: 3_600_000 });
  tz = stationTimeZone(station.context.config);
  feed = await startFeedServer(station.context.ffmpegPath);
  await feed.addTone('/ep/morning.mp3', 2000, 3);
  await feed.addTone('/ep/update.mp3', 3100, 3);
  await feed.addTone('/ep/summary.mp3', 2500, 3);
}, 60_000);
afterAll(async () => {
  await station?.close();
  await feed?.close();
});

const service = () => createSyndication(station.context);
const attached = (showId: number, date: string) =>
  occurrencesOf(station.context)
    .onDates(date, date)
    .find((o) => o.showId === showId)?.trackId ?? null;
const titleOf = (trackId: number | null) =>
  trackId === null ? null : station.context.repos.tracks.get(trackId)?.title;

async function createShow(name: string, start: string, extra: Record<string, unknown>): Promise<Show> {
  const api = apiClient(station, await station.login());
  return api.call('shows.create', {
    body: {
      name,
      kind: 'syndicated',
      feedUrl: feed.url('/feed.xml'),
      rules: [{ days: [3], start, durationMin: 30, from: DAY }],
      ...extra,
    } as ShowInput,
  });
}

describe('syndicated episodes before air: a newer one, and the repeat cap', () => {
  it('a newer episode published before air replaces the one already downloaded', async () => {
    feed.state.episodes = [{ guid: 'm', title: 'Mañana', publishedAt: at(DAY, '08:00'), file: '/ep/morning.mp3' }];
    const show = await createShow('Actualidad de la Red', '12:00', {});
    wall = at(DAY, '10:05');
    await service().runOnce();
    expect(titleOf(attached(show.id, DAY))).toBe('Mañana');

    // At 11:00 the network publishes an update; the next poll (15 minutes on) sees it and fetches it ahead of 12:00.
    feed.state.episodes.push({
      guid: 'u',
      title: 'Actualización',
      publishedAt: at(DAY, '11:00'),
      file: '/ep/update.mp3',
    });
    wall = at(DAY, '10:05') + POLL_EVERY_MS + 1;
    await service().runOnce();
    expect(titleOf(attached(show.id, DAY))).toBe('Actualización');
    expect(feed.state.requests.filter((r) => r.path === '/ep/update.mp3')).toHaveLength(1);
  }, 60_000);

  it('an episode at its repeat cap never airs again: the slot falls back to its playlist, and the alert says why', async () => {
    feed.state.episodes = [{ guid: 's', title: 'Mañana', publishedAt: at(DAY, '08:00'), file: '/ep/summary.mp3' }];
    const show = await createShow('Resumen de la Red', '13:00', { maxRepeats: 1, fallbackPrevious: true });
    wall = at(DAY, '11:05') + 2 * POLL_EVERY_MS;
    await service().runOnce();
    const trackId = attached(show.id, DAY);
    expect(titleOf(trackId)).toBe('Mañana');

    // It aired once (last week's slot, say): at the cap, it is taken off this airing, and nothing else stands in.
    station.context.repos.syndication.aired(trackId!);
    wall = at(DAY, '12:30');
    await service().runOnce();
    expect(attached(show.id, DAY)).toBeNull();
    const alert = station.context.db
      .prepare("SELECT message FROM alerts WHERE kind = 'syndication_failed' AND message LIKE '%Resumen de la Red%'")
      .pluck()
      .get() as string | undefined;
    expect(alert).toMatch(/«Mañana» ya se emitió 1 veces, el máximo de este programa; suena la lista del programa/);
  }, 60_000);

  it('the editor previews a feed (and its next airing); the occurrences say descargado, pendiente or fallo', async () => {
    const api = apiClient(station, await station.login());
    const shows = await api.call('shows.list');
    const news = shows.find((s) => s.name === 'Actualidad de la Red')!;
    const capped = shows.find((s) => s.name === 'Resumen de la Red')!;
    feed.state.episodes = [
      { guid: 'm', title: 'Mañana', publishedAt: at(DAY, '08:00'), file: '/ep/morning.mp3' },
      { guid: 'u', title: 'Actualización', publishedAt: at(DAY, '11:00'), file: '/ep/update.mp3' },
    ];
    const preview = await api.call('shows.feedPreview', { body: { feedUrl: feed.url('/feed.xml'), showId: news.id } });
    expect(preview).toEqual({
      title: 'Red de Emisoras',
      link: 'https://red.example/programa',
      episodes: [
        { title: 'Actualización', publishedAt: new Date(at(DAY, '11:00')).toISOString() },
        { title: 'Mañana', publishedAt: new Date(at(DAY, '08:00')).toISOString() },
      ],
      // It is 12:30: the next airing is next week's.
      nextAiring: { start: new Date(at(nextDate(DAY, 7), '12:00')).toISOString(), title: 'Actualización' },
    });
    // A feed that declares entities is refused before it is read, with the poller's reason, beside the field.
    feed.serve('/xxe.xml', Buffer.from('<?xml version="1.0"?><!DOCTYPE r [<!ENTITY x "y">]><rss/>'));
    const refused = await api.send('shows.feedPreview', { body: { feedUrl: feed.url('/xxe.xml') } });
    expect(refused.status).toBe(400);
    expect(refused.error).toMatchObject({ field: 'feedUrl', message: expect.stringMatching(/DOCTYPE/) });

    const statusOf = async (showId: number, date: string) =>
      (await api.call('shows.occurrences', { params: { id: showId }, query: { from: date, to: date } }))[0]
        ?.syndication;
    expect(await statusOf(news.id, DAY)).toEqual({
      status: 'descargado',
      reason: null,
      episode: { title: 'Actualización', publishedAt: new Date(at(DAY, '11:00')).toISOString() },
    });
    expect(await statusOf(capped.id, DAY)).toMatchObject({
      status: 'fallo',
      reason: expect.stringMatching(/ya se emitió 1 veces.*; suena la lista del programa\.$/),
    });
    // Next week's airing of a new episode the feed lists but the station has not fetched yet (too far ahead).
    feed.state.episodes.push({
      guid: 'n',
      title: 'Jueves',
      publishedAt: at(nextDate(DAY, 1), '08:00'),
      file: '/ep/update.mp3',
    });
    wall = at(nextDate(DAY, 1), '09:00');
    await service().runOnce();
    expect(await statusOf(news.id, nextDate(DAY, 7))).toMatchObject({
      status: 'pendiente',
      episode: { title: 'Jueves' },
    });
  }, 60_000);
});
