import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../auth/passwords';
import { type AirWindowClient, openAirWindow } from '../../../../testing/station/air-window-client';
import { apiClient } from '../../../../testing/station/api-client';
import { waitFor } from '../../../../testing/station/test-audio';
import { longestSilenceMs, toneStrength } from '../../../../testing/station/test-listener';
import type { TestStation } from '../../../../testing/station/test-station';
import { startToneStation } from '../../../../testing/station/tone-station';
import { BYTES_PER_SECOND, FRAME_BYTES } from '../bus/pcm';
import { writeAirOutput } from './air-chain-settings';

const ROTATION_TONES = [300, 500];
const DEVICES = [
  { deviceId: 'default', label: 'Predeterminado' },
  { deviceId: 'a1b2c3', label: 'Tarjeta USB del emisor' },
];

/** Whether a tone dominates anywhere in the PCM (100 ms windows). */
function hasTone(pcm: Buffer, frequency: number): boolean {
  for (let at = 0; at + 17_640 <= pcm.length; at += 17_640)
    if (toneStrength(pcm, at, frequency, 4410) > 0.6) return true;
  return false;
}

describe('the air output through the studio window (ventana:<deviceId>) on a real station', () => {
  let station: TestStation;
  let cookie: string;
  let presenterCookie: string;
  const clients: AirWindowClient[] = [];
  const open = (headers: Record<string, string>) => {
    const client = openAirWindow(station.url, headers);
    clients.push(client);
    return client;
  };
  const status = () => station.context.broadcast.airOutput?.();

  beforeAll(async () => {
    station = await startToneStation(ROTATION_TONES, 3);
    station.context.repos.users.create('lucia', await hashPassword('locutora-clave-123'), 'presenter');
    cookie = await station.login();
    presenterCookie = await station.login('lucia', 'locutora-clave-123');
    writeAirOutput(station.context.repos.settings, { device: 'ventana:default', delayMs: 0, gainDb: 0 });
  }, 60_000);
  afterEach(() => {
    for (const client of clients.splice(0)) client.stop();
  });
  afterAll(() => station?.close());

  it('opens only for an admin of this site, before any WebSocket opens', async () => {
    expect(await open({ Origin: station.url }).opened).toBe(401);
    expect(await open({ Cookie: presenterCookie, Origin: station.url }).opened).toBe(403);
    expect(await open({ Cookie: cookie, Origin: 'http://evil.example' }).opened).toBe(403);
  });

  it('raises the air output alert while no window is connected', async () => {
    const failing = await waitFor('failing', () => (status()?.state === 'failing' ? status() : null), 15_000);
    expect(failing?.alert).toContain('espera la ventana del estudio');
    await waitFor('the technician alert', () => station.context.alerts.isOpen('air_output_down'), 12_000, 200);
  }, 30_000);

  it('plays every bus frame to the window, continuous across a track change; the settings screen gets its cards', async () => {
    const window = open({ Cookie: cookie, Origin: station.url });
    expect(await window.opened).toBeNull();
    await waitFor('told to play on the default card', () => window.commands.at(-1)?.deviceId === 'default');
    window.report({ state: 'playing', reason: null, sinkId: 'default', peakDbfs: -9.5, devices: DEVICES });
    await waitFor('playing', () => status()?.state === 'playing');
    expect(status()).toMatchObject({ alert: null, restarts: 0, windowPeakDbfs: -9.5 });

    const tail = () => Buffer.concat(window.frames.slice(-25));
    await waitFor('rotation in the window', () => ROTATION_TONES.some((f) => hasTone(tail(), f)), 15_000, 100);
    const diagnostics = () => station.context.broadcast.diagnostics!();
    const bus = diagnostics();
    const from = window.frames.length;
    const heard = () => Buffer.concat(window.frames.slice(from));
    await waitFor('a track change in the window', () => ROTATION_TONES.every((f) => hasTone(heard(), f)), 15_000, 250);
    const pcm = heard();
    const after = diagnostics();
    expect(window.frames.slice(from).every((frame) => frame.length === FRAME_BYTES)).toBe(true);
    // Every bus frame reached the window: counted against the bus's own frames (not the wall clock, which a loaded
    // machine stretches), allowing a second still in flight (the output's half-second bound, and the client's socket).
    const written = after.framesWritten - bus.framesWritten;
    expect(pcm.length / FRAME_BYTES).toBeGreaterThanOrEqual(written - BYTES_PER_SECOND / FRAME_BYTES);
    expect(pcm.length / FRAME_BYTES).toBeLessThanOrEqual(written + 1);
    // No gap the output made: a decoder that could not keep up (an underrun of the bus itself) is not this output's.
    const underrunMs = (after.underruns - bus.underruns) * 20;
    expect(longestSilenceMs(pcm).ms).toBeLessThanOrEqual(60 + underrunMs);
    await waitFor('the alert resolved', () => !station.context.alerts.isOpen('air_output_down'), 12_000, 200);

    const view = await apiClient(station, cookie).call('airChain.get');
    expect(view.windowDevices).toEqual(DEVICES);
  }, 45_000);

  it('fails with the window’s reason, and counts the window coming back as a restart', async () => {
    const first = open({ Cookie: cookie, Origin: station.url });
    expect(await first.opened).toBeNull();
    const reason = 'la tarjeta de sonido elegida no existe en este PC';
    first.report({ state: 'failed', reason, sinkId: null, peakDbfs: null, devices: DEVICES });
    const failing = await waitFor('the window’s reason', () => (status()?.alert?.includes(reason) ? status() : null));
    expect(failing).toMatchObject({
      state: 'failing',
      alert: `La ventana del estudio no puede reproducir en «Predeterminado»: ${reason}`,
    });
    await waitFor('the technician alert', () => station.context.alerts.isOpen('air_output_down'), 12_000, 200);

    first.stop();
    await waitFor('no window', () => status()?.alert?.includes('espera la ventana del estudio'));
    const again = open({ Cookie: cookie, Origin: station.url });
    expect(await again.opened).toBeNull();
    await waitFor('told to play', () => again.commands.at(-1)?.deviceId === 'default');
    again.report({ state: 'playing', reason: null, sinkId: 'default', peakDbfs: -10, devices: DEVICES });
    await waitFor('playing again', () => status()?.state === 'playing');
    expect(status()?.restarts).toBeGreaterThan(0);
    await waitFor('frames again', () => again.frames.length > 10);
  }, 45_000);
});
