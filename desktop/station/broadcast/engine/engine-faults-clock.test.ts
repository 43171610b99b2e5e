import { type ChildProcess, spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { instantOf, stationTimeZone } from '../../../../shared/station/station-time';
import { type ApiClient, apiClient, itemsOf } from '../../../../testing/station/api-client';
import { startTestStation, type TestStation } from '../../../../testing/station/test-station';
import { addToneTrack, decodeMp3, publisherArgs, sleep, waitFor } from '../../../../testing/station/test-audio';
import { listen, longestSilenceMs, pastBurst, type Reception } from '../../../../testing/station/test-listener';

const DAY = '2030-06-17';

/**
 * The system clock jumping forward and back (NTP correcting a drifted clock, a laptop waking, someone setting the
 * time by hand). Only the JavaScript Date is faked, which is the wall clock the planner and the engine read; the
 * mixer paces the audio on process.hrtime, which no clock change touches. Expected: no dead air, no burst of
 * skipped frames, a break aired once and not again when its minute comes round a second time, a recorded
 * show's slot not skipped when the clock jumps over its start nor repeated when it jumps back before it, spot
 * lengths measured as heard, and a live show that neither ends nor hangs on because of the jump.
 */
describe('system clock jumps', () => {
  let station: TestStation;
  let api: ApiClient;
  let rx: Reception;
  let campaignId = 0;
  let publisher: ChildProcess | undefined;
  let dropped = false;
  const tz = stationTimeZone({});
  const at = (time: string, seconds = 0) => instantOf(DAY, time, tz) + seconds * 1000;
  const source = () => station.context.broadcast.nowPlaying().current?.source;
  const aired = (kind: string) =>
    (station.context.db.prepare('SELECT COUNT(*) AS n FROM play_history WHERE source = ?').get(kind) as { n: number })
      .n;

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true, advanceTimeDelta: 5 });
    vi.setSystemTime(at('10:00'));
    station = await startTestStation();
    const add = (title: string, frequency: number, toneSeconds: number) =>
      addToneTrack(station.context, { title, artist: 'Artista', frequency, toneSeconds, silence: 0 });
    await add('Tono 330', 330, 4);
    await add('Tono 440', 440, 4);
    const spot = await add('Cuña', 1700, 3);
    const show = await add('Programa grabado', 2000, 4);
    api = apiClient(station, await station.login());
    await api.call('streaming.settings', { body: { crossfadeSeconds: 0.5, adBreakMinutes: [30] } });
    await api.call('schedule.create', {
      body: { date: DAY, start: '10:40', end: '10:55', title: 'Grabado', host: '', type: 'talk', showTrackId: show.id },
    });
    // As many spots as the day has breaks: one owed in every break.
    campaignId = (
      await api.call('campaigns.create', {
        body: {
          advertiser: 'Bar Pau',
          title: 'Verano',
          spotTrackId: spot.id,
          startDate: DAY,
          endDate: DAY,
          spots: 24,
          daypart: 'any',
        },
      })
    ).id;
    await station.ready;
    await waitFor('rotation on air', () => source() === 'rotation', 15_000);
    rx = await listen(`${station.url}/stream`);
    void rx.closed.then(() => {
      dropped = true;
    });
    await pastBurst(rx);
  }, 60_000);

  afterAll(async () => {
    rx?.stop();
    publisher?.kill('SIGKILL');
    await station?.close();
    vi.useRealTimers();
  });

  it('airs the break when a forward jump reaches it, and not again when a backward jump brings its minute round again', async () => {
    vi.setSystemTime(at('10:29', 57));
    await waitFor('the spot on air', () => source() === 'spot', 12_000, 20);
    // Back while the spot plays: its length must still be the 3 s it lasted, not 3 s minus the jump.
    vi.setSystemTime(at('10:29', 58));
    await waitFor(
      'the spot over and 10:30 come round again',
      () => source() !== 'spot' && Date.now() > at('10:30', 5),
      15_000,
      50,
    );
    expect(aired('spot')).toBe(1);
    const airings = itemsOf(await api.call('campaigns.airings', { params: { id: campaignId } }));
    expect(airings).toHaveLength(1);
    expect(airings[0]!.durationSec).toBeGreaterThan(2);
    expect(airings[0]!.durationSec).toBeLessThan(4.5);
  }, 45_000);

  it('starts a recorded show whose start the clock jumped over, and does not repeat it when the clock goes back', async () => {
    vi.setSystemTime(at('10:40', 2));
    // The station's own record that it took the air: a 4 s show polled for as it plays can be over between two polls
    // of a loaded machine.
    await waitFor('the show on air', () => aired('show') === 1, 15_000, 20);
    vi.setSystemTime(at('10:39', 59));
    await waitFor(
      'the show over and 10:40 come round again',
      () => source() !== 'show' && Date.now() > at('10:40', 2),
      12_000,
      50,
    );
    // Real time: nothing must happen: a second airing of the show is given time to start if it could.
    await sleep(1_000);
    expect(aired('show')).toBe(1);
    expect(source()).not.toBe('show');
  }, 30_000);

  it('keeps a live show on air through a jump forward (no false "no audio" end)', async () => {
    const key = station.context.repos.settings.streaming().streamKey;
    publisher = spawn(
      station.context.ffmpegPath,
      publisherArgs(`rtmp://127.0.0.1:${station.context.config.rtmpPort}/live/${key}`, 1000),
      { stdio: 'ignore' },
    );
    await waitFor('live', () => source() === 'live', 10_000, 50);
    vi.setSystemTime(Date.now() + 3_600_000);
    // Real time: past the 3 s no-audio timer, which runs on the monotonic clock the test does not move.
    await sleep(4_000);
    expect(source()).toBe('live');
    expect(publisher.exitCode).toBeNull();
  }, 30_000);

  it('never went silent over a second, never skipped a frame, never dropped the listener', async () => {
    expect(dropped).toBe(false);
    rx.stop();
    await rx.closed;
    // From the end of the connection burst: the burst replays the seconds before the listener came, start-up included.
    const burst = rx.chunks.filter((c) => c.at - rx.chunks[0]!.at < 500).reduce((sum, c) => sum + c.data.length, 0);
    const pcm = await decodeMp3(station.context.ffmpegPath, rx.audio().subarray(burst));
    expect(pcm.length).toBeGreaterThan(176_400 * 20);
    expect(longestSilenceMs(pcm).ms).toBeLessThanOrEqual(1_000);
    expect(station.context.broadcast.diagnostics!().skippedFrames).toBe(0);
  });
});
