import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordingPageSchema } from '../../../../../shared/schemas/archive/recordings';
import type { StudioInputSettings } from '../../../../../shared/schemas/mic/studio-input';
import { alsaFilePcms } from '../../../../../testing/station/alsa-file-pcm';
import { type ApiClient, apiClient } from '../../../../../testing/station/api-client';
import { createDeskTone } from '../../../../../testing/station/desk-tone';
import { decodeMp3, waitFor } from '../../../../../testing/station/test-audio';
import { heardMore, listen, pastBurst, toneStrength } from '../../../../../testing/station/test-listener';
import type { TestStation } from '../../../../../testing/station/test-station';
import { startToneStation } from '../../../../../testing/station/tone-station';
import { BYTES_PER_SECOND } from '../../bus/pcm';

const ROTATION_TONES = [300, 500];
const DESK_TONE = 1000;
const WINDOW = 4410 * 4; // 100 ms of s16le stereo

/** Whether a tone dominates any 100 ms window of the PCM. */
const hasTone = (pcm: Buffer, frequency: number) => {
  for (let at = 0; at + WINDOW <= pcm.length; at += WINDOW)
    if (toneStrength(pcm, at, frequency, 4410) > 0.6) return true;
  return false;
};

/** Amplitude (0–1) of one frequency in the left channel of a 100 ms window (Goertzel). */
function amplitudeOf(pcm: Buffer, at: number, frequency: number): number {
  const n = 4410;
  const k = (2 * Math.PI * frequency) / 44_100;
  let re = 0;
  let im = 0;
  for (let i = 0; i < n; i++) {
    const v = pcm.readInt16LE(at + i * 4) / 32768;
    re += v * Math.cos(k * i);
    im -= v * Math.sin(k * i);
  }
  return (2 * Math.hypot(re, im)) / n;
}

/** The loudest rotation tone's amplitude in each 100 ms window. */
const musicLevels = (pcm: Buffer) => {
  const levels: number[] = [];
  for (let at = 0; at + WINDOW <= pcm.length; at += WINDOW)
    levels.push(Math.max(...ROTATION_TONES.map((f) => amplitudeOf(pcm, at, f))));
  return levels;
};
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe('the studio desk as a live source ("Entrada del estudio", "Micro al aire")', () => {
  let station: TestStation;
  let api: ApiClient;
  const previous = process.env.ALSA_CONFIG_PATH;
  const dir = mkdtempSync(path.join(tmpdir(), 'emisora-desk-'));
  const fifo = path.join(dir, 'desk.fifo');
  const airFile = path.join(dir, 'transmitter.raw');
  // The desk's line-in: alsa-lib's file plug-in capturing from a pipe that a real-time tone is written into.
  const pcms = alsaFilePcms({ transmitter: { out: airFile }, desk: { infile: fifo } });

  // The desk plays a 1 kHz tone at −18 dBFS in real time into the fifo.
  const desk = createDeskTone(fifo, DESK_TONE);
  const mic = () => api.call('mic.get');
  const settings = (patch: Partial<StudioInputSettings>) =>
    api.send('mic.settings', { body: { ...defaults, ...patch } });
  const defaults: StudioInputSettings = {
    device: null,
    mode: 'cruce',
    duckDb: -20,
    vox: { enabled: false, thresholdDbfs: -30, holdMs: 1_000 },
  };
  const airTail = (seconds: number) => readFileSync(airFile).subarray(-Math.round(seconds * BYTES_PER_SECOND) & ~3);

  beforeAll(async () => {
    execFileSync('mkfifo', [fifo]);
    process.env.ALSA_CONFIG_PATH = pcms.configPath;
    station = await startToneStation(ROTATION_TONES, 4, { airOutput: 'transmitter', studioInput: 'desk' });
    api = apiClient(station, await station.login());
    desk.play();
  }, 60_000);

  afterAll(async () => {
    desk.close();
    await station?.close();
    if (previous === undefined) delete process.env.ALSA_CONFIG_PATH;
    else process.env.ALSA_CONFIG_PATH = previous;
  });

  it('captures the desk (air-chain studioInput), and Micro al aire crossfades its tone onto /stream and the air output, recorded and logged as live', async () => {
    await waitFor('the desk captured', async () => (await mic()).status.state === 'capturing', 15_000, 100);
    // Capturing comes with the device opened; its meter has a level once the first window of audio is measured.
    const metered = await waitFor(
      'the desk metered',
      async () => {
        const view = await api.call('airChain.get');
        return typeof view.studioInput?.peakDbfs === 'number' ? view : null;
      },
      15_000,
      100,
    );
    const chain = metered!;
    expect(chain.studioInput).toMatchObject({ device: 'desk', state: 'capturing', onAir: false });
    // The desk's tone peaks at an eighth of full scale: −18 dBFS.
    expect(chain.studioInput?.peakDbfs).toBeGreaterThan(-18.5);
    expect(chain.studioInput?.peakDbfs).toBeLessThan(-17.5);
    expect(hasTone(airTail(1), DESK_TONE)).toBe(false);

    const rx = await listen(`${station.url}/stream`);
    await pastBurst(rx);
    const pressed = await api.send('mic.switch', { body: { onAir: true } });
    expect(pressed.status).toBe(200);
    await waitFor('the desk on air', () => station.context.broadcast.nowPlaying().current?.source === 'live', 10_000);
    expect((await mic()).status).toMatchObject({ onAir: true });
    expect((await mic()).by).toBe('boton');
    await heardMore(rx, 2_000);
    await waitFor('the desk on the air output', () => hasTone(airTail(1), DESK_TONE), 5_000, 100);
    expect((await api.send('mic.switch', { body: { onAir: false } })).status).toBe(200);
    await waitFor(
      'back to the music',
      () => station.context.broadcast.nowPlaying().current?.source === 'rotation',
      10_000,
    );
    rx.stop();
    const heard = await decodeMp3(station.context.ffmpegPath, rx.audio());
    expect(hasTone(heard, DESK_TONE)).toBe(true);

    const recording = await waitFor('the session recorded', async () => {
      const page = recordingPageSchema.parse(await api.call('recordings.list', { query: { kind: 'live' } }));
      return page.items.find((r) => r.durationSec !== null && r.durationSec > 1);
    });
    expect(recording?.kind).toBe('live');
    const day = {
      from: new Date(Date.now() - 3_600_000).toISOString(),
      to: new Date(Date.now() + 60_000).toISOString(),
    };
    expect(station.context.repos.asRun.page({ ...day, kind: 'live' }, 0, 10).total).toBe(1);
  }, 60_000);

  it('"atenuar" keeps the music under the desk at the set level and logs the session as live', async () => {
    expect((await settings({ mode: 'atenuar', duckDb: -20 })).status).toBe(200);
    // A second of music alone on the device (it trails the bus by ffmpeg's and ALSA's buffers).
    const before = await waitFor(
      'music alone on the device',
      () => {
        const levels = musicLevels(airTail(1));
        return Math.min(...levels) > 0.05 ? levels : null;
      },
      15_000,
      100,
    );
    await api.call('mic.switch', { body: { onAir: true } });
    await waitFor('the desk over the music', () => hasTone(airTail(0.5), DESK_TONE), 5_000, 100);
    await waitFor('a second of it', () => hasTone(airTail(1).subarray(0, WINDOW), DESK_TONE), 5_000, 100);
    const under = musicLevels(airTail(1));
    await api.call('mic.switch', { body: { onAir: false } });
    // The music never stopped (the rotation is still on air) and sits 20 dB down (±2 dB) under the desk.
    expect(station.context.broadcast.nowPlaying().current?.source).toBe('rotation');
    const duckDb = 20 * Math.log10(median(under) / median(before!));
    expect(duckDb).toBeGreaterThan(-22);
    expect(duckDb).toBeLessThan(-18);
    await waitFor('the desk gone from the air', () => !hasTone(airTail(0.5), DESK_TONE), 5_000, 100);
    const day = {
      from: new Date(Date.now() - 3_600_000).toISOString(),
      to: new Date(Date.now() + 60_000).toISOString(),
    };
    expect(station.context.repos.asRun.page({ ...day, kind: 'live' }, 0, 10).total).toBe(2);
  }, 30_000);

  it('VOX takes the air when the desk passes the threshold and gives it back after the hold; a failing device raises its state and the bus plays on', async () => {
    await settings({ mode: 'atenuar', vox: { enabled: true, thresholdDbfs: -30, holdMs: 1_000 } });
    const taken = await waitFor('VOX on air', async () => ((await mic()).by === 'vox' ? mic() : null), 5_000, 50);
    expect(taken?.status.onAir).toBe(true);
    // The desk falls silent: the card delivers nothing (its writer is gone) and VOX releases after its hold.
    const framesBefore = station.context.broadcast.diagnostics?.().framesWritten ?? 0;
    desk.silence();
    const silentAt = Date.now();
    await waitFor('VOX released', async () => !(await mic()).status.onAir, 5_000, 50);
    expect(Date.now() - silentAt).toBeGreaterThanOrEqual(900);
    await waitFor('the input failing', async () => (await mic()).status.state === 'failing', 10_000, 100);
    expect(station.context.broadcast.diagnostics?.().framesWritten ?? 0).toBeGreaterThan(framesBefore + 50);
    expect(station.context.broadcast.nowPlaying().current?.source).toBe('rotation');
    desk.play();
    await waitFor('the input back', async () => (await mic()).status.state === 'capturing', 20_000, 100);
    expect(existsSync(airFile)).toBe(true);
  }, 45_000);

  it('refuses bad settings with a Spanish 400 and no half-written row', async () => {
    const bad = await settings({ duckDb: 6 });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.error)).toContain('La atenuación no puede ser positiva');
    expect((await mic()).settings.duckDb).toBe(-20);
    expect((await api.as(undefined).sendInvalid('mic.switch', { body: {} })).status).toBe(401);
  });
});
