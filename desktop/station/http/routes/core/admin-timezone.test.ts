import { afterEach, describe, expect, it } from 'vitest';
import { healthStatusSchema } from '../../../../../shared/schemas/admin/health';
import {
  coreRestartSchema,
  type StationTimeZoneView,
  stationTimeZoneViewSchema,
} from '../../../../../shared/schemas/core/station-core';
import { as, errorBody, jsonBody, nonAdminCookie } from '../../../../../testing/station/admin-helpers';
import { type RestartableStation, startRestartableStation } from '../../../../../testing/station/restartable-station';
import { startTestStation, type TestStation } from '../../../../../testing/station/test-station';
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
  const zoneOf = async (api: ReturnType<typeof as>) =>
    stationTimeZoneViewSchema.parse(await jsonBody<StationTimeZoneView>(await api('/api/admin/timezone')));
  const startedAt = async (station: Pick<RestartableStation, 'fetch'>) =>
    healthStatusSchema.parse(await (await station.fetch('/api/health')).json()).startedAt;

  it('stores a new zone, answers that the station restarts, and the restarted core runs in it', async () => {
    const station = await restartable();
    const api = as(station as unknown as TestStation, await station.login());
    expect(await zoneOf(api)).toEqual({ timezone: 'Europe/Madrid', chosenBy: 'default', fixedBy: null });
    const before = await startedAt(station);

    // Checked as --timezone checks it, and nothing stored or restarted when refused.
    for (const timezone of ['Europa/Madrid', 'Mars/Olympus', '', 42]) {
      const res = await api('/api/admin/timezone', { method: 'PUT', json: { timezone } });
      expect(res.status, String(timezone)).toBe(400);
      expect((await errorBody(res)).field).toBe('timezone');
    }
    const same = await api('/api/admin/timezone', { method: 'PUT', json: { timezone: 'Europe/Madrid' } });
    expect(coreRestartSchema.parse(await jsonBody(same))).toMatchObject({ restarting: false });

    const restarted = station.nextStart();
    const res = await api('/api/admin/timezone', { method: 'PUT', json: { timezone: 'America/Lima' } });
    expect(res.status).toBe(202);
    expect(coreRestartSchema.parse(await jsonBody(res))).toEqual({
      restarting: true,
      message: expect.stringMatching(/America\/Lima.*se reinicia/),
    });
    const handle = await restarted;
    expect(handle.context.config.timezone).toBe('America/Lima');
    expect(await startedAt(station)).not.toBe(before);
    // The same session (it is in the database the restart kept) sees the zone as the admin's choice.
    expect(await zoneOf(api)).toEqual({ timezone: 'America/Lima', chosenBy: 'admin', fixedBy: null });
    const status = await jsonBody<{ timezone: string }>(await api('/api/streaming/status'));
    expect(status.timezone).toBe('America/Lima');
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
    const api = as(station as unknown as TestStation, await station.login());
    expect(await zoneOf(api)).toEqual({ timezone: 'Atlantic/Canary', chosenBy: 'operator', fixedBy: '--timezone' });
    const res = await api('/api/admin/timezone', { method: 'PUT', json: { timezone: 'Europe/Madrid' } });
    expect(res.status).toBe(409);
    expect(await errorBody(res)).toMatchObject({
      error: 'timezone_fixed',
      message: 'La zona horaria la fija --timezone al arrancar la emisora: cámbiala allí.',
    });
  }, 60_000);

  it('a station that cannot restart itself refuses, storing nothing; admins only; not from another site', async () => {
    const station = await startTestStation({}, { createBroadcast: () => createOfflineBroadcast() });
    open.push(station);
    const api = as(station, await station.login());
    const res = await api('/api/admin/timezone', { method: 'PUT', json: { timezone: 'America/Lima' } });
    expect(res.status).toBe(409);
    expect((await errorBody(res)).error).toBe('cannot_restart');
    expect((await zoneOf(api)).chosenBy).toBe('default');
    expect(station.context.repos.settings.read('station_timezone')).toBeUndefined();

    const editor = as(station, await nonAdminCookie(station));
    expect((await editor('/api/admin/timezone')).status).toBe(403);
    expect((await as(station, undefined)('/api/admin/timezone')).status).toBe(401);
    const crossSite = await api('/api/admin/timezone', {
      method: 'PUT',
      json: { timezone: 'America/Lima' },
      headers: { 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
  }, 60_000);
});
