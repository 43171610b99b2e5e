import { afterEach, describe, expect, it } from 'vitest';
import { stationTimeZone } from '../../../../../shared/station/station-time';
import { freePorts } from '../../../config/ports';
import { silentLogger } from '../../../core/log';
import { type StationHandle, startStation } from '../../../start-station';
import { addToneTrack, waitFor } from '../../../../../testing/station/test-audio';
import { startTestStation, type TestStation, testStationConfig } from '../../../../../testing/station/test-station';
import type { Clock } from '../../../core/clock';
import { type MovableClock, movableClock } from '../../../../../testing/station/wall-clock';
import { createEngine } from '../../engine/engine';
import { writeHourlyId } from './hourly-id-settings';
import { hourStartOf } from './hourly-id';

const UNTIL_MS = 60_000;
// 20 ms frames: 10 s of bus after the ID is several times its own length (about 4 s), so a loop would have re-aired.
const FRAMES_AFTER_ID = 500;

/** Moves `clock` so that it reads `ms` past the start of the station hour it is in (or of the next one). */
function toMsIntoHour(clock: MovableClock, timeZone: string, ms: number, nextHour = false) {
  const hour = hourStartOf(clock.now(), timeZone) + (nextHour ? 3_600_000 : 0);
  clock.offset += hour + ms - clock.now();
  return hour;
}

/** As-run rows that started in [from, to) (of `kind`): counted by their start alone, whatever ended them. */
const rowsStarted = (station: Pick<StationHandle, 'context'>, from: number, to: number, kind?: 'station-id') =>
  station.context.repos.asRun
    .page({ from: new Date(from - 3_600_000).toISOString(), to: new Date(to).toISOString(), kind }, 0, 200)
    .items.filter((row) => Date.parse(row.startedAt) >= from);
const idRows = (station: Pick<StationHandle, 'context'>, from: number, to: number) =>
  rowsStarted(station, from, to, 'station-id');

const framesWritten = (station: Pick<StationHandle, 'context'>) =>
  station.context.broadcast.diagnostics?.().framesWritten ?? 0;

/** Waits until the bus has carried `frames` more frames: time measured on the air itself, not a sleep. */
async function busAdvances(station: Pick<StationHandle, 'context'>, frames: number) {
  const from = framesWritten(station);
  await waitFor(`${frames} frames of bus`, () => framesWritten(station) >= from + frames, 60_000, 100);
}

/**
 * The station ID at start-up on a fresh data folder: the library is empty while the demo is still being made, so
 * the station identifies itself, and then waits for music instead of repeating its ID; the hourly ID, the ID that
 * covers an empty library and a restart all share one rule, read from the as-run log: one ID per station hour.
 */
describe('the station ID at start-up (real engine, injected wall clock)', () => {
  const open: Array<{ stop(): Promise<void> }> = [];
  afterEach(async () => {
    for (const station of open.splice(0).reverse()) await station.stop();
  });

  async function stationWith(clock: Clock, overrides: Parameters<typeof startTestStation>[0] = {}) {
    const station = await startTestStation(overrides, { createBroadcast: (ctx) => createEngine(ctx, { clock }) });
    open.push({ stop: () => station.close() });
    return station;
  }

  it('airs once on an empty library, not in a loop, and the first song that lands follows it', async () => {
    const clock = movableClock();
    // Ten minutes into an hour: the hourly ID (off anyway) has nothing to do with what airs here.
    const tz = stationTimeZone({});
    const hour = toMsIntoHour(clock, tz, 10 * 60_000);
    const station: TestStation = await stationWith(clock);
    const window = [hour, hour + 3_600_000] as const;
    await waitFor('the start-up ID on air', () => idRows(station, ...window).length > 0, 30_000, 100);
    // The demo's first song is still being synthesised: the bus goes on for several lengths of the ID.
    await busAdvances(station, FRAMES_AFTER_ID);
    expect(idRows(station, ...window).map((r) => r.title)).toEqual(['Identificativo de la emisora']);

    await addToneTrack(station.context, {
      title: 'Primera',
      artist: 'Demo',
      frequency: 440,
      toneSeconds: 8,
      silence: 0,
    });
    await waitFor(
      'the first song',
      () => station.context.broadcast.nowPlaying().current?.source === 'rotation',
      30_000,
    );
    const rows = rowsStarted(station, ...window);
    expect(rows.map((r) => r.kind)).toEqual(['station-id', 'music']);
    // The ID's row ends when the ID did, not when the song came: the silence between is not the ID.
    expect(rows[0]?.seconds).toBeLessThan(8);
  }, 120_000);

  it('airs once per station hour with the hourly ID on: the start-up ID counts for its hour', async () => {
    const clock = movableClock();
    const tz = stationTimeZone({});
    // Starting 6 s before an hour on an empty library: the start-up ID belongs to the hour that ends, the hourly ID
    // to the one that starts; nothing else identifies the station in either.
    const next = toMsIntoHour(clock, tz, -6_000, true);
    const station = await stationWith(clock);
    writeHourlyId(station.context.repos.settings, { enabled: true, trackId: null });
    await waitFor('the hourly ID', () => idRows(station, next, next + 3_600_000).length > 0, 30_000, 100);
    await busAdvances(station, FRAMES_AFTER_ID);
    expect(idRows(station, next - 3_600_000, next).length).toBe(1);
    expect(idRows(station, next, next + 3_600_000).length).toBe(1);
    // At the top of the hour: the hourly one, or the one covering the empty library, whichever came first.
    const hourly = idRows(station, next, next + 3_600_000)[0]!;
    expect(Date.parse(hourly.startedAt) - next).toBeLessThan(UNTIL_MS);
  }, 120_000);

  it('does not air the hourly ID again when the station restarts in the same hour', async () => {
    const clock = movableClock();
    const tz = stationTimeZone({});
    const hour = toMsIntoHour(clock, tz, -2_000, true);
    const first = await stationWith(clock);
    await addToneTrack(first.context, { title: 'Tono', artist: 'Prova', frequency: 500, toneSeconds: 20, silence: 0 });
    writeHourlyId(first.context.repos.settings, { enabled: true, trackId: null });
    await waitFor('the hourly ID', () => idRows(first, hour, hour + 3_600_000).length > 0, 30_000, 100);
    const { dataDir } = first;
    await first.stop();

    // The core restarts (a crash, a time zone or a backup applied) twenty seconds into the same hour.
    toMsIntoHour(clock, tz, 20_000);
    const [port, rtmpPort, flvPort] = (await freePorts(3)) as [number, number, number];
    const second = await startStation(testStationConfig({ dataDir, port, rtmpPort, flvPort }), {
      log: silentLogger,
      createBroadcast: (ctx) => createEngine(ctx, { clock }),
    });
    open.push(second);
    await waitFor('music again', () => second.context.broadcast.nowPlaying().current?.source === 'rotation', 30_000);
    await busAdvances(second, FRAMES_AFTER_ID);
    expect(idRows(second, hour, hour + 3_600_000).length).toBe(1);
  }, 120_000);
});
