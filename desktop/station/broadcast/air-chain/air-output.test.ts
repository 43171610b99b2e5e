import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alsaFilePcms } from '../../../../testing/station/alsa-file-pcm';
import { publisherArgs, waitFor } from '../../../../testing/station/test-audio';
import { longestSilenceMs, toneStrength } from '../../../../testing/station/test-listener';
import type { TestStation } from '../../../../testing/station/test-station';
import { startToneStation } from '../../../../testing/station/tone-station';
import { BYTES_PER_SECOND } from '../bus/pcm';
import { writeAirOutput } from './air-chain-settings';

const ROTATION_TONES = [300, 500];
const LIVE_TONE = 1000;

/** Whether a tone dominates anywhere in the PCM (100 ms windows). */
function hasTone(pcm: Buffer, frequency: number): boolean {
  for (let at = 0; at + 17_640 <= pcm.length; at += 17_640)
    if (toneStrength(pcm, at, frequency, 4410) > 0.6) return true;
  return false;
}

describe('air output to an ALSA device ("Salida al emisor")', () => {
  let station: TestStation;
  let publisher: ChildProcess | null = null;
  const pcms = alsaFilePcms({ transmitter: { out: true } });
  const airFile = path.join(pcms.dir, 'transmitter.raw');
  const previous = process.env.ALSA_CONFIG_PATH;

  beforeAll(async () => {
    process.env.ALSA_CONFIG_PATH = pcms.configPath;
    station = await startToneStation(ROTATION_TONES, 4, { airOutput: 'transmitter' });
  }, 60_000);

  afterAll(async () => {
    publisher?.kill('SIGKILL');
    await station?.close();
    if (previous === undefined) delete process.env.ALSA_CONFIG_PATH;
    else process.env.ALSA_CONFIG_PATH = previous;
  });

  const size = () => (existsSync(airFile) ? statSync(airFile).size : 0);

  it('plays the bus on the device with nobody listening, continuous across a track change and a live switch', async () => {
    await waitFor('the device receives audio', () => size() > BYTES_PER_SECOND / 2, 10_000);
    expect(station.context.broadcast.airOutput?.()).toMatchObject({ device: 'transmitter', alert: null });
    // From the first rotation track on: before it the station ID loop played while the tones were being added.
    const tail = () => readFileSync(airFile).subarray(-BYTES_PER_SECOND / 2);
    await waitFor('rotation on the device', () => ROTATION_TONES.some((f) => hasTone(tail(), f)), 15_000, 100);
    const from = size();
    const startedAt = performance.now();
    // What the device holds from `from` on, read as it grows (it trails the bus by ffmpeg's and ALSA's buffers).
    const heard = () => readFileSync(airFile).subarray(from - (from % 4));
    await waitFor('a track change on the device', () => ROTATION_TONES.every((f) => hasTone(heard(), f)), 15_000, 250);
    const key = station.context.repos.settings.streaming().streamKey;
    publisher = spawn(
      station.context.ffmpegPath,
      publisherArgs(`rtmp://127.0.0.1:${station.context.config.rtmpPort}/live/${key}`, LIVE_TONE),
      { stdio: 'ignore' },
    );
    await waitFor('live on air', () => station.context.broadcast.nowPlaying().current?.source === 'live', 15_000);
    // The same windows as the checks below (a tail's windows fall elsewhere: a tone that had just begun was found in
    // the tail and not in the whole, with the machine loaded).
    await waitFor('the live show on the device', () => hasTone(heard(), LIVE_TONE), 10_000, 250);
    const elapsedS = (performance.now() - startedAt) / 1000;
    const pcm = heard();
    const playedS = pcm.length / BYTES_PER_SECOND;

    for (const tone of [...ROTATION_TONES, LIVE_TONE])
      expect(hasTone(pcm, tone), `${tone} Hz on the device`).toBe(true);
    // Every bus frame reached the device: what it holds matches the bus's elapsed time within a few frames.
    expect(Math.abs(playedS - elapsedS)).toBeLessThan(0.25);
    expect(longestSilenceMs(pcm).ms).toBeLessThanOrEqual(60);
  }, 60_000);

  it('raises an alert while the device cannot play, keeps the bus running, and recovers when it returns', async () => {
    const mountBefore = station.context.broadcast.diagnostics?.().framesWritten ?? 0;
    writeAirOutput(station.context.repos.settings, { device: 'no-such-card', delayMs: 0, gainDb: 0 });
    const failing = await waitFor('the alert', () => {
      const status = station.context.broadcast.airOutput?.();
      return status?.state === 'failing' ? status : null;
    });
    expect(failing?.alert).toContain('no-such-card');
    // The technician's alert list carries it too (the health monitor checks every 5 s).
    await waitFor('the technician alert', () => station.context.alerts.isOpen('air_output_down'), 12_000, 200);
    expect(station.context.broadcast.diagnostics?.().framesWritten ?? 0).toBeGreaterThan(mountBefore);

    writeAirOutput(station.context.repos.settings, { device: 'transmitter', delayMs: 0, gainDb: 0 });
    const back = await waitFor('playing again', () => station.context.broadcast.airOutput?.().state === 'playing');
    expect(back).toBe(true);
    expect(station.context.broadcast.airOutput?.().alert).toBeNull();
    await waitFor('the alert resolved', () => !station.context.alerts.isOpen('air_output_down'), 12_000, 200);
  }, 45_000);
});
