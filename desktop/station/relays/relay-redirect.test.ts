import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BYTES_PER_SECOND } from '../broadcast/bus/pcm';
import { type ApiClient, apiClient } from '../../../testing/station/api-client';
import { peakDb } from '../../../testing/station/decode';
import { startIcecast, type TestIcecast } from '../../../testing/station/icecast';
import { waitFor } from '../../../testing/station/test-audio';
import { listen, type Reception, toneStrength } from '../../../testing/station/test-listener';
import type { TestStation } from '../../../testing/station/test-station';
import { startToneStation } from '../../../testing/station/tone-station';
import { publicAndNetworks } from '../uploads/address-policy';

/** A real player that follows redirects (ffmpeg's HTTP client): `seconds` of what it hears at `url`, as PCM. */
function play(ffmpegPath: string, url: string, seconds: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpegPath, [
      ...['-hide_banner', '-loglevel', 'error', '-i', url, '-t', String(seconds)],
      ...['-f', 's16le', '-ac', '2', '-ar', '44100', 'pipe:1'],
    ]);
    const chunks: Buffer[] = [];
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => chunks.push(c));
    child.stderr.on('data', (c: Buffer) => {
      stderr += c.toString();
    });
    child.once('error', reject);
    child.once('close', (code) =>
      code === 0 ? resolve(Buffer.concat(chunks)) : reject(new Error(`ffmpeg ${code}: ${stderr}`)),
    );
  });
}

describe('listeners sent where there is room: past a local limit of 2, /stream answers 302 to a real Icecast relay', () => {
  let station: TestStation;
  let relay: TestIcecast;
  let api: ApiClient;
  let anonymous: ApiClient;
  const local: Reception[] = [];
  let listenUrl = '';

  beforeAll(async () => {
    // The relays run on this machine: the operator allows loopback as --import-allow 127.0.0.1/32 would.
    station = await startToneStation(
      [440, 660],
      60,
      {},
      { relayPollMs: 300, downloadAddressPolicy: publicAndNetworks(['127.0.0.1/32']) },
    );
    api = apiClient(station, await station.login());
    anonymous = apiClient(station);
    relay = await startIcecast({ relays: [{ url: `${station.url}/stream`, localMount: '/emisora.mp3' }] });
    const created = await api.call('relays.create', {
      body: { name: 'Relé', url: relay.url, mount: '/emisora.mp3', maxListeners: 100 },
    });
    listenUrl = created.listenUrl;
    // A first try that fails on a loaded machine is retried 5 s later (the test Icecast's master-update-interval).
    await waitFor(
      'relay carrying the station',
      async () => {
        const [r] = await api.call('relays.list');
        return r?.ok && r.carriesTitle;
      },
      45_000,
      200,
    );
  }, 120_000);

  afterAll(async () => {
    for (const rx of local) rx.stop();
    await station?.close();
    await relay?.stop();
  });

  const onAirTone = () => (station.context.broadcast.nowPlaying().current?.title === 'Tono 440' ? 440 : 660);
  const relayListeners = async () => (await api.call('relays.list'))[0]!.listeners;
  const listenRoute = () => anonymous.call('streaming.listen');
  const stream = (path = '/stream', headers: Record<string, string> = {}) =>
    station.fetch(path, { redirect: 'manual', headers });
  const hangUp = async (res: Response) => res.body?.cancel();

  it('serves every listener here while the setting is off', async () => {
    expect((await api.call('relays.settings')).redirectAbove).toBeNull();
    for (let i = 0; i < 3; i++) local.push(await listen(`${station.url}/stream`));
    expect(local.every((rx) => rx.status === 200)).toBe(true);
    await waitFor('3 local listeners', () => station.context.listenerStats.concurrent() === 3, 5_000);
    local.pop()!.stop();
    await waitFor('2 local listeners', () => station.context.listenerStats.concurrent() === 2, 5_000);
    const route = await listenRoute();
    expect(route.urls).toEqual(['/stream']);
  }, 20_000);

  it('with a local limit of 2, the third listener lands on the relay and hears the station', async () => {
    const set = await api.send('relays.updateSettings', { body: { redirectAbove: 2 } });
    expect(set.status).toBe(200);
    expect(set.data).toEqual({ redirectAbove: 2 });

    const res = await stream();
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(listenUrl);
    expect(res.headers.get('cache-control')).toBe('no-store');
    // The Opus mount stays here: this relay carries MP3 only.
    const opus = await stream('/stream.opus');
    expect(opus.status).toBe(200);
    await hangUp(opus);

    const before = await relayListeners();
    const heard = play(station.context.ffmpegPath, `${station.url}/stream`, 4);
    await waitFor(
      'the listener counted on the relay',
      async () => (await relayListeners()) === before + 1,
      10_000,
      100,
    );
    expect(station.context.listenerStats.byMount().mp3).toBe(2);
    const pcm = await heard;
    expect(pcm.length).toBeGreaterThan(3 * BYTES_PER_SECOND);
    expect(toneStrength(pcm, pcm.length - BYTES_PER_SECOND, onAirTone())).toBeGreaterThan(0.6);
    expect(peakDb(pcm)).toBeGreaterThan(-20);
  }, 40_000);

  it('the playlists and the player route list the relay first, the studio after', async () => {
    const pls = (await anonymous.send('streaming.playlistPls')).text;
    expect(pls).toContain(`File1=${listenUrl}\n`);
    expect(pls).toMatch(/File2=http:\/\/[^\n]+\/stream\n/);
    const m3u = (await anonymous.send('streaming.playlistM3u')).text;
    expect(m3u.split('\n')[2]).toBe(listenUrl);
    const route = await listenRoute();
    expect(route.urls).toEqual([listenUrl, '/stream?direct=1']);
  });

  it('never sends the relay itself, a HEAD or the player coming back to the studio away', async () => {
    const feed = await stream('/stream', { 'User-Agent': 'Icecast 2.4.4' });
    expect(feed.status).toBe(200);
    await hangUp(feed);
    const direct = await stream('/stream?direct=1');
    expect(direct.status).toBe(200);
    await hangUp(direct);
    expect((await station.fetch('/stream', { method: 'HEAD', redirect: 'manual' })).status).toBe(200);
  });

  it('serves locally when no relay is healthy, and again sends to the relay once it is back', async () => {
    await relay.kill();
    await waitFor(
      'relay down',
      async () => {
        const [r] = await api.call('relays.list');
        return r && !r.ok;
      },
      10_000,
      100,
    );
    const res = await stream();
    expect(res.status).toBe(200);
    await hangUp(res);
    const route = await listenRoute();
    expect(route.urls).toEqual(['/stream?direct=1']);
    await relay.restart();
    await waitFor(
      'relay back',
      async () => {
        const [r] = await api.call('relays.list');
        return r?.ok && r.carriesTitle;
      },
      30_000,
      200,
    );
    expect((await stream()).status).toBe(302);
  }, 60_000);

  it('refuses a bad limit with a 400, and turns off with null', async () => {
    for (const redirectAbove of [-1, 1.5, '3'])
      expect((await api.sendInvalid('relays.updateSettings', { body: { redirectAbove } })).status).toBe(400);
    expect((await anonymous.sendInvalid('relays.updateSettings', {})).status).toBe(401);
    expect((await api.send('relays.updateSettings', { body: { redirectAbove: null } })).status).toBe(200);
    const res = await stream();
    expect(res.status).toBe(200);
    await hangUp(res);
  });
});
