import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config/config';
import { startTestStation, type TestStation } from '../../../../../testing/station/test-station';
import { apiClient } from '../../../../../testing/station/api-client';

let station: TestStation | undefined;
afterEach(async () => {
  await station?.close();
  station = undefined;
});

describe('GET /api/site-config', () => {
  it('exposes the configured provider API base', async () => {
    station = await startTestStation({ spotifyApiBase: 'http://127.0.0.1:9/v1' });
    const res = await apiClient(station).send('station.siteConfig');
    expect(res.status).toBe(200);
    expect(res.data).toEqual({
      spotifyApiBase: 'http://127.0.0.1:9/v1',
      listenerCountMinimum: 0,
      timeZone: 'Europe/Madrid',
    });
  });

  it('falls back to the real provider when none is configured', async () => {
    station = await startTestStation();
    expect(await apiClient(station).call('station.siteConfig')).toEqual({
      spotifyApiBase: 'https://api.spotify.com/v1',
      listenerCountMinimum: 0,
      timeZone: 'Europe/Madrid',
    });
  });

  it("tells the web app the station's time zone, the one it was started with", async () => {
    station = await startTestStation({ timezone: 'Atlantic/Canary' });
    expect(await apiClient(station).call('station.siteConfig')).toMatchObject({
      timeZone: 'Atlantic/Canary',
    });
  });
});

describe('spotifyApiBase setting', () => {
  it('defaults, reads the environment, lets the flag win and drops a trailing slash', () => {
    expect(loadConfig({ argv: [], env: {} }).spotifyApiBase).toBe('https://api.spotify.com/v1');
    expect(
      loadConfig({ argv: [], env: { EMISORA_SPOTIFY_API_BASE: 'http://127.0.0.1:4000/v1/' } }).spotifyApiBase,
    ).toBe('http://127.0.0.1:4000/v1');
    expect(
      loadConfig({
        argv: ['--spotify-api-base', 'http://localhost:5000/api'],
        env: { EMISORA_SPOTIFY_API_BASE: 'http://x.test' },
      }).spotifyApiBase,
    ).toBe('http://localhost:5000/api');
  });

  it('rejects a non-http value, naming the setting', () => {
    expect(() => loadConfig({ argv: ['--spotify-api-base', 'ftp://example.org'], env: {} })).toThrowError(
      /--spotify-api-base/,
    );
  });
});
