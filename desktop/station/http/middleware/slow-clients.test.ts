import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiUrl } from '../../../../testing/station/api-client';
import { heardMore, listen } from '../../../../testing/station/test-listener';
import type { TestStation } from '../../../../testing/station/test-station';
import { startToneStation } from '../../../../testing/station/tone-station';
import { SLOW_CLIENT_LIMITS } from './slow-clients';

/**
 * Slow clients hold a socket and a parser each: a few hundred of them dripping a header or a body byte by byte
 * fill the machine. They are closed within seconds; what is slow on purpose (a listener's hours of stream, the
 * now-playing events, an upload at a real connection's pace) is never cut.
 */
describe('slow clients are closed in seconds, long honest connections are not', () => {
  let station: TestStation;
  const port = () => new URL(station.url).port;

  beforeAll(async () => {
    station = await startToneStation([440, 660], 20);
  }, 60_000);
  afterAll(() => station?.close());

  /** Opens a socket, sends `head`, then one byte of `drip` every 500 ms; resolves with the ms until the server hangs up. */
  function drip(head: string, drip: string): Promise<number> {
    return new Promise((resolve, reject) => {
      const started = performance.now();
      const socket = net.connect(Number(port()), '127.0.0.1', () => socket.write(head));
      let at = 0;
      const timer = setInterval(() => {
        if (!socket.destroyed) socket.write(drip[at++ % drip.length]!);
      }, 500);
      socket.on('data', () => {});
      socket.on('error', () => {});
      socket.on('close', () => {
        clearInterval(timer);
        resolve(performance.now() - started);
      });
      setTimeout(() => {
        clearInterval(timer);
        socket.destroy();
        reject(new Error('still open after 45 s'));
      }, 45_000).unref();
    });
  }

  it('closes a header drip and a body drip within seconds, not Node’s minutes', async () => {
    const [header, body] = await Promise.all([
      drip(`GET ${apiUrl('station.health')} HTTP/1.1\r\nHost: x\r\n`, 'X-Slow: aaaaaaaaaaaaaaaaaaaa\r\n'),
      drip(
        `POST ${apiUrl('auth.login')} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n`,
        ' ',
      ),
    ]);
    expect(header).toBeLessThan(SLOW_CLIENT_LIMITS.headersMs + 5_000);
    expect(body).toBeLessThan(SLOW_CLIENT_LIMITS.bodyGraceMs + 5_000);
  }, 60_000);

  it('keeps a listener, the now-playing events and an upload at a real pace past every limit', async () => {
    const past = Math.max(SLOW_CLIENT_LIMITS.headersMs, SLOW_CLIENT_LIMITS.bodyGraceMs) + 3_000;
    const rx = await listen(`${station.url}/stream`);
    const events = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http.get(`${station.url}${apiUrl('nowPlaying.events')}`, resolve).on('error', reject),
    );
    let eventsClosed = false;
    events.on('close', () => {
      eventsClosed = true;
    });
    events.resume();
    // 30 kB/s (a slow mobile upload), for longer than the limits: the admin page's package check takes it whole.
    const cookie = await station.login();
    const upload = new Promise<number>((resolve, reject) => {
      const total = Math.ceil((past / 1000) * 30_000);
      const req = http.request(
        `${station.url}${apiUrl('reports.verifyPackage')}`,
        { method: 'POST', headers: { Cookie: cookie, 'Content-Type': 'application/zip', 'Content-Length': total } },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      let sent = 0;
      const timer = setInterval(() => {
        const n = Math.min(3_000, total - sent);
        req.write(Buffer.alloc(n, 7));
        sent += n;
        if (sent >= total) {
          clearInterval(timer);
          req.end();
        }
      }, 100);
    });
    expect(await upload).toBe(200);
    await heardMore(rx, 1_000);
    expect(eventsClosed).toBe(false);
    rx.stop();
    events.destroy();
  }, 60_000);
});
