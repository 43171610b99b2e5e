import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instantOf, stationTimeZone } from '../../../shared/station/station-time';
import { apiClient } from '../../../testing/station/api-client';
import { type FeedServer, startFeedServer, startFeedTestStation } from '../../../testing/station/feed-server';
import { pinnedDay } from '../../../testing/station/pinned-day';
import type { TestStation } from '../../../testing/station/test-station';
import { newestSkipNote } from './newest-skip';
import { comingDatedMarks, DATED_NEWS_KEEP_MS } from './newest-url';
import { createSyndication } from './syndication';

const pinned = pinnedDay();
const DAY = pinned.day;
const clock = pinned.clock;
let station: TestStation;
let feed: FeedServer;
let tz: string;
const at = (time: string) => instantOf(DAY, time, tz);
const file = (time: string) => `/noticias_${DAY.replaceAll('-', '')}_${time.slice(0, 2)}.mp3`;
const PATTERN = '/noticias_{YYYYMMDD}_{HH}.mp3';
const row = (time: string) => station.context.repos.newestFiles.get(feed.url(file(time)));
const asked = (time: string) => feed.state.requests.filter((r) => r.path === file(time)).length;
const pass = () => createSyndication(station.context).runOnce();

beforeAll(async () => {
  // The station's own pass runs at start only: the test drives passes itself, on its clock.
  station = await startFeedTestStation({ clock, syndicationTickMs: 3_600_000 });
  tz = stationTimeZone(station.context.config);
  feed = await startFeedServer(station.context.ffmpegPath);
  const api = apiClient(station, await station.login());
  const music = await api.call('categories.create', { body: { name: 'Música' } });
  const created = await api.call('clocks.create', {
    body: {
      name: 'Noticias de la red',
      events: [
        { type: 'category', categoryId: music.id },
        { type: 'hard', at: '00:00', event: { type: 'newest-file', url: feed.url(PATTERN) } },
      ],
    },
  });
  await api.call('grid.update', { body: { cells: [], defaultClockId: created.id } });
}, 60_000);
afterAll(async () => {
  await station?.close();
  await feed?.close();
});

describe('a clock’s "newest file" from a dated address', () => {
  it('finds the coming marks of the clock on the grid, each with its own address', () => {
    pinned.set(at('09:50'));
    expect(comingDatedMarks(station.context, clock.now())).toEqual([
      { source: feed.url(file('10:00')), markAt: at('10:00'), freshnessMin: 60 },
    ]);
    expect(comingDatedMarks(station.context, at('09:40'))).toEqual([]);
  });

  it('reads a music show’s own clock in its slot, not the grid’s', async () => {
    const api = apiClient(station, await station.login());
    const music = (await api.call('categories.list'))[0]!.id;
    const own = await api.call('clocks.create', {
      body: {
        name: 'Programa con boletín',
        events: [
          { type: 'category', categoryId: music },
          { type: 'hard', at: '30:00', event: { type: 'newest-file', url: feed.url('/boletin_{HH}{mm}.mp3') } },
        ],
      },
    });
    await api.call('shows.create', {
      body: {
        name: 'Tarde musical',
        kind: 'music',
        clockId: own.id,
        rules: [{ days: [2], start: '14:00', durationMin: 60, from: DAY }],
      },
    });
    expect(comingDatedMarks(station.context, at('14:20'))).toEqual([
      { source: feed.url('/boletin_1430.mp3'), markAt: at('14:30'), freshnessMin: 60 },
    ]);
    // Outside its slot the grid's clock is on (its mark at the top of the hour); in it, the grid's is not.
    expect(comingDatedMarks(station.context, at('15:20'))).toEqual([]);
    expect(comingDatedMarks(station.context, at('13:50'))).toEqual([]);
    expect(comingDatedMarks(station.context, at('14:50')).map((m) => m.source)).toEqual([feed.url(file('15:00'))]);
  });

  it('asks from a quarter of an hour before the mark until the file is there, then files it ahead', async () => {
    pinned.set(at('09:40'));
    await pass();
    expect(asked('10:00'), 'nothing asked 20 minutes ahead').toBe(0);

    // Published at 09:52: the first passes find nothing, the one after finds it.
    pinned.set(at('09:46'));
    await pass();
    expect(asked('10:00')).toBe(1);
    expect(row('10:00')).toMatchObject({ trackId: null, reason: expect.stringMatching(/respondió 404/) });
    expect(
      newestSkipNote({
        kind: 'newest',
        source: feed.url(file('10:00')),
        freshnessMin: 60,
        markAt: at('10:00'),
        file: row('10:00'),
      }),
    ).toMatch(
      /^No emitido: http:\/\/127\.0\.0\.1:\d+\/noticias_\d{8}_10\.mp3 no se pudo descargar antes de su hora \(.*404.*\); sigue la música\.$/,
    );
    await feed.addTone(file('10:00'), 1000, 2);
    feed.state.lastModified.set(file('10:00'), at('09:52'));
    pinned.set(at('09:53'));
    await pass();
    const filed = row('10:00')!;
    expect(filed).toMatchObject({
      fileName: `noticias_${DAY.replaceAll('-', '')}_10.mp3`,
      modifiedAt: at('09:52'),
      reason: null,
      markAt: at('10:00'),
    });
    expect(station.context.repos.tracks.get(filed.trackId!)).toMatchObject({ kind: 'show' });

    // Filed and fresh: later passes leave it alone.
    pinned.set(at('09:58'));
    await pass();
    expect(asked('10:00')).toBe(2);
  }, 60_000);

  it('does not file a stale file (Last-Modified three hours before the mark): the mark skips it and says why', async () => {
    await feed.addTone(file('11:00'), 1500, 2);
    feed.state.lastModified.set(file('11:00'), at('08:00'));
    pinned.set(at('10:50'));
    await pass();
    const stale = row('11:00')!;
    expect(stale).toMatchObject({ trackId: null, reason: null, modifiedAt: at('08:00'), ready: false });
    // Asked again with its date: not modified, nothing downloaded twice.
    pinned.set(at('10:55'));
    await pass();
    expect(row('11:00')).toEqual(stale);
    expect(feed.state.requests.filter((r) => r.path === file('11:00')).map((r) => r.ifModifiedSince)).toEqual([
      undefined,
      new Date(at('08:00')).toUTCString(),
    ]);
    const skip = { kind: 'newest' as const, source: feed.url(file('11:00')), freshnessMin: 60, markAt: at('11:00') };
    expect(newestSkipNote({ ...skip, file: stale })).toBe(
      'No emitido: archivo caducado, publicado 180 minutos antes de la emisión (límite 60); sigue la música.',
    );
    expect(newestSkipNote({ ...skip, file: null })).toMatch(/^No emitido: no se llegó a descargar http:.*_11\.mp3/);

    // The network publishes the hour's news late under that name: the next pass files it, fresh for the mark.
    await feed.addTone(file('11:00'), 1700, 2);
    feed.state.lastModified.set(file('11:00'), at('10:56'));
    pinned.set(at('10:57'));
    await pass();
    expect(row('11:00')).toMatchObject({ modifiedAt: at('10:56'), reason: null, trackId: expect.any(Number) });
  }, 60_000);

  it('removes a mark’s file and row once the mark is long past', async () => {
    const trackId = row('10:00')!.trackId!;
    pinned.set(at('10:00') + DATED_NEWS_KEEP_MS + 60_000);
    await pass();
    expect(row('10:00')).toBeNull();
    expect(station.context.repos.tracks.get(trackId)).toBeUndefined();
  }, 60_000);
});
