import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expandPattern } from '../../../shared/station/dated-url';
import { stationTimeZone, wallTime } from '../../../shared/station/station-time';
import { apiClient } from '../../../testing/station/api-client';
import { type FeedServer, loopbackOnly, startFeedServer } from '../../../testing/station/feed-server';
import { addToneTrack, waitFor } from '../../../testing/station/test-audio';
import { firstToneAt, heardMore, listen, type Reception, toneHeardSince } from '../../../testing/station/test-listener';
import { startTestStation, type TestStation } from '../../../testing/station/test-station';
import { engineOn, movableClock } from '../../../testing/station/wall-clock';
import { HARD_TOLERANCE_MS } from '../programming/planner/clock-step';

const MUSIC = 440;
const FRESH = 3100;
const STALE = 2500;
const HOUR = 3_600_000;
// Minutes in the name: the test's two marks fall in the same hour.
const PATTERN = '/noticias_{YYYYMMDD}_{HH}{mm}.mp3';

/**
 * The hourly news published at a dated address by a network, on the real engine: the station fetches each mark's
 * file ahead (the passes ask every half second here, every minute in a station), and an hour clock's "newest file"
 * event airs it at its minute from disk, heard on /stream; a file whose Last-Modified is older than the event's
 * freshness limit never airs, the music carries on and the as-run records the skip and why.
 */
describe('"newest file" from a dated address on the real engine', () => {
  const clock = movableClock();
  let station: TestStation;
  let feed: FeedServer;
  let rx: Reception;
  let freshMark = 0;
  let staleMark = 0;
  let freshHeard = 0;
  let staleHeard = 0;
  let tz = '';

  const path = (mark: number) => expandPattern(PATTERN, mark, tz);
  const filed = (mark: number) => station.context.repos.newestFiles.get(feed.url(path(mark)));
  const rows = () =>
    station.context.repos.asRun.page(
      { from: '2000-01-01T00:00:00.000Z', to: '2100-01-01T00:00:00.000Z', kind: 'syndicated' },
      0,
      10,
    ).items;

  beforeAll(async () => {
    station = await startTestStation(
      {},
      { ...engineOn(clock), clock, downloadAddressPolicy: loopbackOnly, syndicationTickMs: 500 },
    );
    const ctx = station.context;
    tz = stationTimeZone(ctx.config);
    feed = await startFeedServer(ctx.ffmpegPath);
    ctx.repos.settings.updateStreaming({ crossfadeSeconds: 0 });
    const music = ctx.repos.categories.create({ name: 'Música' }).id;
    for (const seconds of [4, 4.5]) {
      const track = await addToneTrack(ctx, {
        title: `Tono ${seconds}`,
        artist: 'A',
        frequency: MUSIC,
        toneSeconds: seconds,
        silence: 0,
      });
      ctx.repos.tracks.update(track.id, { categoryIds: [music] });
    }
    await station.ready;
    const minuteOf = (at: number) => Number(wallTime(at, tz).time.slice(3, 5));
    // Ten minutes ahead (within the quarter of an hour the station looks ahead), away from the top of the hour
    // (its station ID) and from the hour's end (both marks in one hour's clock).
    freshMark = clock.toBeforeNextMinute(600);
    while (minuteOf(freshMark) === 0 || minuteOf(freshMark) > 57) freshMark = clock.toBeforeNextMinute(600);
    staleMark = freshMark + 60_000;
    // Published just now, minutes before its mark: fresh. The next minute's file is three hours old: stale.
    await feed.addTone(path(freshMark), FRESH, 5);
    feed.state.lastModified.set(path(freshMark), clock.now());
    await feed.addTone(path(staleMark), STALE, 5);
    feed.state.lastModified.set(path(staleMark), staleMark - 3 * HOUR);

    const api = apiClient(station, await station.login());
    const mark = (at: number) => `${String(minuteOf(at)).padStart(2, '0')}:00`;
    const news = { type: 'newest-file' as const, url: feed.url(PATTERN) };
    const created = await api.send('clocks.create', {
      body: {
        name: 'Noticias de la red',
        events: [
          { type: 'category', categoryId: music },
          { type: 'hard', at: mark(freshMark), event: news },
          { type: 'hard', at: mark(staleMark), event: { ...news, freshnessMin: 60 } },
        ],
      },
    });
    expect(created.status, created.text).toBe(201);
    expect((await api.send('grid.update', { body: { cells: [], defaultClockId: created.data!.id } })).status).toBe(200);

    // Fetched, filed and analysed before its minute; the stale one fetched and left out.
    await waitFor('the fresh news filed and analysed', () => filed(freshMark)?.ready, 60_000, 100);
    await waitFor('the stale news looked at', () => filed(staleMark)?.modifiedAt === staleMark - 3 * HOUR, 60_000, 100);
    expect(filed(staleMark)).toMatchObject({ trackId: null, ready: false });
    clock.moveTo(freshMark - 8_000);
    freshHeard = clock.real(freshMark);
    rx = await listen(`${station.url}/stream`);
    const freshName = path(freshMark).slice(1);
    await waitFor('the fresh news on air', () => rows().some((r) => r.title === freshName), 60_000, 100);
    await heardMore(rx, 6_000);

    if (clock.now() < staleMark - 8_000) clock.moveTo(staleMark - 8_000);
    staleHeard = clock.real(staleMark);
    const skipped = () => rows().some((r) => r.startedAt === new Date(staleMark).toISOString());
    await waitFor('the stale news skipped', skipped, 60_000, 100);
    await heardMore(rx, 6_000);
    rx.stop();
  }, 180_000);

  afterAll(async () => {
    await station?.close();
    await feed?.close();
  });

  it('airs the fresh file of the mark’s address at its minute, from disk', async () => {
    const { heardAt } = await toneHeardSince(station.context.ffmpegPath, rx, freshHeard, FRESH);
    expect(heardAt, 'the fresh news tone').not.toBeNull();
    expect(heardAt! - freshHeard).toBeGreaterThan(-HARD_TOLERANCE_MS - 1_500);
    expect(heardAt! - freshHeard).toBeLessThan(3_500);
  });

  it('never airs a stale file: the music carries on and the as-run says it was skipped, and why', async () => {
    const { pcm, heardAt } = await toneHeardSince(station.context.ffmpegPath, rx, staleHeard, MUSIC);
    expect(heardAt, 'the music after the skipped news').not.toBeNull();
    expect(heardAt! - staleHeard).toBeLessThan(5_000);
    expect(firstToneAt(pcm, STALE)).toBeNull();
    const [aired, skipped, ...more] = rows();
    expect(more).toEqual([]);
    expect(aired).toMatchObject({ title: path(freshMark).slice(1), feed: feed.url(path(freshMark)), standIn: null });
    expect(Math.abs(Date.parse(aired!.startedAt) - freshMark)).toBeLessThan(3_000);
    expect(skipped).toEqual(
      expect.objectContaining({
        startedAt: new Date(staleMark).toISOString(),
        seconds: 0,
        title: path(staleMark).slice(1),
        feed: feed.url(path(staleMark)),
        standIn:
          'No emitido: archivo caducado, publicado 180 minutos antes de la emisión (límite 60); sigue la música.',
      }),
    );
  });
});
