import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestStation, type TestStation } from '../testing/test-station';
import { ContractMismatch, checkResponse, responseSchemaFor } from '../../../web/src/lib/api-contract';

// The web app's contract (web/src/lib/api-contract.ts) read against a real station: every listed GET, as the web app calls it, matches its schema.
let station: TestStation;
beforeAll(async () => {
  station = await startTestStation();
  const { repos } = station.context;
  repos.team.create({
    firstName: 'Núria',
    lastName: 'Vidal',
    role: 'Directora',
    bio: 'Alma de la radio.',
    isEmployee: false,
    image: 'nuria.jpg',
    position: 1,
  });
}, 60_000);
afterAll(() => station?.close());

const PUBLIC_GETS = [
  '/api/tracks',
  '/api/tracks?limit=200',
  '/api/tracks/recent',
  '/api/artists?q=a',
  '/api/site-config',
  '/api/programme/current',
  '/api/now-playing',
  '/api/streaming/status',
  '/api/streaming/sources',
  '/api/gallery/images',
  '/api/schedule',
  '/api/team',
  '/api/podcasts',
  '/api/streaming/listen',
];

const ADMIN_GETS = [
  '/api/auth/users',
  '/api/admin/overview',
  '/api/queue',
  '/api/recordings',
  '/api/recordings?offset=0&limit=20',
  '/api/recordings/settings',
  '/api/recordings/storage',
  '/api/streaming/outputs',
  '/api/relays',
  '/api/relays/settings',
  '/api/alerts',
  '/api/alerts?open=true',
  '/api/admin/health/settings',
  '/api/admin/health/silent-tracks',
  `/api/stats/listeners?from=${encodeURIComponent(new Date(Date.now() - 3_600_000).toISOString())}&to=${encodeURIComponent(new Date().toISOString())}`,
];

describe('API contract (web/src/lib/api-contract.ts)', () => {
  it.each(PUBLIC_GETS)('GET %s matches its shared schema', async (url) => {
    expect(responseSchemaFor(url), url).toBeDefined();
    const res = await station.fetch(url);
    expect(res.status).toBe(200);
    const data: unknown = await res.json();
    expect(() => checkResponse(url, data, true)).not.toThrow();
  });

  it('the admin status and the signed-in user match too', async () => {
    const cookie = await station.login();
    for (const url of ['/api/streaming/status', '/api/auth/me']) {
      const data: unknown = await (await station.fetch(url, { headers: { cookie } })).json();
      expect(() => checkResponse(url, data, true), url).not.toThrow();
    }
  });

  it.each(ADMIN_GETS)('admin GET %s matches its shared schema', async (url) => {
    expect(responseSchemaFor(url), url).toBeDefined();
    const cookie = await station.login();
    const res = await station.fetch(url, { headers: { cookie } });
    expect(res.status, url).toBe(200);
    const data: unknown = await res.json();
    expect(() => checkResponse(url, data, true)).not.toThrow();
  });

  it('fails loudly on a mismatch when asked (development), only logs otherwise, and returns the data as sent', () => {
    const wrong = { current: null, listeners: 'many' };
    expect(() => checkResponse('/api/now-playing', wrong, true)).toThrow(ContractMismatch);
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(checkResponse('/api/now-playing', wrong, false)).toBe(wrong);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('GET /api/now-playing'));
    log.mockRestore();
    expect(checkResponse('/api/unlisted', { anything: 1 }, true)).toEqual({ anything: 1 });
  });
});
