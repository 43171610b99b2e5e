import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFeedTestStation } from '../../../../../testing/station/feed-server';
import type { TestStation } from '../../../../../testing/station/test-station';
import { type ApiClient, apiClient } from '../../../../../testing/station/api-client';

let station: TestStation;
let api: ApiClient;
beforeAll(async () => {
  station = await startFeedTestStation();
  api = apiClient(station, await station.login());
});
afterAll(() => station?.close());

const FEEDS = [
  ['Democracia Ahora', 'http://127.0.0.1:9/democracia.xml'],
  ['Intercambio R&B; «Sur»', 'http://127.0.0.1:9/intercambio.xml?x=1&y=2'],
  ['Informativo horario', 'http://127.0.0.1:9/noticias.xml'],
] as const;
const importOpml = (opml: string) => api.send('shows.opmlImport', { body: { opml } });
const syndicated = async () => (await api.call('shows.list')).filter((s) => s.kind === 'syndicated');

describe('syndicated shows as OPML', () => {
  it('round trip: export every subscription, delete the shows, import them back, none lost or doubled', async () => {
    for (const [name, feedUrl] of FEEDS)
      expect((await api.send('shows.create', { body: { name, kind: 'syndicated', feedUrl } })).status).toBe(201);
    await api.send('shows.create', { body: { name: 'Tarde musical', kind: 'music' } });

    const res = await api.send('shows.opmlExport');
    expect(res.status).toBe(200);
    expect(res.res.headers.get('content-type')).toMatch(/^text\/x-opml/);
    const opml = res.text;
    for (const show of await syndicated())
      expect((await api.send('shows.delete', { params: { id: show.id } })).status).toBe(204);
    expect(await syndicated()).toEqual([]);

    const imported = (await importOpml(opml)).data!;
    expect(imported.skipped).toEqual([]);
    expect(imported.created.map((c) => [c.name, c.feedUrl]).sort()).toEqual(FEEDS.map((f) => [...f]).sort());
    const shows = await syndicated();
    expect(shows.map((s) => s.name).sort()).toEqual(FEEDS.map((f) => f[0]).sort());

    // Again: every subscription is already there.
    const again = (await importOpml(opml)).data!;
    expect(again.created).toEqual([]);
    expect(again.skipped.map((s) => s.reason)).toEqual(FEEDS.map(() => 'Ya hay un programa con ese feed.'));
  });

  it('imports nested folders, and reports a subscription the address policy refuses instead of failing', async () => {
    const opml = `<?xml version="1.0"?><opml version="1.0"><head><title>LibreTime</title></head><body>
      <outline text="Redes"><outline text="Red Norte" type="rss" xmlUrl="http://127.0.0.1:9/norte.xml"/>
      <outline text="Casa" type="rss" xmlUrl="http://192.168.1.5/feed.xml"/></outline></body></opml>`;
    const result = (await importOpml(opml)).data!;
    expect(result.created.map((c) => c.name)).toEqual(['Red Norte']);
    expect(result.skipped).toEqual([
      { name: 'Casa', feedUrl: 'http://192.168.1.5/feed.xml', reason: expect.stringMatching(/red privada/) },
    ]);
  });

  it('refuses an OPML with entities or that is no OPML, with a 400', async () => {
    const xxe = `<?xml version="1.0"?><!DOCTYPE opml [<!ENTITY x SYSTEM "file:///etc/passwd">]><opml><body><outline text="&x;" xmlUrl="http://127.0.0.1:9/a.xml"/></body></opml>`;
    for (const bad of [xxe, '<html></html>', 'no es xml <']) {
      const res = await importOpml(bad);
      expect(res.status, bad).toBe(400);
      expect(res.error?.field).toBe('opml');
    }
  });
});
