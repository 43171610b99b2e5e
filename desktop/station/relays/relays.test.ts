import { spawnSync } from 'node:child_process';
import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, apiClient } from '../../../testing/station/api-client';
import { startIcecast, type TestIcecast } from '../../../testing/station/icecast';
import { waitFor } from '../../../testing/station/test-audio';
import { listen, type Reception } from '../../../testing/station/test-listener';
import type { TestStation } from '../../../testing/station/test-station';
import { startToneStation } from '../../../testing/station/tone-station';
import { publicAndNetworks } from '../uploads/address-policy';

const POLL_MS = 300;
const LOOPBACK_TOO = publicAndNetworks(['127.0.0.1/32']);

describe('relays known and counted: two real Icecast 2.4 servers, one relaying /stream and one pushed to', () => {
  let station: TestStation;
  let relaying: TestIcecast;
  let pushed: TestIcecast;
  let api: ApiClient;
  const receptions: Reception[] = [];
  const from = new Date(Date.now() - 60_000).toISOString();

  beforeAll(async () => {
    // The relays run on this machine: the operator allows loopback as --import-allow 127.0.0.1/32 would.
    station = await startToneStation([440, 660], 60, {}, { relayPollMs: POLL_MS, downloadAddressPolicy: LOOPBACK_TOO });
    api = apiClient(station, await station.login());
    [relaying, pushed] = await Promise.all([
      startIcecast({ relays: [{ url: `${station.url}/stream`, localMount: '/emisora.mp3' }] }),
      startIcecast(),
    ]);
    const { id } = await api.call('outputs.create', {
      body: {
        kind: 'icecast',
        host: '127.0.0.1',
        port: pushed.port,
        mount: '/push.mp3',
        username: 'source',
        password: pushed.sourcePassword,
        format: 'mp3',
        bitrateKbps: 128,
        public: false,
      },
    });
    await waitFor(
      'push connected',
      async () => (await api.call('outputs.list')).find((o) => o.id === id)?.state === 'connected',
      20_000,
      200,
    );
  }, 90_000);

  afterAll(async () => {
    for (const rx of receptions) rx.stop();
    await station?.close();
    await Promise.all([relaying?.stop(), pushed?.stop()]);
  });

  const relays = () => api.call('relays.list');
  const relayNamed = async (name: string) => (await relays()).find((r) => r.name === name)!;
  const openAlerts = () => api.call('health.alerts', { query: { open: 'true' } });
  const onAirTitle = () => {
    const current = station.context.broadcast.nowPlaying().current!;
    return `${current.artist} - ${current.title}`;
  };
  const norte = () => ({
    name: 'Relé norte',
    url: relaying.url,
    mount: '/emisora.mp3',
    adminUser: 'admin',
    adminPassword: 'admin-secret-1',
  });

  it('stores both relays without ever returning the admin password, and reads their status at once', async () => {
    const created = await api.send('relays.create', {
      body: { ...norte(), url: `${relaying.url}/`, maxListeners: 50 },
    });
    expect(created.status).toBe(201);
    expect(created.text).not.toContain(relaying.adminPassword);
    const relay = created.data!;
    expect(relay).toMatchObject({
      name: 'Relé norte',
      url: relaying.url,
      mount: '/emisora.mp3',
      adminUser: 'admin',
      hasAdminPassword: true,
      maxListeners: 50,
      listenUrl: `${relaying.url}/emisora.mp3`,
    });
    expect(relay).not.toHaveProperty('adminPassword');
    expect(relay.checkedAt).not.toBeNull();
    const sur = await api.send('relays.create', { body: { name: 'Push sur', url: pushed.url, mount: '/push.mp3' } });
    expect(sur.status).toBe(201);
    expect(sur.data!.hasAdminPassword).toBe(false);
    const both = await waitFor(
      'both relays answering with the title on air',
      async () => {
        const list = await relays();
        return list.length === 2 && list.every((r) => r.ok && r.title === onAirTitle()) ? list : null;
      },
      20_000,
      200,
    );
    for (const r of both!) {
      expect(r.carriesTitle).toBe(true);
      expect(r.contentType).toBe('audio/mpeg');
      expect(Date.parse(r.serverStartedAt!)).toBeLessThanOrEqual(Date.now());
      expect(Date.parse(r.mountStartedAt!)).toBeLessThanOrEqual(Date.now());
    }
    expect(JSON.stringify(both!)).not.toContain(relaying.adminPassword);
    // The relay's own pull of /stream is not a listener of the station.
    expect(station.context.listenerStats.concurrent()).toBe(0);
  }, 40_000);

  it('counts the listeners of each relay in /api/relays, /metrics (promtool clean) and the audience statistics', async () => {
    for (const url of [`${relaying.url}/emisora.mp3`, `${relaying.url}/emisora.mp3`, `${pushed.url}/push.mp3`])
      receptions.push(await listen(url));
    await waitFor(
      'listeners seen on the relays',
      async () => (await relayNamed('Relé norte')).listeners === 2 && (await relayNamed('Push sur')).listeners === 1,
      15_000,
      200,
    );
    expect((await relayNamed('Relé norte')).peak).toBeGreaterThanOrEqual(2);

    const token = station.context.healthSettings.metricsToken();
    const text = await (await station.fetch('/metrics', { headers: { Authorization: `Bearer ${token}` } })).text();
    const lint = spawnSync('promtool', ['check', 'metrics'], { input: text, encoding: 'utf8' });
    expect(lint.error, 'promtool missing: apt-get install prometheus').toBeUndefined();
    expect(`${lint.stdout}${lint.stderr}`.trim()).toBe('');
    const families = parsePrometheusTextFormat(text);
    const value = (name: string, relay: string) =>
      families.find((f) => f.name === name)?.metrics.find((m) => m.labels?.relay === relay)?.value;
    expect(value('emisora_relay_listeners', 'Relé norte')).toBe('2');
    expect(value('emisora_relay_listeners', 'Push sur')).toBe('1');
    expect(value('emisora_relay_up', 'Push sur')).toBe('1');

    const to = new Date(Date.now() + 60_000).toISOString();
    const stats = await api.call('stats.listeners', { query: { from, to } });
    expect(stats.peak).toBe(3);
    expect(Math.max(...stats.series.map((p) => p.relays))).toBe(3);
    expect(stats.byRelay).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ relay: 'Relé norte', peak: 2 }),
        expect.objectContaining({ relay: 'Push sur', peak: 1 }),
      ]),
    );
    expect(stats.tlhHours).toBeGreaterThan(0);

    // One count of the station's own listeners everywhere (a relay's pull of /stream is none), relays' apart.
    receptions.push(await listen(`${station.url}/stream`));
    await waitFor('the direct listener counted', () => station.context.listenerStats.byMount().mp3 === 1, 10_000);
    const nowPlaying = await apiClient(station).call('nowPlaying.get');
    expect(nowPlaying).toMatchObject({ listeners: 1, relayListeners: 3 });
    const icestats = (await (await station.fetch('/status-json.xsl')).json()) as {
      icestats: { source: Array<{ listenurl: string; listeners: number }> };
    };
    expect(icestats.icestats.source.find((s) => s.listenurl.endsWith('/stream'))?.listeners).toBe(1);
    const again = parsePrometheusTextFormat(
      await (await station.fetch('/metrics', { headers: { Authorization: `Bearer ${token}` } })).text(),
    );
    const mp3 = again.find((f) => f.name === 'emisora_listeners')?.metrics.find((m) => m.labels?.mount === 'mp3');
    expect(mp3?.value).toBe('1');
  }, 40_000);

  it('alerts when a relay carries another title than the station, and resolves when it follows again', async () => {
    // What a relay that lost the station's metadata (or carries something else) shows.
    const auth = Buffer.from(`admin:${pushed.adminPassword}`).toString('base64');
    const set = await fetch(`${pushed.url}/admin/metadata?mount=/push.mp3&mode=updinfo&song=Otra+emisora`, {
      headers: { Authorization: `Basic ${auth}` },
    });
    expect(set.status).toBe(200);
    const alert = await waitFor(
      'relay_title alert',
      async () => (await openAlerts()).find((a) => a.kind === 'relay_title'),
      10_000,
      100,
    );
    expect(alert!.message).toContain('Push sur');
    expect(alert!.message).toContain('Otra emisora');
    expect((await relayNamed('Push sur')).carriesTitle).toBe(false);
    expect((await openAlerts()).filter((a) => a.kind === 'relay_title')).toHaveLength(1);
    // The next track's title reaches the relay through the push: it carries the station again.
    await api.call('streaming.skip');
    await waitFor(
      'title alert resolved',
      async () => !(await openAlerts()).some((a) => a.kind === 'relay_title'),
      20_000,
      100,
    );
    expect((await relayNamed('Push sur')).carriesTitle).toBe(true);
  }, 40_000);

  it('alerts when a relay stops answering, and resolves when it is back with the station', async () => {
    await pushed.kill();
    const alert = await waitFor(
      'relay_down alert',
      async () => (await openAlerts()).find((a) => a.kind === 'relay_down'),
      10_000,
      100,
    );
    expect(alert!.message).toContain('Push sur');
    const down = await relayNamed('Push sur');
    expect(down.ok).toBe(false);
    expect(down.error).toBeTruthy();
    expect((await relayNamed('Relé norte')).ok).toBe(true);
    await pushed.restart();
    await waitFor(
      'relay_down resolved',
      async () => !(await openAlerts()).some((a) => a.kind === 'relay_down'),
      40_000,
      200,
    );
    expect((await relayNamed('Push sur')).ok).toBe(true);
  }, 60_000);

  it('edits and deletes relays: the password is kept unless given, a deleted relay leaves /metrics', async () => {
    const { id } = await relayNamed('Relé norte');
    const { adminPassword: _kept, ...withoutPassword } = norte();
    const edited = await api.send('relays.update', {
      params: { id },
      body: { ...withoutPassword, name: 'Relé centro' },
    });
    expect(edited.status).toBe(200);
    expect(station.context.repos.relays.get(id)?.adminPassword).toBe('admin-secret-1');
    expect(edited.data!.name).toBe('Relé centro');
    expect((await api.send('relays.delete', { params: { id } })).status).toBe(204);
    expect((await relays()).map((r) => r.name)).toEqual(['Push sur']);
    const token = station.context.healthSettings.metricsToken();
    const text = await (await station.fetch('/metrics', { headers: { Authorization: `Bearer ${token}` } })).text();
    expect(text).not.toContain('Relé centro');
    expect(text).toContain('emisora_relay_listeners{relay="Push sur"}');
  }, 20_000);

  it('refuses bad input with a Spanish 400 naming the field, a taken name with a 409, and non-admins', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...norte(), url: 'ftp://x.example:21' }, 'url'],
      [{ ...norte(), url: 'http://x.example:8000/emisora.mp3' }, 'url'],
      [{ ...norte(), url: 'http://x.example:70000' }, 'url'],
      [{ ...norte(), mount: 'emisora' }, 'mount'],
      [{ ...norte(), name: '' }, 'name'],
      [{ ...norte(), maxListeners: 0 }, 'maxListeners'],
      [{ ...norte(), extra: 1 }, ''],
    ];
    for (const [input, field] of cases) {
      const res = await api.sendInvalid('relays.create', { body: input });
      expect(res.status, JSON.stringify(input)).toBe(400);
      expect(res.error?.message).toMatch(/[a-zá-ú]/);
      if (field) expect(res.error?.field).toBe(field);
    }
    const taken = await api.send('relays.create', { body: { ...norte(), name: 'push SUR' } });
    expect(taken.status).toBe(409);
    expect((await api.send('relays.update', { params: { id: 999 }, body: norte() })).status).toBe(404);
    expect((await api.send('relays.delete', { params: { id: 999 } })).status).toBe(404);
    expect((await api.send('relays.updateSettings', { body: { redirectAbove: -1 } })).status).toBe(400);
    const anonymous = apiClient(station);
    expect((await anonymous.send('relays.list')).status).toBe(401);
    expect((await anonymous.sendInvalid('relays.create', {})).status).toBe(401);
    expect((await relays()).length).toBe(1);
  }, 20_000);
});
