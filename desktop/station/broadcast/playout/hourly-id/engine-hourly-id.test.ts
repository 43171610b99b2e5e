import { type ChildProcess, spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stationTimeZone } from '../../../../../shared/station/station-time';
import { type ApiClient, apiClient } from '../../../../../testing/station/api-client';
import { addToneTrack, publisherArgs, waitFor } from '../../../../../testing/station/test-audio';
import type { TestStation } from '../../../../../testing/station/test-station';
import { startToneStation } from '../../../../../testing/station/tone-station';
import { createEngine } from '../../engine/engine';
import { hourStartOf } from './hourly-id';

const ROTATION_TONES = [300, 500];
const OFF = { settings: { enabled: false, trackId: null }, jingles: [] };

/**
 * The hourly station ID on the real engine, its wall clock moved a few seconds before the top of an hour (the bus
 * still paces on the monotonic clock): the ID airs hard-timed and is in the as-run log at its time; under a live
 * show it is a due item in the studio's queue that the break button airs; /api/history leaves it out.
 */
describe('hourly station ID on the real engine (injected wall clock)', () => {
  let station: TestStation;
  let api: ApiClient;
  let publisher: ChildProcess | null = null;
  const clock = { offset: 0, now: () => Date.now() + clock.offset, monotonic: () => performance.now() };
  let tz = 'Europe/Madrid';

  /** Moves the station's wall clock to `seconds` before its next top of the hour; that hour's start. */
  function toBeforeNextHour(seconds: number): number {
    const next = hourStartOf(clock.now(), tz) + 3_600_000;
    clock.offset += next - seconds * 1000 - clock.now();
    return next;
  }
  const idsAired = (from: number) =>
    station.context.repos.asRun.page(
      { from: new Date(from - 60_000).toISOString(), to: new Date(from + 600_000).toISOString(), kind: 'station-id' },
      0,
      10,
    ).items;

  beforeAll(async () => {
    station = await startToneStation(
      ROTATION_TONES,
      20,
      {},
      { createBroadcast: (ctx) => createEngine(ctx, { clock }) },
    );
    tz = stationTimeZone(station.context.config);
    api = apiClient(station, await station.login());
  }, 60_000);
  afterAll(async () => {
    publisher?.kill('SIGKILL');
    await station?.close();
  });

  it('is off until set, refuses a track that is not a jingle, then airs at :00 and is in the as-run log at its time', async () => {
    expect(await api.call('stationId.get')).toEqual(OFF);
    const song = station.context.repos.tracks.playableCount() > 0 ? 1 : 0;
    const refused = await api.send('stationId.update', { body: { enabled: true, trackId: song } });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.error)).toContain('cortinilla (jingle)');
    expect(await api.call('stationId.get')).toEqual(OFF);

    // Off: an hour passes without an ID.
    const quietHour = toBeforeNextHour(2);
    await waitFor('past the quiet hour', () => clock.now() > quietHour + 3_000, 10_000, 100);
    // From the jump on: an empty library's station ID at start-up (before the tones were added) is not this hour's,
    // and falls in the window when the test starts in the last minute of a real hour.
    const sinceJump = idsAired(quietHour).filter((row) => Date.parse(row.startedAt) >= quietHour - 2_000);
    expect(sinceJump).toEqual([]);

    // Turned on a few seconds before the next hour: turned on inside the quiet hour's first minute, it would air
    // there and then (as for a station started late), and that late ID would be the first in this hour's window.
    const hour = toBeforeNextHour(3);
    expect((await api.send('stationId.update', { body: { enabled: true, trackId: null } })).status).toBe(200);
    const aired = await waitFor('the ID in the as-run log', () => idsAired(hour)[0], 15_000, 100);
    expect(aired?.title).toBe('Identificativo de la emisora');
    const at = Date.parse(aired?.startedAt ?? '') - hour;
    expect(at).toBeGreaterThanOrEqual(1_000);
    expect(at).toBeLessThan(4_000);
    // The public history leaves station IDs out; the rotation took the air back after it.
    await waitFor('music again', () => station.context.broadcast.nowPlaying().current?.source === 'rotation', 20_000);
    const history = await api.as(undefined).call('history.list', {
      query: { from: new Date(hour - 60_000).toISOString() },
    });
    expect(JSON.stringify(history)).not.toContain('Identificativo');
  }, 60_000);

  it('under a live show the chosen library jingle is offered as a due item, and the break button airs it', async () => {
    const jingle = await addToneTrack(station.context, {
      title: 'Ràdio Prova, 100.3',
      artist: 'Ràdio Prova',
      frequency: 1500,
      toneSeconds: 2,
      silence: 0,
    });
    expect((await api.send('tracks.update', { params: { id: jingle.id }, body: { kind: 'jingle' } })).status).toBe(200);
    const chosen = await api.call('stationId.update', { body: { enabled: true, trackId: jingle.id } });
    expect(chosen).toEqual({
      settings: { enabled: true, trackId: jingle.id },
      jingles: [{ id: jingle.id, title: 'Ràdio Prova, 100.3', artist: 'Ràdio Prova' }],
    });
    const key = station.context.repos.settings.streaming().streamKey;
    publisher = spawn(
      station.context.ffmpegPath,
      publisherArgs(`rtmp://127.0.0.1:${station.context.config.rtmpPort}/live/${key}`, 1000),
      { stdio: 'ignore' },
    );
    await waitFor('live on air', () => station.context.broadcast.nowPlaying().current?.source === 'live', 15_000);
    const hour = toBeforeNextHour(2);
    const due = await waitFor(
      'the ID due',
      async () => (await api.call('queue.get')).dueStationId ?? null,
      10_000,
      100,
    );
    expect(due).toEqual({ dueAt: new Date(hour).toISOString(), title: 'Ràdio Prova, 100.3' });
    // Not aired over the presenter.
    expect(idsAired(hour)).toEqual([]);
    expect(station.context.broadcast.nowPlaying().current?.source).toBe('live');

    expect((await api.send('queue.break')).status).toBe(202);
    const aired = await waitFor('the ID aired in the break', () => idsAired(hour)[0], 15_000, 100);
    expect(aired).toMatchObject({ title: 'Ràdio Prova, 100.3', trackId: jingle.id });
    await waitFor(
      'back to the live show',
      () => station.context.broadcast.nowPlaying().current?.source === 'live',
      20_000,
    );
    expect((await api.call('queue.get')).dueStationId ?? null).toBeNull();
  }, 60_000);
});
