import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminSuite,
  errorBody,
  expectNothingLeft,
  multipart,
  nonAdminCookie,
} from '../../../../testing/station/admin-helpers';
import { type ApiClient, apiClient, apiUrl } from '../../../../testing/station/api-client';
import { startTestStation, type TestStation } from '../../../../testing/station/test-station';
import { createOfflineBroadcast } from '../../broadcast/engine/offline';

const suite = adminSuite();
const REFUSED = { error: 'cross_origin', message: 'Petición rechazada: viene de otro sitio.' };
// Another port of the same host: same site for the browser (so the Lax cookie goes along), another origin.
const SIBLING = 'http://127.0.0.1:1';

const streamKey = () => suite.station.context.repos.settings.streaming().streamKey;
const rotateKey = (headers: Record<string, string>) => suite.client.send('streaming.key', { headers });

describe('cross-origin protection (Sec-Fetch-Site)', () => {
  it.each(['same-site', 'cross-site'])(
    'refuses a state change marked %s with 403 and leaves the key as it was',
    async (site) => {
      const before = streamKey();
      const res = await rotateKey({ 'Sec-Fetch-Site': site });
      expect(res.status).toBe(403);
      expect(res.error).toEqual(REFUSED);
      expect(streamKey()).toBe(before);
    },
  );

  it.each(['same-origin', 'none'])('lets a state change marked %s through', async (site) => {
    const before = streamKey();
    const res = await rotateKey({ 'Sec-Fetch-Site': site });
    expect(res.status).toBe(200);
    expect(streamKey()).not.toBe(before);
  });

  it('believes Sec-Fetch-Site over an Origin that looks like ours (the browser sets the first, not the page)', async () => {
    const res = await rotateKey({ 'Sec-Fetch-Site': 'same-site', Origin: suite.station.url });
    expect(res.status).toBe(403);
  });

  it('refuses a body-less skip from another site before it reaches the route', async () => {
    const res = await suite.client.send('streaming.skip', { headers: { 'Sec-Fetch-Site': 'same-site' } });
    expect(res.status).toBe(403);
    // Allowed, the same call reaches the route, which answers that nothing is on air (offline test station).
    expect((await suite.client.send('streaming.skip', { headers: { 'Sec-Fetch-Site': 'same-origin' } })).status).toBe(
      409,
    );
  });

  it('refuses a cross-site multipart upload before multer writes anything', async () => {
    const res = await expectNothingLeft(
      suite.station,
      () => suite.station.context.repos.tracks.count(),
      () =>
        suite.client.send('tracks.upload', {
          headers: { 'Sec-Fetch-Site': 'same-site' },
          body: multipart({ title: 'Intrusa' }, [['audioFile', suite.fx.mp3Plain, 'intrusa.mp3', 'audio/mpeg']]),
        }),
    );
    expect(res.status).toBe(403);
    expect(res.error).toEqual(REFUSED);
  });

  it('guards the login too (login CSRF) and every path, not only /api', async () => {
    const login = await apiClient(suite.station).send('auth.login', {
      headers: { 'Sec-Fetch-Site': 'cross-site' },
      body: { username: 'admin', password: 'whatever' },
    });
    expect(login.status).toBe(403);
    const media = await suite.station.fetch('/media/audio/x.mp3', {
      method: 'DELETE',
      headers: { 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(media.status).toBe(403);
    expect(await errorBody(media)).toEqual(REFUSED);
  });

  it('never blocks reads: GET, HEAD and OPTIONS pass whatever the headers say', async () => {
    const headers = { 'Sec-Fetch-Site': 'cross-site', Origin: SIBLING };
    expect((await suite.client.send('admin.overview', { headers })).status).toBe(200);
    expect((await suite.station.fetch(apiUrl('tracks.list'), { method: 'HEAD', headers })).status).toBe(200);
    expect((await suite.station.fetch(apiUrl('tracks.list'), { method: 'OPTIONS', headers })).status).not.toBe(403);
  });
});

describe('cross-origin protection (Origin, for browsers without Sec-Fetch-Site)', () => {
  it.each([SIBLING, 'https://evil.example', 'null', 'not a url'])('refuses Origin %s', async (origin) => {
    const before = streamKey();
    const res = await rotateKey({ Origin: origin });
    expect(res.status).toBe(403);
    expect(res.error).toEqual(REFUSED);
    expect(streamKey()).toBe(before);
  });

  it("refuses the station's own host over the other scheme", async () => {
    const res = await rotateKey({ Origin: suite.station.url.replace('http:', 'https:') });
    expect(res.status).toBe(403);
  });

  it('lets the request host through (the address the admin typed)', async () => {
    const before = streamKey();
    const res = await rotateKey({ Origin: suite.station.url });
    expect(res.status).toBe(200);
    expect(streamKey()).not.toBe(before);
  });

  it("refuses a foreign Referer when it is all a browser sent: a presenter's own credentials are not rotated", async () => {
    const cookie = await nonAdminCookie(suite.station, 'presentadora');
    const presenter = apiClient(suite.station, cookie);
    const mine = () => presenter.call('me.live');
    const before = await mine();
    for (const referer of ['https://evil.example/page', `${SIBLING}/form.html`, 'not a url']) {
      const res = await presenter.send('me.liveRotate', { headers: { Referer: referer } });
      expect(res.status, referer).toBe(403);
      expect(res.error).toEqual(REFUSED);
    }
    expect(await mine()).toEqual(before);
    // Our own page as the Referer: a browser that sends neither Origin nor Sec-Fetch-Site, on our page.
    const ours = await presenter.send('me.liveRotate', { headers: { Referer: `${suite.station.url}/estudio` } });
    expect(ours.status).toBe(200);
    expect(await mine()).not.toEqual(before);
  });

  it('lets scripts, curl and OBS plug-ins through: no Sec-Fetch-Site and no Origin', async () => {
    const before = streamKey();
    const res = await rotateKey({});
    expect(res.status).toBe(200);
    expect(streamKey()).not.toBe(before);
  });
});

describe('cross-origin protection with a configured public URL', () => {
  let station: TestStation;
  let api: ApiClient;
  beforeAll(async () => {
    station = await startTestStation(
      { publicUrl: 'https://radio.example.org/' },
      { createBroadcast: () => createOfflineBroadcast() },
    );
    api = apiClient(station, await station.login());
  });
  afterAll(() => station?.close());

  it('accepts the public origin (behind a TLS proxy the request host is not what the browser saw)', async () => {
    expect((await api.send('streaming.key', { headers: { Origin: 'https://radio.example.org' } })).status).toBe(200);
    expect((await api.send('streaming.key', { headers: { Origin: station.url } })).status).toBe(200);
  });

  it('refuses a look-alike of the public origin', async () => {
    for (const origin of [
      'http://radio.example.org',
      'https://radio.example.org:8443',
      'https://radio.example.org.evil.example',
    ]) {
      expect((await api.send('streaming.key', { headers: { Origin: origin } })).status, origin).toBe(403);
    }
  });
});

describe('logout', () => {
  it('is POST only: GET /api/auth/logout no longer ends a session (a link or an <img> could do it)', async () => {
    const cookie = await suite.station.login();
    const session = apiClient(suite.station, cookie);
    // A GET of the POST-only route: its address from the table, the method the table does not have.
    const res = await session.follow(apiUrl('auth.logout'), { headers: { accept: 'application/json' } });
    expect(res.status).toBe(404);
    expect((await session.send('auth.me')).status).toBe(200);
    expect((await session.send('auth.logout', { headers: { 'Sec-Fetch-Site': 'same-origin' } })).status).toBe(204);
    expect((await session.send('auth.me')).status).toBe(401);
  });
});
