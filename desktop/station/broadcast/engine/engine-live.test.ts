import { type ChildProcess, spawn } from 'node:child_process';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { STATION } from '../../../../shared/station/station-facts';
import { createLogger } from '../../core/log';
import { currentProgramme } from '../../programming/schedule/programme-on-air';
import { adminStreamingStatusSchema } from '../../../../shared/schemas/broadcast/streaming';
import { apiClient } from '../../../../testing/station/api-client';
import type { TestStation } from '../../../../testing/station/test-station';
import { startToneStation } from '../../../../testing/station/tone-station';
import { decodeMp3, publisherArgs, waitFor } from '../../../../testing/station/test-audio';
import {
  firstToneAt,
  heardMore,
  listen,
  mp3OffsetOfPcm,
  receivedBytes,
  toneStrength,
} from '../../../../testing/station/test-listener';
import { AUDIO } from '../../../../shared/station/audio-format';

const LIVE_TONE = 1000;
const ROTATION_TONES = [300, 500];
// How long a publisher, a spawned ffmpeg, may take to connect: seconds on a loaded machine, and not what is timed.
const CONNECT_MS = 20_000;

describe('OBS live takeover over real RTMP', () => {
  let station: TestStation;
  const lines: string[] = [];
  const publishers: ChildProcess[] = [];

  const publish = (name: string) => {
    const child = spawn(
      station.context.ffmpegPath,
      publisherArgs(`rtmp://127.0.0.1:${station.context.config.rtmpPort}/live/${name}`, LIVE_TONE),
      { stdio: 'ignore' },
    );
    publishers.push(child);
    return child;
  };
  const exited = (child: ChildProcess) =>
    new Promise<number | null>((resolve) =>
      child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', (code) => resolve(code)),
    );
  // The log line may follow the publisher's exit by a moment on a loaded machine: waited for, not assumed.
  const refusal = (reason: string) =>
    waitFor(`publish refused (${reason})`, () =>
      lines.some((l) => l.includes('publish refused') && l.includes(reason)),
    );
  const status = () => apiClient(station).call('streaming.status');
  const admin = async () => apiClient(station, await station.login());

  beforeAll(async () => {
    station = await startToneStation(
      ROTATION_TONES,
      20,
      { logLevel: 'debug' },
      { log: createLogger('debug', 'station', (line) => lines.push(line)) },
    );
  }, 60_000);

  afterEach(() => {
    for (const child of publishers.splice(0)) child.kill('SIGKILL');
  });

  afterAll(async () => {
    await station?.close();
  });

  it('refuses a publish with a wrong key, logs the attempt, and stays on rotation', async () => {
    const child = publish('WrongKey00000000');
    await exited(child);
    expect((await status()).isLive).toBe(false);
    await refusal('wrong-key');
  }, 40_000);

  it('refuses a publish to the station output name', async () => {
    const child = publish('emisora');
    await exited(child);
    await refusal('own-output');
  }, 40_000);

  it('switches the listener to the live tone within 2 s and back to rotation within 3 s of unpublish', async () => {
    const key = station.context.repos.settings.streaming().streamKey;
    const rx = await listen(`${station.url}/stream`, { icy: true });
    await waitFor('the burst', () => receivedBytes(rx) >= AUDIO.burstBytes, 10_000, 20);
    const publishedAt = Date.now();
    const child = publish(key);
    await waitFor('status live', async () => (await status()).isLive, CONNECT_MS, 50);
    const np = station.context.broadcast.nowPlaying();
    expect(np.current?.source).toBe('live');
    const seen = adminStreamingStatusSchema.parse(await (await admin()).call('streaming.status'));
    expect(seen.status).toBe('live');
    // httpPort is the HTTP-FLV port of the spec's direct stream link.
    expect(seen.httpPort).toBe(station.context.config.flvPort);
    expect(station.context.repos.audit.recent(5).map((e) => e.action)).toContain('live.start');
    // Real time: the live tone as the listener hears it, then the way back to rotation.
    await heardMore(rx, 3_000);
    const stoppedAt = Date.now();
    child.kill('SIGKILL');
    await waitFor('status back to rotation', async () => !(await status()).isLive, 10_000, 50);
    expect(station.context.repos.audit.recent(1)[0]?.action).toBe('live.end');
    await heardMore(rx, 3_500);
    rx.stop();

    const pcm = await decodeMp3(station.context.ffmpegPath, rx.audio());
    const liveAt = firstToneAt(pcm, LIVE_TONE);
    expect(liveAt).not.toBeNull();
    const liveArrival = rx.arrivalOf(mp3OffsetOfPcm(liveAt!))!;
    // Timed from the station accepting the publish: the stand-in publisher's own start-up (process,
    // lavfi, RTMP handshake) is not the station's latency and takes seconds on a loaded machine.
    const accepted = lines
      .filter((l) => l.includes('live publisher connected'))
      .map((l) => Date.parse(l.slice(0, 24)))
      .filter((t) => t >= publishedAt - 1_000);
    expect(accepted.length).toBeGreaterThan(0);
    expect(liveArrival - accepted[0]!).toBeLessThanOrEqual(2_000);
    // Back on rotation: the first window after the show where a rotation tone dominates again.
    let backAt: number | null = null;
    for (let at = liveAt! + 176_400; at + 8_820 <= pcm.length; at += 8_820) {
      if (toneStrength(pcm, at, LIVE_TONE) < 0.2 && ROTATION_TONES.some((f) => toneStrength(pcm, at, f) > 0.6)) {
        backAt = at;
        break;
      }
    }
    expect(backAt).not.toBeNull();
    const backArrival = rx.arrivalOf(mp3OffsetOfPcm(backAt!))!;
    expect(backArrival - stoppedAt).toBeLessThanOrEqual(3_000);
    expect(station.context.broadcast.nowPlaying().current?.source).toBe('rotation');
    // ICY readers saw the station and the programme while live (no programme scheduled: "En directo"), between
    // rotation titles.
    expect(currentProgramme(station.context).title).toBe(STATION.name);
    const titles = rx.titles.map((t) => t.title);
    const liveTitle = titles.indexOf(`${STATION.name} - En directo`);
    expect(liveTitle).toBeGreaterThan(0);
    expect(titles[liveTitle - 1]).toMatch(/^Artista \d - Tono/);
    expect(titles.slice(liveTitle + 1).some((t) => /^Artista \d - Tono/.test(t))).toBe(true);
  }, 60_000);

  it('fades back to rotation after 3 s without data from a connected publisher, and frees the slot', async () => {
    const key = station.context.repos.settings.streaming().streamKey;
    const frozen = publish(key);
    await waitFor('live', async () => (await status()).isLive, CONNECT_MS);
    frozen.kill('SIGSTOP');
    const stalledAt = Date.now();
    await waitFor('rotation after the stall', async () => !(await status()).isLive, 10_000, 50);
    const tookMs = Date.now() - stalledAt;
    expect(tookMs).toBeGreaterThanOrEqual(2_500);
    expect(tookMs).toBeLessThan(6_000);
    expect(lines.some((l) => l.includes('no audio for 3 s'))).toBe(true);
    // The stale connection was dropped: a reconnecting publisher goes on air again.
    const again = publish(key);
    await waitFor('live again', async () => (await status()).isLive, CONNECT_MS);
    again.kill('SIGKILL');
    frozen.kill('SIGKILL');
    await waitFor('rotation', async () => !(await status()).isLive, 10_000);
  }, 70_000);

  it('refuses a second publisher while one is live, and drops the live one when the key changes', async () => {
    const key = station.context.repos.settings.streaming().streamKey;
    const first = publish(key);
    await waitFor('live', async () => (await status()).isLive, CONNECT_MS);
    const second = publish(key);
    await exited(second);
    await refusal('busy');
    expect((await status()).isLive).toBe(true);
    const res = await (await admin()).send('streaming.key');
    expect(res.status).toBe(200);
    const { streamKey } = res.data!;
    expect(streamKey).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(streamKey).not.toBe(key);
    await exited(first);
    await waitFor('rotation after key change', async () => !(await status()).isLive, 10_000);
  }, 60_000);

  it('refuses publishing while streaming is disabled', async () => {
    await (await admin()).call('streaming.settings', { body: { isEnabled: false } });
    const child = publish(station.context.repos.settings.streaming().streamKey);
    await exited(child);
    await refusal('disabled');
    expect((await status()).isLive).toBe(false);
  }, 40_000);

  it('never writes the stream key to the log', () => {
    const keys = station.context.repos.settings.streaming().streamKey;
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.filter((l) => l.includes(keys))).toEqual([]);
    expect(lines.filter((l) => /\/live\/[A-Za-z0-9]{16}/.test(l))).toEqual([]);
  });
});
