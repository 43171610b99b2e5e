import { afterEach, describe, expect, it } from 'vitest';
import { nonAdminCookie } from '../../../../../testing/station/admin-helpers';
import { type ApiClient, apiClient } from '../../../../../testing/station/api-client';
import { type RestartableStation, startRestartableStation } from '../../../../../testing/station/restartable-station';
import { startTestStation } from '../../../../../testing/station/test-station';
import { createOfflineBroadcast } from '../../../broadcast/engine/offline';
import { loadConfig } from '../../../config/config';
import { storeTimeZone } from '../../../config/station-timezone';

/** The station's time zone from Configuración: stored, applied by a restart of the core, never over the operator's. */
describe('the time zone from the admin', () => {
  const open: Array<{ close(): Promise<void> }> = [];
  afterEach(async () => {
    for (const station of open.splice(0)) await station.close();
  });
  const restartable = async (...args: Parameters<typeof startRestartableStation>) => {
    const station = await startRestartableStation(...args);
    open.push(station);
    return station;
  };
  const zoneOf = (api: ApiClient) => api.call('core.timezone');
  const startedAt = async (station: Pick<RestartableStation, 'fetch'>) =>
    // Answered with 503 while nothing is on air (this station has no air), the same body either way.
    (await apiClient(station).send('station.health')).data?.startedAt;

  it('stores a new zone, answers that the station restarts, and the restarted core runs in it', async () => {
    const station = await restartable();
    const api = apiClient(station, await station.login());
    expect(await zoneOf(api)).toEqual({ timezone: 'Europe/Madrid', chosenBy: 'default', fixedBy: null });
    const before = await startedAt(station);

    // Checked as --timezone checks it, and nothing stored or restarted when refused.
    for (const timezone of ['Europa/Madrid', 'Mars/Olympus', '', 42]) {
      const res = await api.sendInvalid('core.setTimezone', { body: { timezone } });
      expect(res.status, String(timezone)).toBe(400);
      expect(res.error?.field).toBe('timezone');
    }
    const same = await api.call('core.setTimezone', { body: { timezone: 'Europe/Madrid' } });
    expect(same).toMatchObject({ restarting: false });

    const restarted = station.nextStart();
    const res = await api.send('core.setTimezone', { body: { timezone: 'America/Lima' } });
    expect(res.status).toBe(202);
    expect(res.data).toEqual({
      restarting: true,
      message: expect.stringMatching(/America\/Lima.*se reinicia/),
    });
    const handle = await restarted;
    expect(handle.context.config.timezone).toBe('America/Lima');
    expect(await startedAt(station)).not.toBe(before);
    // The same session (it is in the database the restart kept) sees the zone as the admin's choice.
    expect(await zoneOf(api)).toEqual({ timezone: 'America/Lima', chosenBy: 'admin', fixedBy: null });
    const status = await api.call('streaming.status');
    expect(status).toMatchObject({ timezone: 'America/Lima' });
    const activity = handle.context.repos.audit.recent(5).map((e) => [e.action, e.detail]);
    expect(activity).toContainEqual(['station.timezone', 'Zona horaria: Europe/Madrid → America/Lima']);
  }, 60_000);

  it("keeps the operator's --timezone over the admin's choice, and says which flag fixes it", async () => {
    const config = loadConfig({ argv: ['--timezone', 'Atlantic/Canary'], env: {} });
    expect(config.timezoneFixedBy).toBe('--timezone');
    expect(loadConfig({ argv: [], env: { EMISORA_TIMEZONE: 'Asia/Tokyo' } }).timezoneFixedBy).toBe('EMISORA_TIMEZONE');
    expect(loadConfig({ argv: [], env: {} }).timezone).toBeUndefined();
    const station = await restartable({ timezone: config.timezone, timezoneFixedBy: config.timezoneFixedBy });
    // An admin's choice stored earlier does not win over the flag, even after a restart.
    storeTimeZone(station.current().context.repos.settings, 'America/Lima');
    const restarted = station.nextStart();
    station.current().context.restartCore?.('timezone');
    expect((await restarted).context.config.timezone).toBe('Atlantic/Canary');
    const api = apiClient(station, await station.login());
    expect(await zoneOf(api)).toEqual({ timezone: 'Atlantic/Canary', chosenBy: 'operator', fixedBy: '--timezone' });
    const res = await api.send('core.setTimezone', { body: { timezone: 'Europe/Madrid' } });
    expect(res.status).toBe(409);
    expect(res.error).toMatchObject({
      error: 'timezone_fixed',
      message: 'La zona horaria la fija --timezone al arrancar la emisora: cámbiala allí.',
    });
  }, 60_000);

  it('a station that cannot restart itself refuses, storing nothing; admins only; not from another site', async () => {
    const station = await startTestStation({}, { createBroadcast: () => createOfflineBroadcast() });
    open.push(station);
    const api = apiClient(station, await station.login());
    const res = await api.send('core.setTimezone', { body: { timezone: 'America/Lima' } });
    expect(res.status).toBe(409);
    expect(res.error?.error).toBe('cannot_restart');
    expect((await zoneOf(api)).chosenBy).toBe('default');
    expect(station.context.repos.settings.read('station_timezone')).toBeUndefined();

    const editor = api.as(await nonAdminCookie(station));
    expect((await editor.send('core.timezone')).status).toBe(403);
    expect((await api.as(undefined).send('core.timezone')).status).toBe(401);
    const crossSite = await api.send('core.setTimezone', {
      body: { timezone: 'America/Lima' },
      headers: { 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
  }, 60_000);
});
