import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteUrl } from '../config/hosts';
import { startTestStation, type TestStation } from '../testing/test-station';

/** The icy-url header players show as the station's site: never a placeholder domain. */
describe('icy-url on /stream', () => {
  let station: TestStation;

  beforeAll(async () => {
    station = await startTestStation();
    await station.ready;
  }, 60_000);

  afterAll(async () => {
    await station?.close();
  });

  const icyUrl = (host: string) =>
    new Promise<string | undefined>((resolve, reject) => {
      const req = http.request(`${station.url}/stream`, { method: 'HEAD', headers: { Host: host } }, (res) => {
        res.resume();
        resolve(res.headers['icy-url'] as string | undefined);
      });
      req.on('error', reject);
      req.end();
    });

  it('is the host the listener used when no public URL is configured', async () => {
    expect(await icyUrl('radio.portbou.cat:8080')).toBe('http://radio.portbou.cat:8080');
  });

  it('falls back to the listening address for a Host that is not a plain authority', async () => {
    expect(await icyUrl('evil.example/x?')).toBe(`http://127.0.0.1:${station.port}`);
  });

  it('is the configured public URL when there is one', () => {
    expect(siteUrl({ publicUrl: 'https://radio.example.cat/', host: '0.0.0.0', port: 8080 }, 'whatever:1')).toBe(
      'https://radio.example.cat',
    );
    expect(siteUrl({ host: '::', port: 8080 }, undefined)).toBe('http://127.0.0.1:8080');
  });
});
