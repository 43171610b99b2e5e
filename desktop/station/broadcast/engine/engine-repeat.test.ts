import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repeatTitle } from '../../../../shared/text/repeat-title';
import { recordingsRoot } from '../../recording/paths';
import { stationTimeZone, wallTime } from '../../../../shared/station/station-time';
import { apiClient } from '../../../../testing/station/api-client';
import { startTestStation, type TestStation } from '../../../../testing/station/test-station';
import { addToneTrack, decodeMp3, makeToneFile, waitFor } from '../../../../testing/station/test-audio';
import { firstToneAt, listen, type Reception } from '../../../../testing/station/test-listener';
import { engineOn, movableClock } from '../../../../testing/station/wall-clock';

const LIBRARY = 440;
const RECORDED = 2500;

/**
 * A repeat slot on the real engine: the recording of Saturday's live show airs again at the slot's
 * minute, from the point where the original airing began, and the history says it is a repeat and of which day.
 */
describe('repeat slot on the real engine', () => {
  let station: TestStation;
  let rx: Reception;
  let slotStart = 0;
  const originalStart = Date.parse('2026-11-21T15:00:00Z');
  const clock = movableClock();

  beforeAll(async () => {
    station = await startTestStation({}, engineOn(clock));
    const ctx = station.context;
    await addToneTrack(ctx, { title: 'Biblioteca', artist: 'A', frequency: LIBRARY, toneSeconds: 4, silence: 0 });
    // Saturday's live session, recorded from 10 s before the programme's start (the presenter connected early).
    const fileName = 'live/2026-11-21/15-59-50.mp3';
    const file = path.join(recordingsRoot(ctx.config.dataDir), fileName);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    await makeToneFile(ctx.ffmpegPath, file, { frequency: RECORDED, toneSeconds: 60, silence: 0 });
    const id = ctx.repos.recordings.create({
      kind: 'live',
      title: 'Memoria de Portbou',
      fileName,
      startedAt: new Date(originalStart - 10_000).toISOString(),
    });
    ctx.repos.recordings.finish(id, new Date(originalStart + 50_000).toISOString(), 60, fs.statSync(file).size);
    const api = apiClient(station, await station.login());
    await station.ready;

    const tz = stationTimeZone(ctx.config);
    // The wall clock moved to 12 s before a minute (time for the listener to settle): the slot starts then.
    slotStart = clock.toBeforeNextMinute(12);
    const wall = wallTime(slotStart, tz);
    const end = wallTime(slotStart + 30 * 60_000, tz);
    const res = await api.send('schedule.create', {
      body: {
        date: wall.date,
        start: wall.time,
        end: end.date === wall.date ? end.time : '24:00',
        title: 'Memoria de Portbou',
        host: '',
        type: 'talk',
        repeatOf: {
          start: new Date(originalStart).toISOString(),
          end: new Date(originalStart + 2 * 3_600_000).toISOString(),
        },
      },
    });
    expect(res.status, res.text).toBe(201);
    rx = await listen(`${station.url}/stream`);
    await waitFor('the repeat on air', () => clock.now() > slotStart + 6_000, 120_000, 250);
    rx.stop();
  }, 180_000);

  afterAll(async () => {
    await station?.close();
  });

  it('airs the earlier recording at the slot’s minute, from where the original airing began', async () => {
    // The listener's socket stamps arrivals in system time, which the moved wall clock is ahead of.
    const slotHeard = clock.real(slotStart);
    const pcm = await decodeMp3(station.context.ffmpegPath, rx.audio());
    const from = Math.floor(((rx.chunks.find((c) => c.at >= slotHeard - 3_000)?.offset ?? 0) / 16) * 176.4);
    const at = firstToneAt(pcm, RECORDED, from);
    expect(at, 'the recording’s tone').not.toBeNull();
    const heardAt = rx.arrivalOf(Math.round((at! / 176.4) * 16))!;
    expect(heardAt - slotHeard).toBeGreaterThan(-1_000);
    expect(heardAt - slotHeard).toBeLessThan(3_500);
    expect(firstToneAt(pcm, LIBRARY)).not.toBeNull();
  });

  it('says in the history that it is a repeat, and of which day', () => {
    const tz = stationTimeZone(station.context.config);
    const title = repeatTitle('Memoria de Portbou', originalStart, tz);
    expect(title).toBe('Repetición del sábado 21/11: Memoria de Portbou');
    const rows = station.context.db
      .prepare("SELECT title, source FROM play_history WHERE source = 'repeat'")
      .all() as Array<{ title: string; source: string }>;
    expect(rows).toEqual([{ title, source: 'repeat' }]);
  });
});
