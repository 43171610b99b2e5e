import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOfflineBroadcast } from '../broadcast/engine/offline';
import { nonAdminCookie } from '../../../testing/station/admin-helpers';
import { type ApiClient, apiClient } from '../../../testing/station/api-client';
import { startTestStation, type TestStation } from '../../../testing/station/test-station';
import type { WebhookBody } from './webhook';

let station: TestStation;
let api: ApiClient;
let receiver: http.Server;
let receiverPort = 0;
const received: WebhookBody[] = [];
let refuseNext = 0;

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk));
    req.on('end', () => {
      // The receiver fails the first delivery: only a retry gets the alert through.
      if (refuseNext > 0) {
        refuseNext--;
        res.writeHead(503).end();
        return;
      }
      received.push(JSON.parse(body) as WebhookBody);
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverPort = (receiver.address() as AddressInfo).port;
  // Loopback is refused by the address policy; the test widens it to the receiver's port, as the import tests do.
  station = await startTestStation(
    {},
    {
      createBroadcast: () => createOfflineBroadcast(),
      downloadAddressPolicy: (address, port) => address === '127.0.0.1' && port === receiverPort,
    },
  );
  api = apiClient(station, await station.login());
});

afterAll(async () => {
  await station?.close();
  await new Promise((resolve) => receiver?.close(resolve));
});

const waitFor = async (check: () => boolean, ms = 20_000) => {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
};

describe('alerts', () => {
  it('keeps one open alert per kind, lists it for admins only, and closes it on resolve', async () => {
    const { alerts } = station.context;
    const first = alerts.raise('recording_failed', 'Queda poco disco');
    expect(first).not.toBeNull();
    expect(alerts.raise('recording_failed', 'Queda poco disco otra vez')).toBeNull();

    expect((await api.as(undefined).send('health.alerts')).status).toBe(401);
    expect((await api.as(await nonAdminCookie(station)).send('health.alerts')).status).toBe(403);

    let list = await api.call('health.alerts', { query: { open: 'true' } });
    expect(list).toEqual([
      {
        id: first!.id,
        kind: 'recording_failed',
        message: 'Queda poco disco',
        startedAt: first!.startedAt,
        resolvedAt: null,
      },
    ]);

    expect(alerts.resolve('recording_failed')?.resolvedAt).toEqual(expect.any(String));
    expect(alerts.resolve('recording_failed')).toBeNull();
    list = await api.call('health.alerts', { query: { open: 'true' } });
    expect(list).toEqual([]);
    list = await api.call('health.alerts');
    expect(list[0]).toMatchObject({ kind: 'recording_failed', resolvedAt: expect.any(String) });

    // Raised again after being resolved: a new alert with its own start.
    expect(alerts.raise('recording_failed', 'Otra vez')?.id).toBeGreaterThan(first!.id);
    alerts.resolve('recording_failed');
  });

  it('refuses a bad filter with a 400 that says why', async () => {
    const res = await api.send('health.alerts', { query: { limit: 0 } });
    expect(res.status).toBe(400);
    expect(res.error?.message).toMatch(/limit/);
  });

  it('posts start and end to the webhook in order, retrying a failed delivery', async () => {
    const put = await api.send('health.updateSettings', {
      body: { alertWebhookUrl: `http://127.0.0.1:${receiverPort}/hook` },
    });
    expect(put.status).toBe(200);
    refuseNext = 1;
    received.length = 0;
    // Resolved at once: the end must still reach the receiver after the start, which needed a retry.
    station.context.alerts.raise('dead_air', 'Silencio en antena');
    station.context.alerts.resolve('dead_air');
    await waitFor(() => received.length === 2);
    expect(received.map((r) => [r.event, r.alert.kind, r.alert.resolvedAt === null])).toEqual([
      ['alert.start', 'dead_air', true],
      ['alert.end', 'dead_air', false],
    ]);
    expect(refuseNext).toBe(0);
  });

  it('never posts to an address the policy refuses', async () => {
    const other = http.createServer((_req, res) => {
      hits++;
      res.writeHead(204).end();
    });
    let hits = 0;
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    try {
      // Saved behind the route's back, as a name whose DNS answer changed since it was saved would be.
      station.context.healthSettings.update({
        alertWebhookUrl: `http://127.0.0.1:${(other.address() as AddressInfo).port}/hook`,
      });
      received.length = 0;
      station.context.alerts.raise('dead_air', 'Silencio');
      station.context.alerts.resolve('dead_air');
      // The same alerts do reach an allowed receiver: switch back and raise another to have a point in time.
      await api.call('health.updateSettings', { body: { alertWebhookUrl: `http://127.0.0.1:${receiverPort}/hook` } });
      station.context.alerts.raise('live_silent', 'Directo en silencio');
      await waitFor(() => received.length === 1);
      expect(hits).toBe(0);
      expect(received[0]?.alert.kind).toBe('live_silent');
    } finally {
      station.context.alerts.resolve('live_silent');
      await new Promise((resolve) => other.close(resolve));
    }
  });

  it('refuses to save a webhook URL on an address deliveries may not reach, with a 400 that says why', async () => {
    const saved = `http://127.0.0.1:${receiverPort}/hook`;
    expect((await api.send('health.updateSettings', { body: { alertWebhookUrl: saved } })).status).toBe(200);
    for (const url of ['http://localhost/hook', 'http://10.1.2.3:9000/x', 'http://[::1]/x', 'http://127.0.0.1:1/x']) {
      const res = await api.send('health.updateSettings', { body: { alertWebhookUrl: url, deadAirSec: 9 } });
      expect(res.status, url).toBe(400);
      expect(res.error).toEqual({
        error: 'bad_request',
        message:
          'La URL del webhook lleva a una red privada o local: las alertas no saldrían nunca. Usa una dirección pública.',
        field: 'alertWebhookUrl',
      });
    }
    // Nothing of a refused request was written, not even its other fields.
    const view = await api.call('health.settings');
    expect(view.alertWebhookUrl).toBe(saved);
    expect(view.deadAirSec).not.toBe(9);
    // Clearing it needs no address.
    expect((await api.send('health.updateSettings', { body: { alertWebhookUrl: '' } })).status).toBe(200);
  });

  it('validates the settings and never returns a 500 for bad input', async () => {
    const bad = await api.send('health.updateSettings', { body: { alertWebhookUrl: 'ftp://x' } });
    expect(bad.status).toBe(400);
    const unknown = await api.sendInvalid('health.updateSettings', { body: { nope: 1 } });
    expect(unknown.status).toBe(400);
    const view = await api.call('health.settings');
    expect(view.metricsToken.length).toBeGreaterThan(20);
    const rotated = await api.call('health.metricsToken');
    expect(rotated.metricsToken).not.toBe(view.metricsToken);
  });
});
