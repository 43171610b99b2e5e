import { scrapeMetrics } from '../../../../../testing/station/scrape-metrics';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushOutput } from '../../../../../shared/schemas/broadcast/outputs';
import { type ApiClient, apiClient } from '../../../../../testing/station/api-client';
import { createLogger } from '../../../core/log';
import { decodeAudio, peakDb } from '../../../../../testing/station/decode';
import { startIcecast, type TestIcecast } from '../../../../../testing/station/icecast';
import { sleep, waitFor } from '../../../../../testing/station/test-audio';
import { listen, toneStrength } from '../../../../../testing/station/test-listener';
import type { TestStation } from '../../../../../testing/station/test-station';
import { startToneStation } from '../../../../../testing/station/tone-station';
import { BYTES_PER_SECOND } from '../../bus/pcm';
import { pushBackoffMs } from './icecast-push';

describe('pushing to a real Icecast 2.4 (Debian icecast2)', () => {
  let station: TestStation;
  let icecast: TestIcecast;
  let api: ApiClient;
  const logLines: string[] = [];

  beforeAll(async () => {
    icecast = await startIcecast({ utf8Mounts: ['/utf8.mp3'] });
    station = await startToneStation(
      [440, 660],
      60,
      {},
      { log: createLogger('debug', 'station', (l) => logLines.push(l)) },
    );
    api = apiClient(station, await station.login());
  }, 60_000);

  afterAll(async () => {
    await station?.close();
    await icecast?.stop();
  });

  // The bodies are built from overrides, some wrong on purpose: sent as written, not typed.
  const create = (input: object) => api.sendInvalid('outputs.create', { body: input });
  const update = (id: number, input: object) => api.sendInvalid('outputs.update', { params: { id }, body: input });
  const remove = (id: number) => api.send('outputs.delete', { params: { id } });
  const outputs = () => api.call('outputs.list');
  const output = async (id: number) => (await outputs()).find((o) => o.id === id)!;
  const body = (overrides: Record<string, unknown> = {}) => ({
    kind: 'icecast',
    host: '127.0.0.1',
    port: icecast.port,
    mount: '/emisora.mp3',
    username: 'source',
    password: icecast.sourcePassword,
    format: 'mp3',
    bitrateKbps: 128,
    public: false,
    ...overrides,
  });
  const onAirTone = () => (station.context.broadcast.nowPlaying().current?.title === 'Tono 440' ? 440 : 660);
  const onAirTitle = () => {
    const current = station.context.broadcast.nowPlaying().current!;
    return `${current.artist} - ${current.title}`;
  };
  const source = async (mount: string) =>
    (await icecast.sources()).find((s) => String(s.listenurl).endsWith(mount)) as Record<string, unknown> | undefined;

  /** What a listener of the Icecast mount hears for a few seconds, decoded. */
  async function hear(mount: string, format: 'mp3' | 'ogg') {
    const rx = await listen(`${icecast.url}${mount}`);
    expect(rx.status).toBe(200);
    // Real time: what the relay's listener hears is what is checked.
    await sleep(4_000);
    rx.stop();
    return decodeAudio(station.context.ffmpegPath, rx.audio(), format);
  }

  function expectTone(pcm: Buffer, frequency: number) {
    expect(pcm.length).toBeGreaterThan(2 * BYTES_PER_SECOND);
    // The last second is past any track change the burst held.
    expect(toneStrength(pcm, pcm.length - BYTES_PER_SECOND, frequency)).toBeGreaterThan(0.6);
    expect(peakDb(pcm)).toBeGreaterThan(-20);
  }

  let mp3Id = 0;

  it('stores an MP3 push without ever returning its password, connects, and the mount appears', async () => {
    const res = await create(body());
    expect(res.status).toBe(201);
    const { text } = res;
    expect(text).not.toContain(icecast.sourcePassword);
    // As sent, not as the schema reads it: no password field may be there at all.
    const created = JSON.parse(text) as PushOutput;
    expect(created).toMatchObject({ host: '127.0.0.1', mount: '/emisora.mp3', hasPassword: true, enabled: true });
    expect(created).not.toHaveProperty('password');
    mp3Id = created.id;
    await waitFor('push connected', async () => (await output(mp3Id)).state === 'connected', 15_000, 200);
    const mount = await waitFor('Icecast lists the mount', () => source('/emisora.mp3'), 10_000, 200);
    expect(mount!.server_name).toBe('Ràdio Portbou');
    expect(mount!.genre).toBe('Community');
    // The same site the station's own mounts name in icy-url (it was a placeholder domain on pushes).
    expect(mount!.server_url).toBe(station.url);
    expect(mount!.bitrate).toBe(128);
    const state = await output(mp3Id);
    expect(state.connectedSince).not.toBeNull();
    expect(state.lastError).toBeNull();
    expect(JSON.stringify(await outputs())).not.toContain(icecast.sourcePassword);
    const metric = await scrapeMetrics(station);
    const labels = { output: String(mp3Id), target: `127.0.0.1:${icecast.port}/emisora.mp3` };
    expect(metric('emisora_push_up', labels)).toBe('1');
    expect(Number(metric('emisora_push_sent_bytes_total', labels))).toBeGreaterThan(0);
  }, 30_000);

  it('a listener of the Icecast mount hears the tone on air', async () => {
    expectTone(await hear('/emisora.mp3', 'mp3'), onAirTone());
    expect((await output(mp3Id)).bytesSent).toBeGreaterThan(64_000);
  }, 20_000);

  it('updates the Icecast title on every track change', async () => {
    await waitFor('title on Icecast', async () => (await source('/emisora.mp3'))?.title === onAirTitle(), 10_000, 200);
    const before = onAirTitle();
    await api.send('streaming.skip');
    await waitFor('track changed', () => onAirTitle() !== before, 15_000, 100);
    await waitFor(
      'new title on Icecast',
      async () => (await source('/emisora.mp3'))?.title === onAirTitle(),
      10_000,
      200,
    );
  }, 40_000);

  it('carries Opus titles in the stream (a new Ogg chain per title) to a listener of the Icecast mount', async () => {
    const res = await create(body({ mount: '/emisora.opus', format: 'opus', bitrateKbps: 96 }));
    expect(res.status).toBe(201);
    const { id } = res.data!;
    await waitFor('opus push connected', async () => (await output(id)).state === 'connected', 15_000, 200);
    await waitFor(
      'Icecast lists the Opus mount',
      async () => (await source('/emisora.opus'))?.subtype === 'Opus',
      10_000,
    );
    // Icecast 2.4 does not read OpusTags into its status page (only 2.5 does): the listener is the judge.
    const rx = await listen(`${icecast.url}/emisora.opus`);
    await waitFor('the title in OpusTags', () => rx.audio().toString('utf8').includes(`TITLE=${onAirTitle()}`), 10_000);
    const before = onAirTitle();
    await api.send('streaming.skip');
    await waitFor('track changed', () => onAirTitle() !== before, 15_000, 100);
    await waitFor(
      'new title in the stream',
      () => rx.audio().toString('utf8').includes(`TITLE=${onAirTitle()}`),
      10_000,
    );
    // Real time: the chained stream past the title change, decoded.
    await sleep(2_000);
    rx.stop();
    // The chained stream decodes end to end, across the title change, to the tone now on air.
    expectTone(await decodeAudio(station.context.ffmpegPath, rx.audio(), 'ogg'), onAirTone());
    expect((await remove(id)).status).toBe(204);
    await waitFor('opus mount gone', async () => (await source('/emisora.opus')) === undefined, 10_000, 200);
  }, 60_000);

  it('names the station right on a mount Icecast reads as UTF-8, when the push says so', async () => {
    const res = await create(body({ mount: '/utf8.mp3', headerCharset: 'UTF-8' }));
    expect(res.status).toBe(201);
    const created = res.data!;
    expect(created.headerCharset).toBe('UTF-8');
    // Latin-1 bytes on this mount arrived as a null server name; UTF-8 ones read right.
    const mount = await waitFor('Icecast lists the UTF-8 mount', () => source('/utf8.mp3'), 15_000, 200);
    expect(mount!.server_name).toBe('Ràdio Portbou');
    expect(mount!.server_description).toBe('Ràdio comunitària de Portbou, 100.3 FM');
    expect((await remove(created.id)).status).toBe(204);
  }, 30_000);

  it('reconnects after Icecast restarts, and reports the drop meanwhile', async () => {
    const sentBefore = (await output(mp3Id)).bytesSent;
    await icecast.kill();
    await waitFor('push in error', async () => (await output(mp3Id)).state !== 'connected', 10_000, 100);
    const down = await output(mp3Id);
    expect(down.lastError).toBeTruthy();
    expect(down.connectedSince).toBeNull();
    await icecast.restart();
    // The push retries with a doubling delay: a restart slowed by a busy machine can meet a wait of 32 s or more.
    const backoffAfterASlowRestart = pushBackoffMs(6) + 10_000;
    await waitFor(
      'push connected again',
      async () => (await output(mp3Id)).state === 'connected',
      backoffAfterASlowRestart,
      200,
    );
    await waitFor('mount back', () => source('/emisora.mp3'), 10_000, 200);
    expectTone(await hear('/emisora.mp3', 'mp3'), onAirTone());
    expect((await output(mp3Id)).bytesSent).toBeGreaterThan(sentBefore);
  }, 150_000);

  it('reports a refused password as an error, and never logs any password', async () => {
    const res = await update(mp3Id, body({ password: 'wrong-pass-42' }));
    expect(res.status).toBe(200);
    const failed = await waitFor(
      'refused',
      async () => {
        const o = await output(mp3Id);
        return o.state === 'error' && o.lastError?.includes('401') ? o : null;
      },
      15_000,
      200,
    );
    expect(failed!.lastError).toContain('contraseña');
    // A PUT without a password keeps the stored (wrong) one; with the right one it connects again.
    const keep = body();
    delete (keep as Record<string, unknown>).password;
    expect((await update(mp3Id, keep)).status).toBe(200);
    // Real time: nothing must happen: the push keeping the wrong password is given time to connect if it could.
    await sleep(1_500);
    expect((await output(mp3Id)).state).not.toBe('connected');
    expect((await update(mp3Id, body())).status).toBe(200);
    await waitFor('connected with the right password', async () => (await output(mp3Id)).state === 'connected', 20_000);
    const logs = logLines.join('\n');
    expect(logs).toContain('pushing to Icecast');
    for (const secret of [
      icecast.sourcePassword,
      'wrong-pass-42',
      Buffer.from(`source:${icecast.sourcePassword}`).toString('base64'),
    ])
      expect(logs).not.toContain(secret);
  }, 60_000);

  it('refuses bad input with a 400 that names the field, and non-admins', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [body({ host: 'http://evil.example' }), 'host'],
      [body({ port: 70_000 }), 'port'],
      [body({ mount: 'no-slash' }), 'mount'],
      [body({ format: 'wav' }), 'format'],
      [body({ bitrateKbps: 100 }), 'bitrateKbps'],
      [body({ password: '' }), 'password'],
      [body({ kind: 'shoutcast' }), 'kind'],
      [body({ extra: 1 }), ''],
    ];
    for (const [input, field] of cases) {
      const res = await create(input);
      expect(res.status, JSON.stringify(input)).toBe(400);
      expect(res.error?.message).toBeTruthy();
      if (field) expect(res.error?.field).toBe(field);
    }
    expect((await update(999, body())).status).toBe(404);
    expect((await remove(999)).status).toBe(404);
    expect((await api.as(undefined).send('outputs.list')).status).toBe(401);
    expect((await outputs()).length).toBe(1);
  }, 20_000);
});
