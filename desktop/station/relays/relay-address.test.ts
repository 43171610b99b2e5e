import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAdminTestStation } from '../../../testing/station/admin-helpers';
import { type ApiClient, apiClient } from '../../../testing/station/api-client';
import { waitFor } from '../../../testing/station/test-audio';
import type { TestStation } from '../../../testing/station/test-station';

/**
 * A relay's status page is read by the station on a timer: an admin (or a stolen admin session) could aim it at the
 * studio's own network. It keeps to the address policy of every other outbound URL: public addresses, plus the
 * networks the operator allows with --import-allow.
 */
describe('relays keep to the outbound address policy', () => {
  let station: TestStation;
  let api: ApiClient;
  let inside: http.Server;
  let reads = 0;

  beforeAll(async () => {
    // A service on this machine's loopback, standing for one on the studio's network.
    inside = http.createServer((_req, res) => {
      reads++;
      res.end('{}');
    });
    await new Promise<void>((resolve) => inside.listen(0, '127.0.0.1', resolve));
    station = await startAdminTestStation();
    api = apiClient(station, await station.login());
  });
  afterAll(async () => {
    await station?.close();
    await new Promise((resolve) => inside.close(resolve));
  });

  it('refuses a loopback or private relay with a 400 naming the field, and never reads it', async () => {
    const port = (inside.address() as { port: number }).port;
    for (const url of [
      `http://127.0.0.1:${port}`,
      `http://[::1]:${port}`,
      'http://192.168.1.20:8000',
      'http://localhost:8000',
    ]) {
      const res = await api.send('relays.create', { body: { name: `Relé ${url}`, url, mount: '/live' } });
      expect(res.status, url).toBe(400);
      expect(res.error).toMatchObject({ field: 'url', message: expect.stringContaining('red privada') });
    }
    expect(await api.call('relays.list')).toEqual([]);
    expect(reads).toBe(0);
  });

  it('refuses the same on an edit, and a relay already stored at such an address is not read', async () => {
    const port = (inside.address() as { port: number }).port;
    // A relay from before the policy (or a hostname that now resolves inside): stored as it is.
    station.context.db
      .prepare("INSERT INTO relays (name, url, mount) VALUES ('Relé viejo', ?, '/live')")
      .run(`http://127.0.0.1:${port}`);
    const [stored] = await api.call('relays.list');
    const id = stored!.id;
    const res = await api.send('relays.update', {
      params: { id },
      body: { name: 'Relé viejo', url: `http://127.0.0.1:${port}`, mount: '/live' },
    });
    expect(res.status).toBe(400);
    await station.context.relays.changed();
    const relay = await waitFor('a reading', async () => {
      const [r] = await api.call('relays.list');
      return r?.checkedAt ? r : null;
    });
    expect(relay?.error).toContain('red privada');
    expect(reads).toBe(0);
  });
});
