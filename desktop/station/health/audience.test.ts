import { spawnSync } from 'node:child_process';
import http from 'node:http';
import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type ApiClient, apiClient } from '../../../testing/station/api-client';
import { waitFor } from '../../../testing/station/test-audio';
import { listen, type Reception } from '../../../testing/station/test-listener';
import type { TestStation } from '../../../testing/station/test-station';
import { startToneStation } from '../../../testing/station/tone-station';

const LISTENERS = 25;
const LISTEN_MS = 20_000;

describe('audience statistics, metrics and health', () => {
  let station: TestStation;
  let api: ApiClient;
  const sessions = () =>
    station.context.db
      .prepare<[], { mount: string; client: string; hash: string; seconds: number | null }>(
        `SELECT mount, client, address_hash AS hash,
           (julianday(ended_at) - julianday(started_at)) * 86400 AS seconds FROM listener_sessions ORDER BY id`,
      )
      .all();

  beforeAll(async () => {
    // Sessions and the minute rows are timed on the wall clock (Date), which the test moves instead of waiting 20 s;
    // the bus paces on the monotonic clock, which is not faked, so the listeners keep receiving audio.
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true, advanceTimeDelta: 5 });
    station = await startToneStation([440], 30);
    api = apiClient(station, await station.login());
  }, 90_000);

  afterAll(async () => {
    await station?.close();
    vi.useRealTimers();
  });

  it(`counts ${LISTENERS} listeners for 20 s as a peak of ${LISTENERS} and ${LISTENERS} sessions of about 20 s`, async () => {
    const from = new Date(Date.now() - 60_000).toISOString();
    const receptions: Reception[] = await Promise.all(
      Array.from({ length: LISTENERS }, () => listen(`${station.url}/stream`)),
    );
    await waitFor('all connected', () => station.context.listenerStats.concurrent() === LISTENERS, 10_000);
    // One tick of the 1 s sampler with everyone connected (the minute's average), then 20 s on the wall clock.
    station.context.listenerStats.sample();
    vi.setSystemTime(Date.now() + LISTEN_MS);
    for (const rx of receptions) rx.stop();
    await waitFor('all sessions ended', () => sessions().every((s) => s.seconds !== null), 10_000);

    const rows = sessions();
    expect(rows).toHaveLength(LISTENERS);
    for (const row of rows) {
      expect(row.mount).toBe('mp3');
      expect(row.seconds!).toBeGreaterThan(19);
      expect(row.seconds!).toBeLessThan(23);
      // Never the raw address: a salted hash, the same for the same address on the same day.
      expect(row.hash).not.toContain('127.0.0.1');
      expect(row.hash).toBe(rows[0]!.hash);
    }

    const to = new Date(Date.now() + 60_000).toISOString();
    const res = await api.send('stats.listeners', { query: { from, to } });
    expect(res.status).toBe(200);
    const stats = res.data!;
    expect(stats.peak).toBe(LISTENERS);
    expect(stats.sessions).toBe(LISTENERS);
    expect(stats.tlhHours).toBeGreaterThan((LISTENERS * 19) / 3600);
    expect(stats.tlhHours).toBeLessThan((LISTENERS * 23) / 3600);
    expect(Math.max(...stats.series.map((p) => p.listeners))).toBe(LISTENERS);
    expect(stats.averageListeners).toBeGreaterThan(0);
    expect(stats.byClient).toEqual([{ client: 'Desconocido', sessions: LISTENERS, hours: stats.tlhHours }]);

    // Opened by hand: the bytes as sent, BOM included (a text() would drop it).
    const csv = await api.follow(api.url('stats.listenersCsv', { query: { from, to } }));
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    const bytes = Buffer.from(await csv.arrayBuffer());
    // A BOM first, so a spreadsheet reads the accents as UTF-8.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    expect(text).toMatch(/^fecha,hora,utc/);
    expect(text).toMatch(/pico,,,25/);
  }, 90_000);

  it('refuses bad ranges with a 400 and strangers with a 401', async () => {
    expect((await api.as(undefined).send('stats.listeners')).status).toBe(401);
    expect((await api.send('stats.listeners', { query: { from: 'yesterday' } })).status).toBe(400);
    const backwards = await api.send('stats.listeners', {
      query: { from: '2026-01-02T00:00:00Z', to: '2026-01-01T00:00:00Z' },
    });
    expect(backwards.status).toBe(400);
  });

  it('counts an HTTP-FLV player as a session of the flv mount, with its player family', async () => {
    const url = `http://127.0.0.1:${station.context.config.flvPort}/live/emisora.flv`;
    const req = http.get(url, { headers: { 'User-Agent': 'VLC/3.0.18 LibVLC/3.0.18' } }, (res) => res.resume());
    req.on('error', () => {});
    await waitFor('the flv session', () => sessions().some((s) => s.mount === 'flv'), 15_000);
    expect(station.context.listenerStats.byMount().flv).toBe(1);
    req.destroy();
    await waitFor('the flv session ended', () => sessions().find((s) => s.mount === 'flv')?.seconds !== null, 10_000);
    expect(sessions().find((s) => s.mount === 'flv')?.client).toBe('VLC');
  }, 30_000);

  it('serves /metrics in Prometheus text to an admin or the bearer token only', async () => {
    const rx = await listen(`${station.url}/stream`);
    await waitFor('listener counted', () => station.context.listenerStats.concurrent() === 1, 5_000);
    expect((await station.fetch('/metrics')).status).toBe(401);
    expect((await station.fetch('/metrics', { headers: { Authorization: 'Bearer nope' } })).status).toBe(401);
    const token = station.context.healthSettings.metricsToken();
    const res = await station.fetch('/metrics', { headers: { Authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/plain/);
    const text = await res.text();
    // What a Prometheus operator runs on a target: the real promtool (Debian's prometheus, installed by .ci/run).
    const lint = spawnSync('promtool', ['check', 'metrics'], { input: text, encoding: 'utf8' });
    expect(lint.error, 'promtool missing: apt-get install prometheus').toBeUndefined();
    expect(`${lint.stdout}${lint.stderr}`.trim()).toBe('');
    expect(lint.status).toBe(0);
    const families = parsePrometheusTextFormat(text);
    const value = (name: string, labels: Record<string, string> = {}) =>
      families
        .find((f) => f.name === name)
        ?.metrics.find((m) => Object.entries(labels).every(([k, v]) => m.labels?.[k] === v))?.value;
    expect(value('emisora_on_air')).toBe('1');
    expect(value('emisora_live')).toBe('0');
    expect(value('emisora_listeners', { mount: 'mp3' })).toBe('1');
    expect(Number(value('emisora_dead_air_seconds_total'))).toBeGreaterThanOrEqual(0);
    expect(value('emisora_mixer_underruns_total')).toBeDefined();
    const restarts = families.find((f) => f.name === 'emisora_encoder_restarts_total')?.metrics ?? [];
    expect(restarts.length).toBeGreaterThan(0);
    expect(restarts.every((m) => m.labels?.encoder && m.value === '0')).toBe(true);
    expect(value('emisora_nodejs_eventloop_lag_seconds')).toBeDefined();
    expect(value('emisora_process_resident_memory_bytes')).toBeDefined();
    expect(Number(value('emisora_nodejs_active_resources', { type: 'TCPServerWrap' }))).toBeGreaterThan(0);
    expect(value('emisora_live_input_state', { state: 'offline' })).toBe('1');
    expect(value('emisora_live_input_state', { state: 'live' })).toBe('0');
    expect(value('emisora_hls_listeners')).toBe('0');
    // The admin's session works as well.
    expect((await api.follow('/metrics')).status).toBe(200);
    rx.stop();
  }, 30_000);

  it('answers /api/health with what is on air, and 503 once the station is off air', async () => {
    const visitor = api.as(undefined);
    let res = await visitor.send('station.health');
    expect(res.status).toBe(200);
    const body = res.data!;
    expect(body).toMatchObject({ ok: true, onAir: true, live: false, seeding: false });
    expect(Date.now() - Date.parse(body.lastAudioAt!)).toBeLessThan(5_000);
    await station.context.broadcast.stop();
    res = await visitor.send('station.health');
    expect(res.status).toBe(503);
    expect(res.data?.onAir).toBe(false);
  }, 30_000);
});
