import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alsaFilePcms } from '../../../../../testing/station/alsa-file-pcm';
import { scrapeMetrics } from '../../../../../testing/station/scrape-metrics';
import { waitFor } from '../../../../../testing/station/test-audio';
import { startTestStation, type TestStation } from '../../../../../testing/station/test-station';
import { apiClient } from '../../../../../testing/station/api-client';

describe('admin air chain: "Salida al emisor" over HTTP', () => {
  let station: TestStation;
  let cookie: string;
  const pcms = alsaFilePcms({ transmisor: { out: true } });
  const previous = process.env.ALSA_CONFIG_PATH;
  const put = (body: unknown, headers: Record<string, string> = { Cookie: cookie }) =>
    apiClient(station).sendInvalid('airChain.update', { body, headers });

  beforeAll(async () => {
    process.env.ALSA_CONFIG_PATH = pcms.configPath;
    station = await startTestStation();
    await station.ready;
    cookie = await station.login();
  }, 60_000);

  afterAll(async () => {
    await station?.close();
    if (previous === undefined) delete process.env.ALSA_CONFIG_PATH;
    else process.env.ALSA_CONFIG_PATH = previous;
  });

  it('refuses anyone without an admin session, on the server', async () => {
    expect((await apiClient(station).send('airChain.get')).status).toBe(401);
    expect((await put({ device: 'transmisor', delayMs: 0, gainDb: 0 }, {})).status).toBe(401);
  });

  it('answers bad input with a Spanish 400 and writes nothing', async () => {
    const response = await put({ device: 'transmisor', delayMs: 20_000, gainDb: 0 });
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.error)).toContain('El retardo máximo es de 10 segundos');
    const view = await apiClient(station, cookie).call('airChain.get');
    expect(view.settings).toEqual({ device: null, delayMs: 0, gainDb: 0 });
    expect(view.airOutput?.state).toBe('off');
  });

  it('takes a card of the studio window as ventana:<deviceId>, and refuses one without an id', async () => {
    const empty = await put({ device: 'ventana:', delayMs: 0, gainDb: 0 });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.error)).toContain('Elige una tarjeta de sonido de la ventana del estudio');
    const response = await put({ device: 'ventana:default', delayMs: 500, gainDb: 0 });
    expect(response.status).toBe(200);
    // The ALSA output is left alone: no window is connected, so the window kind waits for one.
    expect(response.data?.airOutput).toMatchObject({ device: 'ventana:default', state: 'starting' });
    expect((await put({ device: null, delayMs: 0, gainDb: 0 })).status).toBe(200);
  });

  it('lists the system devices, and a device chosen in the admin starts playing the bus at once', async () => {
    const before = await apiClient(station, cookie).call('airChain.get');
    expect(before.devices.map((d: { name: string }) => d.name)).toContain('transmisor');
    const response = await put({ device: 'transmisor', delayMs: 2_000, gainDb: -3 });
    expect(response.status).toBe(200);
    expect(response.data?.settings).toEqual({ device: 'transmisor', delayMs: 2_000, gainDb: -3 });
    const file = path.join(pcms.dir, 'transmisor.raw');
    await waitFor('the device receives the bus', () => existsSync(file) && statSync(file).size > 44_100, 10_000);
    const status = station.context.broadcast.airOutput?.();
    expect(status).toMatchObject({ device: 'transmisor', delayMs: 2_000, gainDb: -3 });
    await waitFor('playing', () => station.context.broadcast.airOutput?.().state === 'playing', 5_000);
    const metric = await scrapeMetrics(station);
    expect(metric('emisora_air_output_state', { state: 'playing' })).toBe('1');
    expect(metric('emisora_air_output_state', { state: 'failing' })).toBe('0');
  }, 20_000);
});
