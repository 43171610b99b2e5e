import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { showInputSchema } from '../../../shared/schemas/programming/shows';
import { instantOf, nextDate, stationTimeZone } from '../../../shared/station/station-time';
import { type ApiClient, apiClient } from '../../../testing/station/api-client';
import { type FeedServer, startFeedServer, startFeedTestStation } from '../../../testing/station/feed-server';
import type { TestStation } from '../../../testing/station/test-station';
import type { Clock } from '../core/clock';
import { occurrencesOf } from '../programming/schedule/shows-service';
import { createAsRunBooks } from '../reports/as-run-books';
import { createSyndication } from './syndication';

// A Monday in next year's January (no summer time): every date here is pinned, whatever today is.
const DAY1 = `${new Date().getUTCFullYear() + 1}-01-11`;
const DAY2 = nextDate(DAY1, 1);
// The admin logs in the day before (sessions expire on the station's clock, so not in 1970).
let wall = Date.parse(`${nextDate(DAY1, -1)}T00:00:00.000Z`);
const clock: Clock = { now: () => wall, monotonic: () => performance.now() };

let station: TestStation;
let feed: FeedServer;
let api: ApiClient;
let tz: string;
const at = (date: string, time: string) => instantOf(date, time, tz);
const iso = (ms: number) => new Date(ms).toISOString();

beforeAll(async () => {
  // The station's own pass runs at start only: the test drives passes itself, on its clock.
  station = await startFeedTestStation({ clock, syndicationTickMs: 3_600_000 });
  tz = stationTimeZone(station.context.config);
  feed = await startFeedServer(station.context.ffmpegPath);
  await feed.addTone('/ep/old.mp3', 2000, 3);
  await feed.addTone('/ep/new.mp3', 3100, 3);
  feed.state.episodes = [
    { guid: 'old', title: 'Domingo', publishedAt: at(nextDate(DAY1, -1), '08:00'), file: '/ep/old.mp3' },
    { guid: 'new', title: 'Lunes', publishedAt: at(DAY1, '08:00'), file: '/ep/new.mp3' },
  ];
  api = apiClient(station, await station.login());
}, 60_000);
afterAll(async () => {
  await station?.close();
  await feed?.close();
});

const occurrence = (showId: number, date: string) =>
  occurrencesOf(station.context)
    .onDates(date, date)
    .find((o) => o.showId === showId)!;
const alerts = () =>
  station.context.db
    .prepare(
      "SELECT subject, message, resolved_at AS resolvedAt FROM alerts WHERE kind = 'syndication_failed' ORDER BY id",
    )
    .all() as Array<{ subject: string; message: string; resolvedAt: string | null }>;
const syndicatedRuns = () =>
  station.context.repos.asRun
    .page({ from: `${DAY1}T00:00:00.000Z`, to: `${nextDate(DAY2, 2)}T00:00:00.000Z`, kind: 'syndicated' }, 0, 50)
    .items.map(({ title, seconds, standIn }) => ({ title, seconds, standIn }));

describe('syndicated shows: poll, download ahead, fallback and alerts', () => {
  let showId = 0;
  const service = () => createSyndication(station.context);

  it('polls the feed, downloads the newest episode ahead and attaches it to the occurrence', async () => {
    const res = await api.send('shows.create', {
      body: {
        name: 'Noticias de la Red',
        kind: 'syndicated',
        feedUrl: feed.url('/feed.xml'),
        maxRepeats: 2,
        rules: [{ days: [1, 2, 3, 4, 5, 6, 7], start: '11:00', durationMin: 30, from: DAY1 }],
      },
    });
    expect(res.status, res.text).toBe(201);
    showId = res.data!.id;

    // Three hours ahead: outside the two-hour window, the feed is read but nothing is downloaded.
    wall = at(DAY1, '08:00') + 1;
    await service().runOnce();
    expect(feed.state.requests.filter((r) => r.path.startsWith('/ep/'))).toEqual([]);
    expect(occurrence(showId, DAY1).trackId).toBeNull();

    wall = at(DAY1, '09:30');
    const before = feed.state.requests.length;
    await service().runOnce();
    // The feed is asked again (conditionally: nothing changed), and the episode is fetched.
    expect(feed.state.requests.slice(before).map((r) => [r.path, r.ifNoneMatch !== null])).toEqual([
      ['/feed.xml', true],
      ['/ep/new.mp3', false],
    ]);
    const trackId = occurrence(showId, DAY1).trackId!;
    expect(station.context.repos.tracks.get(trackId)).toMatchObject({
      title: 'Lunes',
      artist: 'Red de Emisoras',
      kind: 'show',
    });
    const show = await api.call('shows.get', { params: { id: showId } });
    expect(show.syndication).toMatchObject({
      feedTitle: 'Red de Emisoras',
      feedLink: 'https://red.example/programa',
      lastCheck: new Date(at(DAY1, '09:30')).toISOString(),
      lastError: null,
      nextEpisode: { title: 'Lunes', status: 'downloaded' },
    });
    // The public page names the programme's source, from the feed's title and link.
    const publicShow = await apiClient(station).call('shows.publicGet', { params: { slug: show.slug } });
    expect(publicShow.source).toEqual({ title: 'Red de Emisoras', link: 'https://red.example/programa' });
    expect(show.syndication?.episodes.map((e) => [e.title, e.status])).toEqual([
      ['Lunes', 'downloaded'],
      ['Domingo', 'pending'],
    ]);
  }, 60_000);

  it('asks the feed again with a conditional GET and takes its 304', async () => {
    wall = at(DAY1, '09:50');
    const before = feed.state.requests.length;
    await service().runOnce();
    expect(feed.state.requests.slice(before)).toEqual([
      { path: '/feed.xml', ifNoneMatch: expect.stringMatching(/^"[0-9a-f]{40}"$/) },
    ]);
    const show = await api.call('shows.get', { params: { id: showId } });
    expect(show.syndication?.lastCheck).toBe(new Date(wall).toISOString());
    expect(show.syndication?.lastError).toBeNull();
  }, 30_000);

  it('a broken new episode: the previous one stands in, and an alert an hour ahead says why', async () => {
    // Monday's episode aired once; Tuesday's is published but its file is broken on the server.
    station.context.repos.syndication.aired(occurrence(showId, DAY1).trackId!);
    feed.state.episodes.push({ guid: 'tue', title: 'Martes', publishedAt: at(DAY2, '08:00'), file: '/ep/tue.mp3' });
    feed.state.fileStatus.set('/ep/tue.mp3', 500);
    wall = at(DAY2, '09:55');
    await service().runOnce();
    const monday = station.context.repos.syndication.episodes(showId).find((e) => e.guid === 'new')!;
    expect(occurrence(showId, DAY2).trackId).toBe(monday.trackId);
    const tuesday = station.context.repos.syndication.episodes(showId).find((e) => e.guid === 'tue')!;
    expect(tuesday).toMatchObject({ status: 'failed' });
    expect(tuesday.reason).toMatch(/500/);
    // 65 minutes ahead: no alert yet.
    expect(alerts()).toEqual([]);

    wall = at(DAY2, '10:05');
    await service().runOnce();
    const [alert] = alerts();
    expect(alert?.message).toMatch(/Noticias de la Red.*500.*episodio anterior «Lunes»/);
    expect(alert?.resolvedAt).toBeNull();

    // When Monday's episode takes the air in Tuesday's slot, the as-run says it stood in for Tuesday's, and why.
    const books = createAsRunBooks(station.context, () => 0);
    const onAir = { kind: 'show' as const, trackId: monday.trackId, planned: null, album: null, coverImageUrl: null };
    books.onAir({ ...onAir, title: 'Lunes', artist: 'Red de Emisoras', duration: 3 }, iso(at(DAY2, '11:00') - 400));
    books.ended(iso(at(DAY2, '11:00') + 3_000));
    expect(syndicatedRuns().at(-1)).toEqual({
      title: 'Lunes',
      seconds: 0,
      standIn: expect.stringMatching(/^Episodio anterior en lugar de «Martes»: .*500/),
    });
    station.context.db.prepare("DELETE FROM as_run WHERE kind = 'syndicated'").run();
  }, 30_000);

  it('without the previous episode allowed, the slot is left to its playlist, and the air is alerted at the slot', async () => {
    const show = await api.call('shows.get', { params: { id: showId } });
    const put = await api.send('shows.update', {
      params: { id: showId },
      body: {
        name: show.name,
        kind: 'syndicated',
        feedUrl: feed.url('/feed.xml'),
        maxRepeats: 2,
        fallbackPrevious: false,
        // The rules as read back: a stored rule's nth is typed as any number, the input's as the few it may be.
        rules: show.rules.map(({ id: _id, ...rule }) => rule) as z.input<typeof showInputSchema>['rules'],
      },
    });
    expect(put.status, put.text).toBe(200);
    wall = at(DAY2, '10:10');
    await service().runOnce();
    expect(occurrence(showId, DAY2).trackId).toBeNull();
    wall = at(DAY2, '11:00') + 30_000;
    await service().runOnce();
    expect(
      alerts()
        .map((a) => a.message)
        .at(-1),
    ).toMatch(/está en el aire sin su episodio.*suena la lista del programa/);
    // The as-run records the airing that did not happen, once however many passes look at the slot.
    wall += 60_000;
    await service().runOnce();
    expect(syndicatedRuns()).toEqual([
      {
        title: 'Martes',
        seconds: 0,
        standIn: expect.stringMatching(/^No emitido: .*500.*; suena la lista del programa\.$/),
      },
    ]);
  }, 30_000);

  it('a feed that goes down is retried with backoff and says why', async () => {
    feed.state.feedStatus = 'reset';
    wall = at(DAY2, '12:00');
    await service().runOnce();
    let poll = station.context.repos.syndication.poll(showId);
    expect(poll).toMatchObject({ failures: 1, nextPollAt: wall + 60_000 });
    expect(poll.lastError).toMatch(/^El feed no responde/);
    wall += 60_000;
    await service().runOnce();
    poll = station.context.repos.syndication.poll(showId);
    expect(poll).toMatchObject({ failures: 2, nextPollAt: wall + 120_000 });
    feed.state.feedStatus = 200;
    wall += 120_000;
    await service().runOnce();
    expect(station.context.repos.syndication.poll(showId)).toMatchObject({ failures: 0, lastError: null });
  }, 30_000);

  it('refuses an oversized feed and one with entities, recording why', async () => {
    feed.serve('/big.xml', Buffer.alloc(5 * 1024 * 1024, 0x20));
    feed.serve(
      '/xxe.xml',
      Buffer.from(
        '<?xml version="1.0"?><!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]><rss><channel><title>&x;</title></channel></rss>',
      ),
    );
    const ids: number[] = [];
    for (const [name, file] of [
      ['Grande', '/big.xml'],
      ['Hostil', '/xxe.xml'],
    ] as const) {
      const created = await api.call('shows.create', { body: { name, kind: 'syndicated', feedUrl: feed.url(file) } });
      ids.push(created.id);
    }
    await service().runOnce();
    expect(station.context.repos.syndication.poll(ids[0]!).lastError).toMatch(/supera el máximo de 4 MB/);
    expect(station.context.repos.syndication.poll(ids[1]!).lastError).toMatch(/DOCTYPE/);
    expect(station.context.repos.syndication.episodes(ids[1]!)).toEqual([]);
  }, 30_000);

  it('removes episodes past the retention, row and file, unless an airing to come has them', async () => {
    const monday = station.context.repos.syndication.episodes(showId).find((e) => e.guid === 'new')!;
    const track = station.context.repos.tracks.get(monday.trackId!)!;
    const file = station.context.media.pathOf('audio', track.fileName);
    expect(fs.existsSync(file)).toBe(true);
    wall = at(nextDate(DAY1, 15), '12:00');
    await service().runOnce();
    expect(station.context.repos.tracks.get(track.id)).toBeUndefined();
    expect(fs.existsSync(file)).toBe(false);
    expect(station.context.repos.syndication.episodes(showId).find((e) => e.guid === 'new')).toMatchObject({
      status: 'failed',
      trackId: null,
    });
  }, 30_000);
});
