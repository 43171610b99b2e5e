import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LiveCredentialsView, liveCredentialsSchema } from '../../../../../shared/schemas/users/auth';
import { nonAdminCookie } from '../../../../../testing/station/admin-helpers';
import { rawGet } from '../../../../../testing/station/raw-get';
import { startTestStation, type TestStation } from '../../../../../testing/station/test-station';
import { createOfflineBroadcast } from '../../../broadcast/engine/offline';
import { apiClient } from '../../../../../testing/station/api-client';

// The presenter's guide and the calendar feeds name one address for the station: the public URL when there is one,
// else the address the person reached the station by (not the LAN or loopback address it listens on).
let station: TestStation;
let published: TestStation;
let cookies: { station: string; published: string };

beforeAll(async () => {
  const offline = { createBroadcast: () => createOfflineBroadcast() };
  [station, published] = await Promise.all([
    startTestStation({}, offline),
    startTestStation({ publicUrl: 'https://radio.example.org/' }, offline),
  ]);
  cookies = { station: await nonAdminCookie(station, 'laia'), published: await nonAdminCookie(published, 'laia') };
  // One show, so the week's feed links a show page.
  for (const s of [station, published]) {
    const res = await apiClient(s, await s.login()).send('shows.create', {
      body: { name: 'Frontera', kind: 'live', rules: [{ days: [1], start: '20:00', durationMin: 60 }] },
    });
    expect(res.status, res.text).toBe(201);
  }
});
afterAll(async () => {
  await Promise.all([station?.close(), published?.close()]);
});

const live = async (s: TestStation, cookie: string, host: string): Promise<LiveCredentialsView> =>
  liveCredentialsSchema.parse(
    JSON.parse(await rawGet(s.url, apiClient(s).url('me.live'), { Host: host, Cookie: cookie })),
  );

describe('one station address in the guide and the feeds', () => {
  it('the encoders (BUTT, Mixxx, OBS) are told the address the presenter reached the station by', async () => {
    const view = await live(station, cookies.station, 'radio.local:8080');
    expect(view.host).toBe('radio.local');
    expect(view.rtmpUrl).toBe(`rtmp://radio.local:${station.context.config.rtmpPort}/live`);
  });

  it('the public URL wins when the station has one, whatever address was used', async () => {
    const view = await live(published, cookies.published, '192.0.2.2:8080');
    expect(view.host).toBe('radio.example.org');
    expect(view.rtmpUrl).toBe(`rtmp://radio.example.org:${published.context.config.rtmpPort}/live`);
  });

  it('a forged Host is not repeated: the station names its own address', async () => {
    for (const host of ['evil.example"><script>', 'user@evil.example', 'evil.example/x', '0x7f.1']) {
      const view = await live(station, cookies.station, host);
      expect(view.host, host).toBe('127.0.0.1');
      expect(view.rtmpUrl).not.toContain('evil');
    }
  });

  it('the calendar feed links the show pages at that same address', async () => {
    const ics = await rawGet(station.url, '/schedule.ics', { Host: 'radio.local:8080' });
    expect(ics).toContain('http://radio.local:8080/programacion/frontera');
    expect(ics).not.toContain('127.0.0.1');
    const pub = await rawGet(published.url, '/schedule.ics', { Host: '192.0.2.2:8080' });
    expect(pub).toContain('https://radio.example.org/programacion/frontera');
  });
});
