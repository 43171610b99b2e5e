import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOfflineBroadcast } from '../../../broadcast/engine/offline';
import { expectNothingLeft, mediaFiles } from '../../../../../testing/station/admin-helpers';
import { createMediaFixtures, type MediaFixtures } from '../../../../../testing/station/media-fixtures';
import { startTestStation, type TestStation } from '../../../../../testing/station/test-station';
import { isPublicAddress } from '../../../uploads/address-policy';
import { type ApiClient, apiClient, apiUrl } from '../../../../../testing/station/api-client';

const REFUSED = 'No se pudo descargar el archivo desde esa URL.';

/** A server on 127.0.0.1 that answers every path with `handler` and counts the requests it got. */
async function countingServer(handler: http.RequestListener) {
  let requests = 0;
  const server = http.createServer((req, res) => {
    requests++;
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    requests: () => requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let fx: MediaFixtures;
/** What an attacker wants to reach: a service on the station's own loopback. */
let inside: Awaited<ReturnType<typeof countingServer>>;
/** Plays "the internet": the only loopback port this station's policy lets imports reach. */
let outside: Awaited<ReturnType<typeof countingServer>>;
let slowClosedAfterMs = -1;
let slowStartedAt = 0;
let station: TestStation;
let api: ApiClient;

beforeAll(async () => {
  fx = await createMediaFixtures();
  inside = await countingServer((_req, res) =>
    res.writeHead(200, { 'Content-Type': 'audio/mpeg' }).end(fs.readFileSync(fx.mp3Plain)),
  );
  outside = await countingServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const hop = Number(url.searchParams.get('hop') ?? 0);
    if (url.pathname === '/to-inside')
      return void res.writeHead(302, { Location: `http://127.0.0.1:${inside.port}/a.mp3` }).end();
    if (url.pathname === '/to-inside-late') {
      const next = hop < 3 ? `/to-inside-late?hop=${hop + 1}` : `http://[::ffff:127.0.0.1]:${inside.port}/a.mp3`;
      return void res.writeHead(307, { Location: next }).end();
    }
    if (url.pathname === '/to-file') return void res.writeHead(302, { Location: 'file:///etc/passwd' }).end();
    if (url.pathname === '/loop') return void res.writeHead(302, { Location: `/loop?hop=${hop + 1}` }).end();
    if (url.pathname === '/slow.mp3') {
      // A big file on a slow line: a chunk every 100 ms, for minutes.
      slowStartedAt = Date.now();
      res.writeHead(200, { 'Content-Type': 'audio/mpeg' });
      const timer = setInterval(() => res.write(Buffer.alloc(1024, 0x55)), 100);
      res.once('close', () => {
        clearInterval(timer);
        slowClosedAfterMs = Date.now();
      });
      return;
    }
    res.writeHead(404).end();
  });
  station = await startTestStation(
    {},
    {
      createBroadcast: () => createOfflineBroadcast(),
      downloadAddressPolicy: (address, port) =>
        (address === '127.0.0.1' && port === outside.port) || isPublicAddress(address),
    },
  );
  api = apiClient(station, await station.login());
});
afterAll(async () => {
  await Promise.all([station?.close(), inside?.close(), outside?.close()]);
  fx?.cleanup();
});

const expectRefused = async (url: string) => {
  const request = () => api.send('tracks.import', { body: { url, title: 'Intrusa' } });
  const res = await expectNothingLeft(station, () => station.context.repos.tracks.count(), request);
  expect(res.status).toBe(400);
  expect(res.error).toEqual({ error: 'download_failed', message: REFUSED, field: 'url' });
};

describe('POST /api/tracks/import refuses the station’s own network', () => {
  // Every spelling of "this machine" the WHATWG URL parser and DNS turn into a loopback or unspecified address.
  it.each([
    'http://127.0.0.1:PORT/a.mp3',
    'http://127.0.0.2:PORT/a.mp3',
    'http://0.0.0.0:PORT/a.mp3',
    'http://0:PORT/a.mp3',
    'http://2130706433:PORT/a.mp3',
    'http://0x7f000001:PORT/a.mp3',
    'http://0177.0.0.1:PORT/a.mp3',
    'http://127.1:PORT/a.mp3',
    'http://0x7f.1:PORT/a.mp3',
    'http://localhost:PORT/a.mp3',
    'http://LOCALHOST.:PORT/a.mp3',
    'http://[::1]:PORT/a.mp3',
    'http://[::]:PORT/a.mp3',
    'http://[::ffff:127.0.0.1]:PORT/a.mp3',
    'http://[::ffff:7f00:1]:PORT/a.mp3',
    'http://[0:0:0:0:0:ffff:127.0.0.1]:PORT/a.mp3',
    'https://127.0.0.1:PORT/a.mp3',
  ])('%s: the same message, and no request reaches the server', async (form) => {
    await expectRefused(form.replace('PORT', String(inside.port)));
    expect(inside.requests()).toBe(0);
  });

  it('refuses a port of the station itself (its admin API) the same way', async () => {
    await expectRefused(`${station.url}${apiUrl('auth.me')}`);
  });

  it('refuses a closed loopback port with the same message (no port scanning)', async () => {
    await expectRefused('http://127.0.0.1:1/a.mp3');
  });

  it('follows a redirect from outside to inside and refuses it before connecting', async () => {
    await expectRefused(`http://127.0.0.1:${outside.port}/to-inside`);
    await expectRefused(`http://127.0.0.1:${outside.port}/to-inside-late`);
    expect(inside.requests()).toBe(0);
  });

  it('refuses a redirect to a non-http scheme and an endless redirect chain', async () => {
    await expectRefused(`http://127.0.0.1:${outside.port}/to-file`);
    const before = outside.requests();
    await expectRefused(`http://127.0.0.1:${outside.port}/loop`);
    // The first request and 5 redirects followed, then it stops.
    expect(outside.requests() - before).toBe(6);
  });

  it('stops downloading within a second when the admin’s request goes away, leaving no temp file', async () => {
    // A raw client, so that aborting it closes its connection to the station as a browser tab would.
    const client = new AbortController();
    const req = http.request(`${station.url}${apiUrl('tracks.import')}`, {
      method: 'POST',
      headers: { Cookie: await station.login(), 'Content-Type': 'application/json' },
      signal: client.signal,
    });
    req.on('error', () => {});
    req.end(JSON.stringify({ url: `http://127.0.0.1:${outside.port}/slow.mp3` }));
    await waitFor(() => slowStartedAt > 0 && mediaFiles(station).tmp.length > 0, 3_000);
    // Let it write a few chunks, then leave.
    // Real time: the slow download is the scenario: it writes a few chunks before the client leaves.
    await new Promise((r) => setTimeout(r, 400));
    expect(slowClosedAfterMs).toBe(-1);
    const abortedAt = Date.now();
    client.abort();
    await waitFor(() => slowClosedAfterMs > 0, 3_000);
    expect(slowClosedAfterMs - abortedAt).toBeLessThan(1_000);
    await waitFor(() => mediaFiles(station).tmp.length === 0, 1_000);
  }, 15_000);
});

async function waitFor(condition: () => boolean, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
}
