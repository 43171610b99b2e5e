import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stationOrigin } from '../../config/hosts';
import { startTestStation, type TestStation } from '../../../../testing/station/test-station';

/**
 * What directories, relays and players store about the station: the icy-* headers of
 * stream-meta.info versions 1 and 2, with the station's own address whatever Host the client used.
 */
describe('directory headers on the mounts', () => {
  let station: TestStation;

  beforeAll(async () => {
    station = await startTestStation();
    await station.ready;
  }, 60_000);

  afterAll(async () => {
    await station?.close();
  });

  const head = (path: string, host: string) =>
    new Promise<http.IncomingHttpHeaders>((resolve, reject) => {
      const req = http.request(`${station.url}${path}`, { method: 'HEAD', headers: { Host: host } }, (res) => {
        res.resume();
        resolve(res.headers);
      });
      req.on('error', reject);
      req.end();
    });

  it('names the station’s own address in icy-url, whatever Host the listener sent', async () => {
    const own = `http://127.0.0.1:${station.port}`;
    expect((await head('/stream', 'radio.portbou.cat:8080'))['icy-url']).toBe(own);
    expect((await head('/stream', 'evil.example/x?'))['icy-url']).toBe(own);
  });

  it('describes each mount for directories: sample rate, audio info, logo, country, languages, main URL', async () => {
    const own = `http://127.0.0.1:${station.port}`;
    const mp3 = await head('/stream', 'x');
    expect(mp3).toMatchObject({
      'icy-sr': '44100',
      'icy-br': '128',
      'icy-audio-info': 'ice-samplerate=44100;ice-bitrate=128;ice-channels=2',
      'icy-version': '2',
      'icy-index-metadata': '1',
      'icy-logo': `${own}/logo.png`,
      'icy-country-code': 'ES',
      'icy-country-subdivison-code': 'ES-CT',
      'icy-language-codes': 'es,ca,fr',
      'icy-main-stream-url': `${own}/stream`,
    });
    expect(mp3['access-control-expose-headers']).toContain('icy-main-stream-url');
    const opus = await head('/stream.opus', 'x');
    expect(opus).toMatchObject({ 'icy-sr': '48000', 'icy-br': '96', 'icy-main-stream-url': `${own}/stream.opus` });
  });

  it('is the configured public URL when there is one, else the listening address or this machine’s LAN address', () => {
    expect(stationOrigin({ publicUrl: 'https://radio.example.cat/', host: '0.0.0.0', port: 8080 })).toBe(
      'https://radio.example.cat',
    );
    expect(stationOrigin({ host: '127.0.0.1', port: 8080 })).toBe('http://127.0.0.1:8080');
    const lan = () => ({
      lo: [{ address: '127.0.0.1', family: 'IPv4', internal: true }],
      eth0: [
        { address: 'fe80::1', family: 'IPv6', internal: false },
        { address: '192.168.1.20', family: 'IPv4', internal: false },
      ],
    });
    expect(stationOrigin({ host: '0.0.0.0', port: 8080 }, lan as never)).toBe('http://192.168.1.20:8080');
    expect(stationOrigin({ host: '::', port: 8080 }, () => ({}))).toBe('http://127.0.0.1:8080');
  });
});
