import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFF_AIR_DEFAULTS } from '../../../../shared/schemas/off-air/off-air';
import { type ApiClient, apiClient } from '../../../../testing/station/api-client';
import { addGatedTrack, offAirCommands } from '../../../../testing/station/offair-audio';
import { scrapeMetrics } from '../../../../testing/station/scrape-metrics';
import { waitFor } from '../../../../testing/station/test-audio';
import { startTestStation, type TestStation } from '../../../../testing/station/test-station';

/**
 * The off-air monitor hears a command's PCM and compares it with the bus. Checks every 2 s here (the
 * default is 10 s); each verdict needs 8 s of input and two checks in a row, so each stage takes some 15 s.
 */
describe('off-air monitor ("Monitor de antena") with a command as its input', () => {
  let station: TestStation;
  let api: ApiClient;
  let commands: ReturnType<typeof offAirCommands>;

  beforeAll(async () => {
    station = await startTestStation();
    await addGatedTrack(station.context);
    await station.ready;
    await waitFor(
      'the gated track on air',
      () => station.context.broadcast.nowPlaying().current?.title === 'Compases',
      20_000,
    );
    api = apiClient(station, await station.login());
    commands = offAirCommands(station.context.ffmpegPath, `${station.url}/stream`);
  }, 60_000);

  afterAll(async () => {
    await station?.close();
  });

  const view = () => api.call('offAir.get');
  const state = async () => (await view()).status.state;
  const openKinds = async () =>
    (await api.call('health.alerts', { query: { open: 'true' } }))
      .map((alert) => alert.kind)
      .filter((kind) => kind.startsWith('offair_'));
  const listenTo = (input: string) =>
    api.send('offAir.update', { body: { ...OFF_AIR_DEFAULTS, input, checkSeconds: 2 } });

  it('alarms on silence, on another signal, on our signal degraded, then matches our own stream and measures its delay', async () => {
    expect((await listenTo(commands.silence)).status).toBe(200);
    await expect.poll(state, { timeout: 30_000, interval: 500 }).toBe('silent');
    expect(await openKinds()).toEqual(['offair_silent']);
    expect((await view()).status.alert).toContain('Transmisor en silencio');

    expect((await listenTo(commands.otherTone)).status).toBe(200);
    // A new input proves nothing until it is checked: the transmitter's silence stays an open alert meanwhile.
    expect(await openKinds()).toEqual(['offair_silent']);
    await expect.poll(state, { timeout: 30_000, interval: 500 }).toBe('mismatch');
    expect(await openKinds()).toEqual(['offair_mismatch']);
    expect((await view()).status.correlation).toBeLessThan(OFF_AIR_DEFAULTS.mismatchBelow);

    expect((await listenTo(commands.degraded)).status).toBe(200);
    await expect.poll(state, { timeout: 40_000, interval: 500 }).toBe('degraded');
    expect(await openKinds()).toEqual(['offair_degraded']);
    expect((await view()).status.alert).toContain('Señal degradada en antena');

    expect((await listenTo(commands.ownStream)).status).toBe(200);
    await expect.poll(state, { timeout: 40_000, interval: 500 }).toBe('ok');
    expect(await openKinds()).toEqual([]);
    const { status } = await view();
    expect(status.correlation).toBeGreaterThan(OFF_AIR_DEFAULTS.degradedBelow);
    // The mount follows the bus as fast as its encoder emits: the stream trails the bus by the MP3 encoder and the
    // command's decoder only (0.16 s measured here), well inside the 0-10 s searched.
    expect(status.delaySeconds).toBeGreaterThanOrEqual(0);
    expect(status.delaySeconds).toBeLessThan(3);

    const metric = await scrapeMetrics(station);
    expect(metric('emisora_offair_state', { state: 'ok' })).toBe('1');
    expect(metric('emisora_offair_state', { state: 'mismatch' })).toBe('0');
    expect(Number(metric('emisora_offair_correlation'))).toBeGreaterThan(OFF_AIR_DEFAULTS.degradedBelow);
    expect(Number(metric('emisora_offair_delay_seconds'))).toBeLessThan(3);
  }, 200_000);

  it('refuses bad settings with a Spanish 400 and stores nothing', async () => {
    const before = (await view()).settings;
    const res = await api.send('offAir.update', {
      body: { ...OFF_AIR_DEFAULTS, input: 'hw:1', mismatchBelow: 0.8, degradedBelow: 0.5 },
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.error)).toContain('El umbral de señal degradada debe ser mayor');
    expect((await view()).settings).toEqual(before);
    expect((await api.as(undefined).send('offAir.get')).status).toBe(401);
  });
});
