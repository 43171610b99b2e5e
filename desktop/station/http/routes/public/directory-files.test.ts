import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIcecast, type TestIcecast } from '../../../../../testing/station/icecast';
import { waitFor } from '../../../../../testing/station/test-audio';
import { listen } from '../../../../../testing/station/test-listener';
import type { TestStation } from '../../../../../testing/station/test-station';
import { startToneStation } from '../../../../../testing/station/tone-station';
import { apiClient } from '../../../../../testing/station/api-client';

type Json = Record<string, unknown>;
const sourcesOf = (body: { icestats: Json }) => {
  const source = body.icestats.source;
  return (source === undefined ? [] : Array.isArray(source) ? source : [source]) as Json[];
};
const shape = (object: Json) =>
  Object.fromEntries(Object.entries(object).map(([k, v]) => [k, v === null ? 'null' : typeof v]));

/**
 * What monitors, BUTT, widgets and directories read from an Icecast server, checked
 * side by side with a real Icecast 2.4 (Debian icecast2) carrying the same station through a push.
 */
describe('Icecast-shaped status, playlist files and streaminfo.json', () => {
  let station: TestStation;
  let icecast: TestIcecast;

  beforeAll(async () => {
    icecast = await startIcecast();
    station = await startToneStation([440, 660], 60);
    const cookie = await station.login();
    const push = await apiClient(station, cookie).send('outputs.create', {
      body: {
        ...{ kind: 'icecast', host: '127.0.0.1', port: icecast.port, mount: '/emisora.mp3', username: 'source' },
        ...{ password: icecast.sourcePassword, format: 'mp3', bitrateKbps: 128, public: false },
      },
    });
    expect(push.status).toBe(201);
    await waitFor('the push on Icecast', async () => (await icecast.sources()).length === 1, 20_000);
  }, 90_000);

  afterAll(async () => {
    await station?.close();
    await icecast?.stop();
  });

  it('answers /status-json.xsl with every field Icecast 2.4 gives, the same title and its listeners', async () => {
    const rx = await listen(`${station.url}/stream`);
    await waitFor('listener counted', () => station.context.listenerStats.concurrent() === 1, 5_000);
    const theirs = (await (await fetch(`${icecast.url}/status-json.xsl`)).json()) as { icestats: Json };
    const res = await station.fetch('/status-json.xsl');
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const ours = (await res.json()) as { icestats: Json };
    const { source: _theirSource, ...theirStats } = theirs.icestats;
    expect(shape(ours.icestats)).toMatchObject(shape(theirStats));
    const theirSource = sourcesOf(theirs)[0]!;
    const mp3 = sourcesOf(ours).find((s) => s.listenurl === `${station.url}/stream`)!;
    // Icecast leaves out what a source did not send (artist, server_type for some clients): compare what it has.
    expect(shape(mp3)).toMatchObject(shape(theirSource));
    await waitFor(
      'the same title on both',
      async () => {
        const fresh = sourcesOf((await (await station.fetch('/status-json.xsl')).json()) as { icestats: Json });
        const relayed = (await icecast.sources())[0];
        return fresh[0]?.title === relayed?.title;
      },
      10_000,
    );
    expect(mp3).toMatchObject({ listeners: 1, server_name: 'Ràdio Portbou', bitrate: 128, samplerate: 44100 });
    expect(Number(mp3.listener_peak)).toBeGreaterThanOrEqual(1);
    expect(sourcesOf(ours).map((s) => s.listenurl)).toEqual(
      ['/stream', '/stream.aac', '/stream.opus'].map((p) => `${station.url}${p}`),
    );
    rx.stop();
  }, 30_000);

  it('serves the playlist files Icecast serves beside each mount', async () => {
    const theirM3u = await (await fetch(`${icecast.url}/emisora.mp3.m3u`)).text();
    expect(theirM3u.trim()).toBe(`${icecast.url}/emisora.mp3`);
    for (const mount of ['/stream', '/stream.aac', '/stream.opus']) {
      const m3u = await station.fetch(`${mount}.m3u`);
      expect(m3u.headers.get('content-type')).toContain('audio/x-mpegurl');
      expect((await m3u.text()).trim()).toBe(`${station.url}${mount}`);
      const pls = await (await station.fetch(`${mount}.pls`)).text();
      expect(pls).toContain(`File1=${station.url}${mount}\n`);
      expect(pls).toMatch(/^\[playlist\]\nNumberOfEntries=1\n/);
      const xspf = await station.fetch(`${mount}.xspf`);
      expect(xspf.headers.get('content-type')).toContain('application/xspf+xml');
      expect(await xspf.text()).toContain(`<location>${station.url}${mount}</location>`);
    }
  });

  it('publishes /streaminfo.json at the address icy-url names, with the mounts’ directory headers', async () => {
    const head = await station.fetch('/stream', { method: 'HEAD' });
    const icyUrl = head.headers.get('icy-url')!;
    const info = (await (await fetch(`${icyUrl}/streaminfo.json`)).json()) as Json;
    expect(info).toMatchObject({
      'icy-version': 2,
      'icy-index-metadata': 1,
      'icy-name': 'Ràdio Portbou',
      'icy-country-code': 'ES',
      'icy-url': icyUrl,
    });
    for (const name of ['icy-logo', 'icy-language-codes', 'icy-main-stream-url', 'icy-country-subdivison-code'])
      expect(Buffer.from(head.headers.get(name)!, 'latin1').toString('utf8')).toBe(String(info[name]));
    const logo = await fetch(String(info['icy-logo']));
    expect(logo.headers.get('content-type')).toBe('image/png');
  });
});
