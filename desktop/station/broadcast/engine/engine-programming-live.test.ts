import { type ChildProcess, spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminStreamingStatusSchema } from '../../../../shared/schemas/broadcast/streaming';
import { stationTimeZone, wallTime } from '../../../../shared/station/station-time';
import { type ApiClient, apiClient, itemsOf } from '../../../../testing/station/api-client';
import { startTestStation, type TestStation } from '../../../../testing/station/test-station';
import { AUDIO } from '../../../../shared/station/audio-format';
import { addToneTrack, decodeMp3, publisherArgs, waitFor } from '../../../../testing/station/test-audio';
import { firstToneAt, heardMore, listen, receivedBytes } from '../../../../testing/station/test-listener';

const LIVE_TONE = 1000;
const SPOT_TONE = 1700;

/**
 * A live programme on the schedule: the dashboard says it is missing until OBS publishes; a break that falls
 * during the show is held back (never aired automatically over the host), offered to the studio, and played when
 * the host presses the button: the spot goes out over real RTMP/HTTP and the live show comes back after it.
 */
describe('live programme, missing live show and the host’s ad break', () => {
  let station: TestStation;
  let api: ApiClient;
  let publisher: ChildProcess | null = null;
  let campaignId = 0;
  let spotTrackId = 0;

  const status = async () => adminStreamingStatusSchema.parse(await api.call('streaming.status'));

  beforeAll(async () => {
    // The break is due at a wall-clock minute: the test moves the Date the planner reads to it instead of waiting up
    // to a minute for it (the bus and the live input pace on the monotonic clock, which is not faked).
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true, advanceTimeDelta: 5 });
    station = await startTestStation();
    const ctx = station.context;
    for (const [i, f] of [330, 440].entries())
      await addToneTrack(ctx, {
        title: `Tono ${f}`,
        artist: `Artista ${i}`,
        frequency: f,
        toneSeconds: 20,
        silence: 0,
      });
    const spot = await addToneTrack(ctx, {
      title: 'Cuña Ferretería',
      artist: 'Ferretería',
      frequency: SPOT_TONE,
      toneSeconds: 3,
      silence: 0,
    });
    api = apiClient(station, await station.login());
    await station.ready;
    const tz = stationTimeZone(ctx.config);
    const now = wallTime(Date.now(), tz);
    const end = wallTime(Date.now() + 30 * 60_000, tz);
    await api.call('schedule.create', {
      body: {
        date: now.date,
        start: now.time,
        end: end.date === now.date ? end.time : '24:00',
        title: 'Tertulia en directo',
        host: 'Nuria',
        type: 'live',
      },
    });
    spotTrackId = spot.id;
  }, 60_000);

  afterAll(async () => {
    publisher?.kill('SIGKILL');
    await station?.close();
    vi.useRealTimers();
  });

  it('says the live show is missing while the slot runs and nobody publishes', async () => {
    await waitFor('liveMissing', async () => (await status()).liveMissing !== null, 5_000);
    expect((await status()).liveMissing).toMatchObject({ title: 'Tertulia en directo' });
    expect((await api.call('queue.get')).liveMissing?.title).toBe('Tertulia en directo');
  });

  it('holds the break back during the live show, offers it, and plays it when the host presses', async () => {
    const key = station.context.repos.settings.streaming().streamKey;
    publisher = spawn(
      station.context.ffmpegPath,
      publisherArgs(`rtmp://127.0.0.1:${station.context.config.rtmpPort}/live/${key}`, LIVE_TONE),
      { stdio: 'ignore' },
    );
    await waitFor('live on air', async () => (await status()).isLive, 30_000, 100);
    expect((await status()).liveMissing).toBeNull();
    // The break: the next minute at least 5 s away, set once the live show is on air (a loaded machine can take
    // long to start the stand-in publisher, and a break before the show airs by itself, as it should).
    const tz = stationTimeZone(station.context.config);
    const breakAt = Math.ceil((Date.now() + 5_000) / 60_000) * 60_000;
    await api.call('streaming.settings', { body: { adBreakMinutes: [Number(wallTime(breakAt, tz).time.slice(3))] } });
    const day = wallTime(breakAt, tz).date;
    campaignId = (
      await api.call('campaigns.create', {
        body: {
          advertiser: 'Ferretería Mar',
          title: 'Otoño',
          spotTrackId,
          startDate: day,
          endDate: day,
          spots: 24,
          daypart: 'any',
        },
      })
    ).id;
    vi.setSystemTime(breakAt);
    const due = await waitFor(
      'spots due',
      async () => {
        const queue = await api.call('queue.get');
        return queue.dueSpots.length > 0 ? queue.dueSpots : null;
      },
      15_000,
      100,
    );
    expect(due).toEqual([
      expect.objectContaining({ campaignId, advertiser: 'Ferretería Mar', spotTitle: 'Cuña Ferretería' }),
    ]);
    // Held back: nothing aired by itself over the host.
    expect(await api.call('campaigns.airings', { params: { id: campaignId } })).toEqual([]);
    expect((await status()).isLive).toBe(true);

    const rx = await listen(`${station.url}/stream`);
    // The burst holds the live seconds before the break that the test reads.
    await waitFor('the burst', () => receivedBytes(rx) >= AUDIO.burstBytes, 10_000, 20);
    const pressedAt = Date.now();
    expect(await api.call('queue.break')).toEqual({ spots: 1 });
    await waitFor(
      'back to live after the spot',
      async () => Date.now() - pressedAt > 3_000 && (await status()).isLive,
      15_000,
      100,
    );
    // Real time: the live tone after the spot, as heard.
    await heardMore(rx, 2_000);
    rx.stop();

    const airings = itemsOf(await api.call('campaigns.airings', { params: { id: campaignId } }));
    expect(airings).toHaveLength(1);
    expect(airings[0]!.listeners).toBeGreaterThanOrEqual(1);
    expect((await api.call('queue.get')).dueSpots).toEqual([]);
    const again = await api.send('queue.break');
    expect(again.status).toBe(409);

    const pcm = await decodeMp3(station.context.ffmpegPath, rx.audio());
    const spotAt = firstToneAt(pcm, SPOT_TONE);
    expect(spotAt, 'spot heard').not.toBeNull();
    // Before the spot the host's show, not the rotation: no rotation song was heard over her, from her first tone
    // (or, if the stand-in publisher stalled through the burst on a loaded machine and the bus carried silence, from
    // the end of the burst) to the spot. The burst is the mount's last 4 s before the listener came, and with the
    // encoder behind on a loaded machine it can still hold the rotation's end from before she went on air.
    const pcmBytesPerMp3Byte =
      (AUDIO.sampleRate * AUDIO.channels * AUDIO.bytesPerSample) / (AUDIO.mp3BitrateKbps * 125);
    const burstEnd = Math.round(AUDIO.burstBytes * pcmBytesPerMp3Byte);
    const liveAt = firstToneAt(pcm, LIVE_TONE);
    const hostFrom = liveAt !== null && liveAt < spotAt! ? liveAt : burstEnd;
    const rotationOverHost = [330, 440]
      .map((f) => firstToneAt(pcm, f, hostFrom))
      .filter((at) => at !== null && at < spotAt!);
    expect(rotationOverHost, `rotation heard over the host (from byte ${hostFrom})`).toEqual([]);
    // After the spot (3 s), the live tone again.
    expect(firstToneAt(pcm, LIVE_TONE, spotAt! + 3 * 176_400)).not.toBeNull();
    // The live input survived the break: it is still the same publisher on air.
    expect(station.context.broadcast.nowPlaying().current?.source).toBe('live');
  }, 120_000);
});
