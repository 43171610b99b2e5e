import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../../../testing/station/api-client';
import { startTestStation, type TestStation } from '../../../../testing/station/test-station';
import { waitFor } from '../../../../testing/station/test-audio';

describe('a standby PC tells presenters and uptime checkers what it is', () => {
  let studio: TestStation | undefined;
  let standby: TestStation;
  let cookie = '';

  beforeAll(async () => {
    studio = await startTestStation();
    await studio.ready;
    standby = await startTestStation({
      follow: { url: studio.url, token: 'standby-token' },
      takeover: { takeoverAfterMs: 2_000, handBackAfterMs: 30_000, standbyAir: 'muted' },
    });
    await standby.ready;
    cookie = await standby.login();
  }, 60_000);

  afterAll(async () => {
    await studio?.close();
    await standby?.close();
  });

  it('/estudio names the studio it follows and its source port, off the air and then on it', async () => {
    const api = apiClient(standby, cookie);
    const before = await api.call('me.live');
    expect(before.standbyPc).toEqual({ studio: studio!.url, onAir: false });
    expect(before.sourcePort).toBe(standby.context.config.sourcePort ?? null);
    const health = await api.send('station.health');
    // Running (uptime checkers see 200) but not feeding the air.
    expect(health.status).toBe(200);
    expect(health.data?.onAir).toBe(false);
    await studio!.close();
    studio = undefined;
    await waitFor('the takeover', async () => (await api.call('me.live')).standbyPc?.onAir === true, 20_000, 200);
    expect((await api.send('station.health')).data?.onAir).toBe(true);
  }, 40_000);
});
