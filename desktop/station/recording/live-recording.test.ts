import { type ChildProcess, spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordingPage } from '../../../shared/schemas/archive/recordings';
import { apiClient } from '../../../testing/station/api-client';
import type { TestStation } from '../../../testing/station/test-station';
import { startToneStation } from '../../../testing/station/tone-station';
import { decodeMp3, publisherArgs, sleep, waitFor } from '../../../testing/station/test-audio';
import { toneStrength } from '../../../testing/station/test-listener';

const LIVE_TONE = 1000;
const ROTATION_TONES = [300, 500];
const WINDOW_BYTES = 2205 * 4; // 50 ms of s16le stereo

/** Seconds of `pcm` where `frequency` dominates, by 50 ms windows. */
function toneSeconds(pcm: Buffer, frequency: number): number {
  let windows = 0;
  for (let at = 0; at + WINDOW_BYTES <= pcm.length; at += WINDOW_BYTES)
    if (toneStrength(pcm, at, frequency) > 0.6) windows++;
  return windows * 0.05;
}

describe('live shows are recorded as listeners heard them (real RTMP)', () => {
  let station: TestStation;
  let publisher: ChildProcess | undefined;

  beforeAll(async () => {
    station = await startToneStation(ROTATION_TONES, 20);
  }, 60_000);
  afterAll(async () => {
    publisher?.kill('SIGKILL');
    await station?.close();
  });

  const isLive = async () => (await apiClient(station).call('streaming.status')).isLive;

  it('writes the live session to an MP3 that decodes to the live tone for as long as it was on air (±1 s)', async () => {
    const cookie = await station.login();
    const admin = apiClient(station, cookie);
    const key = station.context.repos.settings.streaming().streamKey;
    publisher = spawn(
      station.context.ffmpegPath,
      publisherArgs(`rtmp://127.0.0.1:${station.context.config.rtmpPort}/live/${key}`, LIVE_TONE),
      { stdio: 'ignore' },
    );
    await waitFor('live on air', isLive, 15_000, 50);
    const onAirAt = Date.now();
    // Real time: the recording's length is what is checked.
    await sleep(5_000);
    publisher.kill('SIGKILL');
    await waitFor('back to rotation', async () => !(await isLive()), 10_000, 50);
    const onAirSec = (Date.now() - onAirAt) / 1000;
    const endedAt = Date.now();

    const listed = await waitFor(
      'the recording listed',
      async () => {
        const page = (await admin.call('recordings.list', { query: { kind: 'live' } })) as RecordingPage;
        return page.items[0];
      },
      10_000,
      100,
    );
    // The bound: listed within 10 s of the end of the session.
    expect(Date.now() - endedAt).toBeLessThan(10_000);
    const recording = listed!;
    expect(recording.kind).toBe('live');
    expect(Math.abs(recording.durationSec - onAirSec)).toBeLessThanOrEqual(1);

    const res = await station.fetch(recording.audioUrl, { headers: { Cookie: cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^audio\/mpeg/);
    const mp3 = Buffer.from(await res.arrayBuffer());
    expect(mp3.length).toBe(recording.sizeBytes);
    const pcm = await decodeMp3(station.context.ffmpegPath, mp3);
    const decodedSec = pcm.length / (44_100 * 4);
    expect(Math.abs(decodedSec - onAirSec)).toBeLessThanOrEqual(1);
    expect(Math.abs(toneSeconds(pcm, LIVE_TONE) - onAirSec)).toBeLessThanOrEqual(1);
    // Nothing of the rotation before or after the show made it into the recording.
    expect(toneSeconds(pcm, ROTATION_TONES[0]!) + toneSeconds(pcm, ROTATION_TONES[1]!)).toBeLessThanOrEqual(1);

    // The logger has been writing the same air all along: its current hour is open and growing.
    const storage = await admin.call('recordings.storage');
    expect(storage.recording).toEqual({ live: false, logger: true });
    const [hour] = station.context.repos.recordings.open().filter((r) => r.kind === 'logger');
    expect(hour).toBeDefined();

    // The list without a session is refused.
    expect((await apiClient(station).send('recordings.list')).status).toBe(401);
  }, 60_000);
});
