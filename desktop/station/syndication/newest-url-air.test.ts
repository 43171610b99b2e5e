import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expandPattern } from '../../../shared/station/dated-url';
import { stationTimeZone } from '../../../shared/station/station-time';
import { apiClient } from '../../../testing/station/api-client';
import { type FeedServer, loopbackOnly, startFeedServer } from '../../../testing/station/feed-server';
import {
  expectFreshNewsAtMark,
  expectMusicInsteadOfStale,
  listenToNewsMarks,
  markAtMinute,
  NEWS_TONES,
  startNewsStation,
  syndicatedRows,
  twoNewsMarks,
} from '../../../testing/station/news-air';
import { waitFor } from '../../../testing/station/test-audio';
import type { TestStation } from '../../../testing/station/test-station';
import { movableClock } from '../../../testing/station/wall-clock';

const HOUR = 3_600_000;
// Minutes in the name: the test's two marks fall in the same hour.
const PATTERN = '/noticias_{YYYYMMDD}_{HH}{mm}.mp3';

/**
 * The hourly news a network publishes at a dated address, on the real engine: the station fetches each mark's file
 * ahead (its passes ask every half second here, every minute in a station), and an hour clock's "newest file" event
 * airs it at its minute from disk, heard on /stream; a file whose Last-Modified is older than the event's freshness
 * limit never airs, the music carries on and the as-run records the skip and why.
 */
describe('"newest file" from a dated address on the real engine', () => {
  const clock = movableClock();
  let station: TestStation;
  let feed: FeedServer;
  let marks: { fresh: number; stale: number };
  let heard: Awaited<ReturnType<typeof listenToNewsMarks>>;
  let tz = '';
  const path = (mark: number) => expandPattern(PATTERN, mark, tz);
  const filed = (mark: number) => station.context.repos.newestFiles.get(feed.url(path(mark)));
  // The minute after the stale one: the network never publishes it (404).
  const missingMark = () => marks.stale + 60_000;
  const skipOf = (mark: number) => syndicatedRows(station).find((r) => r.startedAt === new Date(mark).toISOString());

  beforeAll(async () => {
    // The feed server's loopback is the network the operator allowed (--import-allow 127.0.0.1/32).
    const started = await startNewsStation(clock, { downloadAddressPolicy: loopbackOnly, syndicationTickMs: 500 });
    station = started.station;
    tz = stationTimeZone(station.context.config);
    feed = await startFeedServer(station.context.ffmpegPath);
    // Ten minutes ahead: within the quarter of an hour the station looks ahead.
    marks = twoNewsMarks(station, clock, 600);
    // Published just now, minutes before its mark: fresh. The next minute's file is three hours old: stale.
    await feed.addTone(path(marks.fresh), NEWS_TONES.fresh, 5);
    feed.state.lastModified.set(path(marks.fresh), clock.now());
    await feed.addTone(path(marks.stale), NEWS_TONES.stale, 5);
    feed.state.lastModified.set(path(marks.stale), marks.stale - 3 * HOUR);

    const api = apiClient(station, await station.login());
    const news = { type: 'newest-file' as const, url: feed.url(PATTERN) };
    const created = await api.send('clocks.create', {
      body: {
        name: 'Noticias de la red',
        events: [
          { type: 'category', categoryId: started.music },
          { type: 'hard', at: markAtMinute(station, marks.fresh), event: news },
          { type: 'hard', at: markAtMinute(station, marks.stale), event: { ...news, freshnessMin: 60 } },
          { type: 'hard', at: markAtMinute(station, missingMark()), event: news },
        ],
      },
    });
    expect(created.status, created.text).toBe(201);
    expect((await api.send('grid.update', { body: { cells: [], defaultClockId: created.data!.id } })).status).toBe(200);

    // Fetched, filed and analysed before its minute; the stale one fetched and left out.
    await waitFor('the fresh news filed and analysed', () => filed(marks.fresh)?.ready, 60_000, 100);
    const staleAt = marks.stale - 3 * HOUR;
    await waitFor('the stale news looked at', () => filed(marks.stale)?.modifiedAt === staleAt, 60_000, 100);
    expect(filed(marks.stale)).toMatchObject({ trackId: null, ready: false });
    heard = await listenToNewsMarks(station, clock, marks, path(marks.fresh).slice(1));
    if (clock.now() < missingMark() - 2_000) clock.moveTo(missingMark() - 2_000);
    await waitFor('the missing news skipped', () => skipOf(missingMark()), 60_000, 100);
  }, 180_000);

  afterAll(async () => {
    await station?.close();
    await feed?.close();
  });

  it('airs the fresh file of the mark’s address at its minute, from disk', () => expectFreshNewsAtMark(station, heard));

  it('never airs a stale file: the music carries on and the as-run says it was skipped, and why', async () => {
    await expectMusicInsteadOfStale(station, heard);
    const [aired, skipped] = syndicatedRows(station);
    expect(aired).toMatchObject({
      title: path(marks.fresh).slice(1),
      feed: feed.url(path(marks.fresh)),
      standIn: null,
    });
    // Stamped when the mixer reports the item (a loaded machine reports late); what is heard is held to the
    // clock's tolerance by the test above.
    expect(Math.abs(Date.parse(aired!.startedAt) - marks.fresh), aired!.startedAt).toBeLessThan(5_000);
    expect(skipped).toEqual(
      expect.objectContaining({
        startedAt: new Date(marks.stale).toISOString(),
        seconds: 0,
        title: path(marks.stale).slice(1),
        feed: feed.url(path(marks.stale)),
        standIn:
          'No emitido: archivo caducado, publicado 180 minutos antes de la emisión (límite 60); sigue la música.',
      }),
    );
  });

  it('skips a mark whose file the network never published, saying what the server answered', () => {
    expect(syndicatedRows(station)).toHaveLength(3);
    const url = feed.url(path(missingMark()));
    expect(skipOf(missingMark())).toMatchObject({
      seconds: 0,
      title: path(missingMark()).slice(1),
      feed: url,
      standIn: `No emitido: ${url} no se pudo descargar antes de su hora (No se pudo descargar el archivo: el servidor respondió 404.); sigue la música.`,
    });
  });
});
