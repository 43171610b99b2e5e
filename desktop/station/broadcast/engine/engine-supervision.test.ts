import { execFileSync, spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, apiClient } from '../../../../testing/station/api-client';
import { startTestStation, type TestStation } from '../../../../testing/station/test-station';
import { addToneTrack, decodeMp3, waitFor } from '../../../../testing/station/test-audio';
import { mp3FrameLength } from '../codecs/mp3-frames';
import { heardMore, listen, longestSilenceMs, pastBurst } from '../../../../testing/station/test-listener';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const childrenOfThisProcess = () => {
  try {
    return execFileSync('ps', ['-o', 'pid=,comm=', '--ppid', String(process.pid)], { encoding: 'utf8' })
      .split('\n')
      .filter((l) => l.includes('ffmpeg'));
  } catch {
    return []; // ps exits 1 when there are none
  }
};

describe('supervision, outputs and start/stop', () => {
  let station: TestStation;
  let api: ApiClient;

  beforeAll(async () => {
    station = await startTestStation();
    await addToneTrack(station.context, {
      title: 'Tono 440',
      artist: 'Artista',
      frequency: 440,
      toneSeconds: 30,
      silence: 0,
    });
    await addToneTrack(station.context, {
      title: 'Tono 660',
      artist: 'Otra',
      frequency: 660,
      toneSeconds: 30,
      silence: 0,
    });
    await station.ready;
    api = apiClient(station, await station.login());
    await waitFor(
      'rotation on air',
      () => station.context.broadcast.nowPlaying().current?.source === 'rotation',
      15_000,
    );
  }, 60_000);

  afterAll(async () => {
    await station?.close();
  });

  it('restarts a SIGKILLed encoder within 1 s while the listener stays connected and audio resumes', async () => {
    const diagnostics = () => station.context.broadcast.diagnostics!();
    const rx = await listen(`${station.url}/stream`);
    await pastBurst(rx);
    const before = diagnostics().encoderRestarts.find((e) => e.name === 'encoder:mp3-128')!;
    expect(before.pid).not.toBeNull();
    let closed = false;
    void rx.closed.then(() => {
      closed = true;
    });
    process.kill(before.pid!, 'SIGKILL');
    const killedAt = Date.now();
    await waitFor(
      'a new encoder',
      () => {
        const now = diagnostics().encoderRestarts.find((e) => e.name === 'encoder:mp3-128')!;
        return now.pid !== null && now.pid !== before.pid;
      },
      3_000,
      10,
    );
    expect(Date.now() - killedAt).toBeLessThanOrEqual(1_000);
    const bytesAtRestart = rx.audio().length;
    // Real time: the audio after the restart, as heard.
    await heardMore(rx, 2_500);
    expect(closed).toBe(false);
    const after = rx.audio().subarray(bytesAtRestart);
    expect(after.length).toBeGreaterThan(16_000);
    const pcm = await decodeMp3(station.context.ffmpegPath, after);
    expect(longestSilenceMs(pcm).ms).toBeLessThan(500);
    rx.stop();
  }, 20_000);

  it('serves HTTP-FLV (AAC) on the FLV port and counts that player as a listener', async () => {
    const { flvPort } = station.context.config;
    const player = spawn(
      station.context.ffmpegPath,
      [
        '-hide_banner',
        '-loglevel',
        'error',
        '-t',
        '3',
        '-i',
        `http://127.0.0.1:${flvPort}/live/emisora.flv`,
        '-f',
        's16le',
        '-ar',
        '44100',
        '-ac',
        '2',
        'pipe:1',
      ],
      { stdio: ['ignore', 'pipe', 'ignore'] },
    );
    const chunks: Buffer[] = [];
    player.stdout.on('data', (c: Buffer) => chunks.push(c));
    await waitFor('the FLV player counted', () => station.context.broadcast.status().listeners >= 1, 5_000);
    const guard = setTimeout(() => player.kill('SIGKILL'), 15_000);
    await new Promise((resolve) => player.once('close', resolve));
    clearTimeout(guard);
    const pcm = Buffer.concat(chunks);
    expect(pcm.length).toBeGreaterThan(176_400 * 2);
    expect(longestSilenceMs(pcm).ms).toBeLessThan(500);
    await waitFor('the FLV player uncounted', () => station.context.broadcast.status().listeners === 0, 5_000);
  }, 20_000);

  it('counts /stream listeners as they come and go; each starts with a frame-aligned burst', async () => {
    const a = await listen(`${station.url}/stream`);
    const connectedAt = Date.now();
    await waitFor('the burst', () => a.audio().length >= 60 * 1024, 3_000, 10);
    // About 4 s of audio well before 4 s have passed: playback can start at once.
    expect(Date.now() - connectedAt).toBeLessThan(1_500);
    expect(mp3FrameLength(a.audio(), 0)).toBeGreaterThan(0);
    const b = await listen(`${station.url}/stream`);
    await waitFor(
      'two listeners',
      async () => (await api.as(undefined).call('streaming.status')).listeners === 2,
      3_000,
    );
    a.stop();
    await waitFor('one listener', async () => (await api.as(undefined).call('nowPlaying.get')).listeners === 1, 3_000);
    b.stop();
  });

  it('stop ends the mount with a clear 503 and start brings it back', async () => {
    const rx = await listen(`${station.url}/stream`);
    expect((await api.send('streaming.stop')).status).toBe(200);
    await rx.closed;
    const offline = await station.fetch('/stream');
    expect(offline.status).toBe(503);
    expect(((await offline.json()) as { message: string }).message).toMatch(/no está activa/);
    expect((await api.as(undefined).call('streaming.status')).serverRunning).toBe(false);
    expect(childrenOfThisProcess()).toEqual([]);
    expect((await api.send('streaming.start')).status).toBe(200);
    const back = await listen(`${station.url}/stream`);
    expect(back.status).toBe(200);
    await waitFor('audio after restart', () => back.audio().length > 8_000, 5_000);
    back.stop();
  }, 20_000);

  it('leaves no child process behind when the station stops', async () => {
    const pids = station.context.broadcast.diagnostics!().childPids;
    expect(pids.length).toBeGreaterThanOrEqual(2);
    await station.stop();
    expect(pids.filter(alive)).toEqual([]);
    expect(childrenOfThisProcess()).toEqual([]);
  }, 20_000);
});
