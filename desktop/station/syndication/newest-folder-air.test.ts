import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stationTimeZone, wallTime } from '../../../shared/station/station-time';
import { apiClient } from '../../../testing/station/api-client';
import { addToneTrack, makeToneFile, waitFor } from '../../../testing/station/test-audio';
import { firstToneAt, heardMore, listen, type Reception, toneHeardSince } from '../../../testing/station/test-listener';
import { startTestStation, type TestStation } from '../../../testing/station/test-station';
import { engineOn, movableClock } from '../../../testing/station/wall-clock';
import { HARD_TOLERANCE_MS } from '../programming/planner/clock-step';

const MUSIC = 440;
const FRESH = 3100;
const STALE = 2500;
const HOUR = 3_600_000;

/**
 * The hourly news dropped into a shared folder, on the real engine: an hour clock's "newest file" event at a minute
 * airs the folder's newest file (by its modification time) when it is fresh, heard on /stream at that minute; a file
 * older than the event's freshness limit never airs, the music carries on and the as-run records the skip and why.
 */
describe('"newest file" from a watched folder on the real engine', () => {
  const clock = movableClock();
  let station: TestStation;
  let folder: string;
  let spare: string;
  let rx: Reception;
  let freshMark = 0;
  let staleMark = 0;
  // The system time of each mark, read while the wall clock was at it (the clock jumps again after).
  let freshHeard = 0;
  let staleHeard = 0;

  /** A news tone put in the folder at once with its modification time, as a copy from another station's share. */
  async function dropNews(name: string, frequency: number, modifiedAt: number) {
    const made = path.join(spare, name);
    await makeToneFile(station.context.ffmpegPath, made, { frequency, toneSeconds: 5, silence: 0 });
    fs.utimesSync(made, modifiedAt / 1000, modifiedAt / 1000);
    fs.renameSync(made, path.join(folder, name));
  }
  const newest = () => station.context.repos.newestFiles.get(folder);
  const rows = () =>
    station.context.repos.asRun.page(
      { from: '2000-01-01T00:00:00.000Z', to: '2100-01-01T00:00:00.000Z', kind: 'syndicated' },
      0,
      10,
    ).items;

  beforeAll(async () => {
    station = await startTestStation({}, { ...engineOn(clock), clock });
    const ctx = station.context;
    ctx.repos.settings.updateStreaming({ crossfadeSeconds: 0 });
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'noticias-'));
    spare = fs.mkdtempSync(path.join(os.tmpdir(), 'noticias-hechas-'));
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
    const tz = stationTimeZone(ctx.config);
    const minuteOf = (at: number) => Number(wallTime(at, tz).time.slice(3, 5));
    const mark = (at: number) => `${String(minuteOf(at)).padStart(2, '0')}:00`;
    const api = apiClient(station, await station.login());
    const news = { type: 'newest-file' as const, folder };
    const clockBody = (marks: number[]) => ({
      name: 'Con noticias',
      events: [
        { type: 'category' as const, categoryId: music },
        ...marks.map((at, i) => ({
          type: 'hard' as const,
          at: mark(at),
          event: i ? { ...news, freshnessMin: 60 } : news,
        })),
      ],
    });
    // The folder is watched once a clock names it; its minutes are set once the news is on disk (however long
    // filing and analysing it takes on a busy machine).
    const created = await api.send('clocks.create', { body: clockBody([clock.now() + 30 * 60_000]) });
    expect(created.status, created.text).toBe(201);
    const clockId = created.data!.id;
    expect((await api.send('grid.update', { body: { cells: [], defaultClockId: clockId } })).status).toBe(200);

    // Published just now (minutes before its mark): fresh. On disk and analysed before the minute comes.
    const publishedAt = Math.floor(clock.now() / 1000) * 1000;
    await dropNews('noticias_fresh.mp3', FRESH, publishedAt);
    await waitFor('the fresh news filed and analysed', () => newest()?.ready, 60_000, 100);
    expect(newest()).toMatchObject({ fileName: 'noticias_fresh.mp3', modifiedAt: publishedAt });

    // Away from the top of the hour (its station ID) and from the hour's end (both marks in one hour's clock).
    freshMark = clock.toBeforeNextMinute(20);
    while (minuteOf(freshMark) === 0 || minuteOf(freshMark) > 57) freshMark = clock.toBeforeNextMinute(20);
    staleMark = freshMark + 60_000;
    const updated = await api.send('clocks.update', {
      params: { id: clockId },
      body: clockBody([freshMark, staleMark]),
    });
    expect(updated.status, updated.text).toBe(200);
    expect(clock.now()).toBeLessThan(freshMark - 8_000);
    clock.moveTo(freshMark - 8_000);
    freshHeard = clock.real(freshMark);
    rx = await listen(`${station.url}/stream`);
    await waitFor('the fresh news on air', () => rows().some((r) => r.title === 'noticias_fresh.mp3'), 60_000, 100);
    await heardMore(rx, 6_000);

    // The next minute's file is three hours old (another station's share not updated): stale, never on air.
    fs.rmSync(path.join(folder, 'noticias_fresh.mp3'));
    await dropNews('noticias_stale.mp3', STALE, staleMark - 3 * HOUR);
    await waitFor('the stale file seen', () => newest()?.fileName === 'noticias_stale.mp3', 60_000, 100);
    if (clock.now() < staleMark - 8_000) clock.moveTo(staleMark - 8_000);
    staleHeard = clock.real(staleMark);
    const skipped = () => rows().some((r) => r.startedAt === new Date(staleMark).toISOString());
    await waitFor('the stale news skipped', skipped, 60_000, 100);
    await heardMore(rx, 6_000);
    rx.stop();
  }, 180_000);

  afterAll(async () => {
    await station?.close();
    fs.rmSync(folder, { recursive: true, force: true });
    fs.rmSync(spare, { recursive: true, force: true });
  });

  it('airs the fresh newest file at its minute, from disk', async () => {
    const { heardAt } = await toneHeardSince(station.context.ffmpegPath, rx, freshHeard, FRESH);
    expect(heardAt, 'the fresh news tone').not.toBeNull();
    // A hard event starts within the clock's tolerance of its mark (the fill to time lands the hour there).
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
    expect(aired).toMatchObject({ title: 'noticias_fresh.mp3', feed: folder, standIn: null });
    expect(Math.abs(Date.parse(aired!.startedAt) - freshMark)).toBeLessThan(3_000);
    expect(skipped).toEqual(
      expect.objectContaining({
        startedAt: new Date(staleMark).toISOString(),
        seconds: 0,
        title: 'noticias_stale.mp3',
        standIn: expect.stringMatching(/^No emitido: archivo caducado, modificado 180 minutos antes .*límite 60/),
      }),
    );
  });
});
