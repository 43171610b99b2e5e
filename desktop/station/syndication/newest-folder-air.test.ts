import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../../testing/station/api-client';
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
import { makeToneFile, waitFor } from '../../../testing/station/test-audio';
import type { TestStation } from '../../../testing/station/test-station';
import { movableClock } from '../../../testing/station/wall-clock';

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
  let marks: { fresh: number; stale: number };
  let heard: Awaited<ReturnType<typeof listenToNewsMarks>>;

  /** A news tone put in the folder at once with its modification time, as a copy from another station's share. */
  async function dropNews(name: string, frequency: number, modifiedAt: number) {
    const made = path.join(spare, name);
    await makeToneFile(station.context.ffmpegPath, made, { frequency, toneSeconds: 5, silence: 0 });
    fs.utimesSync(made, modifiedAt / 1000, modifiedAt / 1000);
    fs.renameSync(made, path.join(folder, name));
  }
  const newest = () => station.context.repos.newestFiles.get(folder);

  beforeAll(async () => {
    const started = await startNewsStation(clock);
    station = started.station;
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'noticias-'));
    spare = fs.mkdtempSync(path.join(os.tmpdir(), 'noticias-hechas-'));
    const api = apiClient(station, await station.login());
    const news = { type: 'newest-file' as const, folder };
    const clockBody = (hard: string[]) => ({
      name: 'Con noticias',
      events: [
        { type: 'category' as const, categoryId: started.music },
        ...hard.map((at, i) => ({ type: 'hard' as const, at, event: i ? { ...news, freshnessMin: 60 } : news })),
      ],
    });
    // The folder is watched once a clock names it; its minutes are set once the news is on disk (however long
    // filing and analysing it takes on a busy machine).
    const created = await api.send('clocks.create', {
      body: clockBody([markAtMinute(station, clock.now() + 30 * 60_000)]),
    });
    expect(created.status, created.text).toBe(201);
    const clockId = created.data!.id;
    expect((await api.send('grid.update', { body: { cells: [], defaultClockId: clockId } })).status).toBe(200);

    // Published just now (minutes before its mark): fresh. On disk and analysed before the minute comes.
    const publishedAt = Math.floor(clock.now() / 1000) * 1000;
    await dropNews('noticias_fresh.mp3', NEWS_TONES.fresh, publishedAt);
    await waitFor('the fresh news filed and analysed', () => newest()?.ready, 60_000, 100);
    expect(newest()).toMatchObject({ fileName: 'noticias_fresh.mp3', modifiedAt: publishedAt });

    marks = twoNewsMarks(station, clock, 20);
    const updated = await api.send('clocks.update', {
      params: { id: clockId },
      body: clockBody([markAtMinute(station, marks.fresh), markAtMinute(station, marks.stale)]),
    });
    expect(updated.status, updated.text).toBe(200);
    expect(clock.now()).toBeLessThan(marks.fresh - 8_000);
    heard = await listenToNewsMarks(station, clock, marks, 'noticias_fresh.mp3', async () => {
      // The next minute's file is three hours old (another station's share not updated): stale, never on air.
      fs.rmSync(path.join(folder, 'noticias_fresh.mp3'));
      await dropNews('noticias_stale.mp3', NEWS_TONES.stale, marks.stale - 3 * HOUR);
      await waitFor('the stale file seen', () => newest()?.fileName === 'noticias_stale.mp3', 60_000, 100);
    });
  }, 180_000);

  afterAll(async () => {
    await station?.close();
    fs.rmSync(folder, { recursive: true, force: true });
    fs.rmSync(spare, { recursive: true, force: true });
  });

  it('airs the fresh newest file at its minute, from disk', () => expectFreshNewsAtMark(station, heard));

  it('never airs a stale file: the music carries on and the as-run says it was skipped, and why', async () => {
    await expectMusicInsteadOfStale(station, heard);
    const [aired, skipped, ...more] = syndicatedRows(station);
    // Every row named when one is too many: which mark came twice is the clue.
    const all = syndicatedRows(station).map((r) => `${r.startedAt} ${r.title} ${r.seconds} s`);
    expect(more, `${all.join(' | ')}; marks ${new Date(marks.fresh).toISOString()} and the next minute`).toEqual([]);
    expect(aired).toMatchObject({ title: 'noticias_fresh.mp3', feed: folder, standIn: null });
    expect(Math.abs(Date.parse(aired!.startedAt) - marks.fresh)).toBeLessThan(3_000);
    expect(skipped).toEqual(
      expect.objectContaining({
        startedAt: new Date(marks.stale).toISOString(),
        seconds: 0,
        title: 'noticias_stale.mp3',
        standIn: expect.stringMatching(/^No emitido: archivo caducado, modificado 180 minutos antes .*límite 60/),
      }),
    );
  });
});
