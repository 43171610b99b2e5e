import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAdminTestStation } from '../../../../../testing/station/admin-helpers';
import { rawGet } from '../../../../../testing/station/raw-get';
import { startTestStation, type TestStation } from '../../../../../testing/station/test-station';
import { createOfflineBroadcast } from '../../../broadcast/engine/offline';
import { apiClient, apiUrl } from '../../../../../testing/station/api-client';

let station: TestStation;
let published: TestStation;

beforeAll(async () => {
  [station, published] = await Promise.all([
    startAdminTestStation(),
    startTestStation({ publicUrl: 'https://radio.example.org/' }, { createBroadcast: () => createOfflineBroadcast() }),
  ]);
});
afterAll(async () => {
  await Promise.all([station?.close(), published?.close()]);
});

/** The first (preferred) stream of an M3U playlist. */
const streamLine = (m3u: string) => m3u.split('\n').find((line) => line && !line.startsWith('#'));
// Read with a forged Host, so over raw HTTP.
const M3U = apiUrl('streaming.playlistM3u');
const PLS = apiUrl('streaming.playlistPls');
const RADIO_GARDEN = apiUrl('streaming.radioGarden');
const LINKS = [M3U, PLS, RADIO_GARDEN];
// The old embeddable player names no address at all: it plays and titles from the one it was loaded from.
const PLAYER = apiUrl('streaming.player');

describe('stream links', () => {
  it.each(['radio.local:8080', 'RADIO.example.org', '192.0.2.7:8000', '[2001:db8::1]:8000', 'localhost'])(
    'name the station’s own address, not a well-formed Host %j a client sent',
    async (host) => {
      // Directories and podcast apps keep these links: one station must not become one per address it was read at.
      for (const link of LINKS) {
        const body = await rawGet(station.url, link, { Host: host });
        expect(body).toContain(`${station.url}/stream`);
        expect(body).not.toContain(host.toLowerCase());
      }
      expect(await rawGet(station.url, PLAYER, { Host: host })).not.toContain(host.toLowerCase());
    },
  );

  it.each([
    'evil.example"><script>',
    'evil.example/x',
    'user@evil.example',
    'evil example',
    'evil.example:99999',
    'evil.example:0',
    'evil.example:80:80',
    'evil..example',
    '-evil.example',
    '[::1',
    '[evil]',
    '0x7f.1',
  ])('fall back to the listen address for the forged Host %j', async (host) => {
    for (const link of LINKS) {
      const body = await rawGet(station.url, link, { Host: host });
      expect(body).toContain(`${station.url}/stream`);
      expect(body).not.toContain('evil');
    }
    expect(await rawGet(station.url, PLAYER, { Host: host })).not.toContain('evil');
  });

  it('never write a scheme other than http(s), whatever X-Forwarded-Proto says', async () => {
    for (const proto of ['javascript', 'file', 'https:evil.example', 'ftp']) {
      const m3u = await rawGet(station.url, M3U, { 'X-Forwarded-Proto': proto });
      expect(streamLine(m3u)).toMatch(/^https?:\/\/127\.0\.0\.1:\d+\/stream$/);
    }
  });

  it('list MP3 first, then AAC and Opus, in both playlists; the directory JSON adds HLS', async () => {
    const m3u = await rawGet(station.url, M3U, {});
    expect(m3u.split('\n').filter((line) => line.startsWith('http'))).toEqual([
      `${station.url}/stream`,
      `${station.url}/stream.aac`,
      `${station.url}/stream.opus`,
    ]);
    const pls = await rawGet(station.url, PLS, {});
    expect(pls).toContain('NumberOfEntries=3\n');
    expect(pls).toContain(`File2=${station.url}/stream.aac\n`);
    expect(pls).toContain(`File3=${station.url}/stream.opus\n`);
    const directory = JSON.parse(await rawGet(station.url, RADIO_GARDEN, {}));
    expect(
      directory.streams.map((s: { url: string; codec: string; bitrate: number }) => [s.url, s.codec, s.bitrate]),
    ).toEqual([
      [`${station.url}/stream`, 'MP3', 128],
      [`${station.url}/stream.aac`, 'AAC', 64],
      [`${station.url}/stream.opus`, 'Opus', 96],
      [`${station.url}/hls/live.m3u8`, 'AAC', 64],
    ]);
  });

  it('use the configured public URL and ignore the Host entirely', async () => {
    for (const host of ['evil.example', 'evil.example:8080', 'evil.example"><script>']) {
      const m3u = await rawGet(published.url, M3U, { Host: host });
      expect(streamLine(m3u)).toBe('https://radio.example.org/stream');
      const pls = await rawGet(published.url, PLS, { Host: host });
      expect(pls).toContain('File1=https://radio.example.org/stream\n');
      expect(JSON.parse(await rawGet(published.url, RADIO_GARDEN, { Host: host }))).toMatchObject({
        streamUrl: 'https://radio.example.org/stream',
        website: 'https://radio.example.org',
      });
      expect(await rawGet(published.url, PLAYER, { Host: host })).not.toContain('evil');
    }
  });

  it('the old embeddable player plays and titles from the one address it was loaded from', async () => {
    // Loaded here by its local address while the station's public URL is elsewhere: a title feed at the public URL
    // was another origin, refused by the page's own policy (connect-src 'self') and by CORS, so no title showed.
    const res = await apiClient(published).send('streaming.player');
    const html = res.text;
    expect(html).toContain('<audio controls preload="none" src="/stream"></audio>');
    // Literal URL: the address the page's own script opens, read in the page's text.
    expect(html).toContain("new EventSource('/api/now-playing/events')");
    expect(html).not.toContain('radio.example.org');
    expect(res.res.headers.get('content-security-policy')).toContain("connect-src 'self'");
  });
});
