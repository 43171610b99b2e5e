import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../config/ports';
import { endlessBody, startFileServer } from '../../../testing/station/file-server';
import { DOWNLOAD_REFUSED, DownloadError, type DownloadOptions, downloadToFile, MAX_REDIRECTS } from './download';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-download-'));
let server: Awaited<ReturnType<typeof startFileServer>>;
let port: number;
let requests = 0;
let dripClosedAt = -1;
/** The file server plays "the internet": only its own loopback port is allowed, as a public host would be. */
const onlyTheFileServer = (address: string, p: number) => address === '127.0.0.1' && p === port;
// Generous timers for the transfers that must succeed on a loaded machine; the timeout cases shorten them.
const limits: DownloadOptions = {
  maxBytes: 1024 * 1024,
  idleTimeoutMs: 10_000,
  totalTimeoutMs: 20_000,
  isAllowedAddress: onlyTheFileServer,
};

beforeAll(async () => {
  server = await startFileServer({
    '/ok': (_req, res) =>
      res
        .writeHead(200, { 'Content-Disposition': 'attachment; filename="Grup - Tema.mp3"' })
        .end(Buffer.alloc(1000, 1)),
    '/counted.mp3': (_req, res) => {
      requests++;
      res.writeHead(200).end(Buffer.alloc(10, 1));
    },
    '/exact': endlessBody(16 * 64 * 1024, () => {}),
    '/stall': (_req, res) => {
      res.writeHead(200);
      res.write(Buffer.alloc(10));
      // never ends: the idle timer has to fire
    },
    '/silent': () => {
      // never answers at all
    },
    '/drip': (_req, res) => {
      // Never idle long enough for the idle timer, never done: only the total cap or an abort ends it.
      res.writeHead(200);
      const timer = setInterval(() => res.write(Buffer.alloc(16, 1)), 50);
      res.once('close', () => {
        clearInterval(timer);
        dripClosedAt = Date.now();
      });
    },
    '/hops': (req, res) => {
      const left = Number(new URL(req.url ?? '/', 'http://x').searchParams.get('left'));
      res.writeHead(302, { Location: left > 0 ? `/hops?left=${left - 1}` : '/Lloc%20-%20Final.mp3' }).end();
    },
    '/Lloc%20-%20Final.mp3': (_req, res) => res.writeHead(200).end(Buffer.alloc(20, 1)),
    '/to-inside-name': (_req, res) =>
      res.writeHead(301, { Location: `http://inside.invalid:${port}/counted.mp3` }).end(),
    '/to-other-loopback': (_req, res) => res.writeHead(302, { Location: `http://127.0.0.2:${port}/counted.mp3` }).end(),
    '/to-ftp': (_req, res) => res.writeHead(302, { Location: 'ftp://example.org/a.mp3' }).end(),
  });
  port = Number(new URL(server.url('/')).port);
});
afterAll(async () => {
  await server.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const target = (name: string) => path.join(dir, name);
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error as DownloadError,
  );
const waitFor = async (condition: () => boolean, timeoutMs: number) => {
  for (const until = Date.now() + timeoutMs; !condition(); await new Promise((r) => setTimeout(r, 10))) {
    if (Date.now() > until) throw new Error('timed out waiting');
  }
};

describe('downloadToFile', () => {
  it('stores the body and reports the name from Content-Disposition', async () => {
    const result = await downloadToFile(server.url('/ok'), target('ok'), limits);
    expect(result).toMatchObject({ fileName: 'Grup - Tema.mp3', bytes: 1000, notModified: false });
    expect(fs.statSync(target('ok')).size).toBe(1000);
  });

  it('accepts a body of exactly the limit', async () => {
    const result = await downloadToFile(server.url('/exact'), target('exact'), limits);
    expect(result.bytes).toBe(limits.maxBytes);
  });

  it('stops one byte past the limit and removes the partial file', async () => {
    const error = await failure(
      downloadToFile(server.url('/exact'), target('over'), { ...limits, maxBytes: limits.maxBytes - 1 }),
    );
    expect(error).toBeInstanceOf(DownloadError);
    expect(error?.reason).toBe('too_large');
    expect(fs.existsSync(target('over'))).toBe(false);
  });

  it('gives up on a body that stalls after the idle timeout and removes the partial file', async () => {
    const started = Date.now();
    const error = await failure(
      downloadToFile(server.url('/stall'), target('stall'), { ...limits, idleTimeoutMs: 300 }),
    );
    expect(error?.reason).toBe('timeout');
    expect(error?.message).toBe('La descarga tardó demasiado. Comprueba la URL o inténtalo más tarde.');
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(fs.existsSync(target('stall'))).toBe(false);
  });

  it('gives up on a server that never answers with the generic message (silence is a port-scan signal too)', async () => {
    const started = Date.now();
    const error = await failure(
      downloadToFile(server.url('/silent'), target('silent'), { ...limits, idleTimeoutMs: 300 }),
    );
    expect(error?.reason).toBe('timeout');
    expect(error?.message).toBe(DOWNLOAD_REFUSED);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(fs.existsSync(target('silent'))).toBe(false);
  });

  it('caps the whole transfer at totalTimeoutMs even while bytes keep coming', async () => {
    const started = Date.now();
    const error = await failure(
      downloadToFile(server.url('/drip'), target('drip'), { ...limits, idleTimeoutMs: 1_000, totalTimeoutMs: 600 }),
    );
    expect(error?.reason).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(fs.existsSync(target('drip'))).toBe(false);
  });

  it('stops when its signal aborts: the source sees the connection closed at once and no file is left', async () => {
    dripClosedAt = -1;
    const controller = new AbortController();
    const pending = failure(
      downloadToFile(server.url('/drip'), target('aborted'), { ...limits, signal: controller.signal }),
    );
    await waitFor(() => fs.existsSync(target('aborted')) && fs.statSync(target('aborted')).size > 0, 3_000);
    const abortedAt = Date.now();
    controller.abort();
    const error = await pending;
    expect(error?.reason).toBe('aborted');
    await waitFor(() => dripClosedAt > 0, 2_000);
    expect(dripClosedAt - abortedAt).toBeLessThan(1_000);
    expect(fs.existsSync(target('aborted'))).toBe(false);
  });

  it('never overwrites an existing file', async () => {
    fs.writeFileSync(target('taken'), 'ya estaba');
    await expect(downloadToFile(server.url('/ok'), target('taken'), limits)).rejects.toThrow(/EEXIST/);
    expect(fs.readFileSync(target('taken'), 'utf8')).toBe('ya estaba');
  });
});

describe('downloadToFile: where it may connect', () => {
  it('the WHATWG URL parser turns the numeric spellings of loopback into the address the policy sees', () => {
    for (const host of [
      '127.0.0.1',
      '2130706433',
      '0x7f000001',
      '0177.0.0.1',
      '127.1',
      '0x7f.1',
      '0177.1',
      '127.0.1',
    ]) {
      expect(new URL(`http://${host}:81/x`).hostname).toBe('127.0.0.1');
    }
    expect(new URL('http://0/x').hostname).toBe('0.0.0.0');
    expect(new URL('http://[::ffff:127.0.0.1]/x').hostname).toBe('[::ffff:7f00:1]');
    expect(new URL('http://[0:0:0:0:0:0:0:1]/x').hostname).toBe('[::1]');
  });

  it.each([
    '127.0.0.1:PORT',
    '2130706433:PORT',
    '0x7f000001:PORT',
    '0177.0.0.1:PORT',
    '127.1:PORT',
    '0.0.0.0:PORT',
    'localhost:PORT',
    '[::1]:PORT',
    '[::ffff:127.0.0.1]:PORT',
    '[::]:PORT',
  ])('by default refuses http://%s before connecting, with the generic message', async (authority) => {
    const { isAllowedAddress: _permissive, ...strict } = limits;
    const error = await failure(
      downloadToFile(`http://${authority.replace('PORT', String(port))}/counted.mp3`, target('strict'), strict),
    );
    expect(error).toMatchObject({ reason: 'refused', message: DOWNLOAD_REFUSED });
    expect(requests).toBe(0);
    expect(fs.existsSync(target('strict'))).toBe(false);
  });

  it('gives a closed port, an unknown host and a refused address the same message', async () => {
    const closed = await failure(
      downloadToFile(`http://127.0.0.1:${await freePort()}/a.mp3`, target('closed'), {
        ...limits,
        isAllowedAddress: () => true,
      }),
    );
    const unknown = await failure(downloadToFile('http://no-such-host.invalid/a.mp3', target('unknown'), limits));
    const refused = await failure(downloadToFile('http://10.0.0.1/a.mp3', target('private'), limits));
    for (const error of [closed, unknown, refused]) expect(error?.message).toBe(DOWNLOAD_REFUSED);
  });

  it('connects to the address it checked, never to a second lookup (DNS rebinding)', async () => {
    const lookups: string[] = [];
    // '.invalid' never resolves for real: reaching the server proves the socket used the checked answer.
    const resolveHost = async (hostname: string) => {
      lookups.push(hostname);
      return lookups.length === 1 ? [{ address: '127.0.0.1', family: 4 }] : [{ address: '10.0.0.1', family: 4 }];
    };
    const result = await downloadToFile(`http://radio.invalid:${port}/ok`, target('pinned'), {
      ...limits,
      resolveHost,
    });
    expect(result.bytes).toBe(1000);
    expect(lookups).toEqual(['radio.invalid']);
  });

  it('refuses a host when any one of its addresses is not allowed', async () => {
    const resolveHost = async () => [
      { address: '127.0.0.1', family: 4 },
      { address: '192.168.1.10', family: 4 },
    ];
    const error = await failure(
      downloadToFile(`http://mixed.invalid:${port}/counted.mp3`, target('mixed'), { ...limits, resolveHost }),
    );
    expect(error).toMatchObject({ reason: 'refused', message: DOWNLOAD_REFUSED });
    expect(requests).toBe(0);
  });

  it(`follows ${MAX_REDIRECTS} redirects, and refuses the ${MAX_REDIRECTS + 1}th`, async () => {
    const result = await downloadToFile(server.url(`/hops?left=${MAX_REDIRECTS - 1}`), target('hops'), limits);
    expect(result).toMatchObject({ fileName: 'Lloc - Final.mp3', bytes: 20, notModified: false });
    const error = await failure(downloadToFile(server.url(`/hops?left=${MAX_REDIRECTS}`), target('too-many'), limits));
    expect(error).toMatchObject({ reason: 'refused', message: DOWNLOAD_REFUSED });
    expect(fs.existsSync(target('too-many'))).toBe(false);
  });

  it('checks every redirect again: a name that resolves inside, another address, another scheme', async () => {
    const lookups: string[] = [];
    const resolveHost = async (hostname: string) => {
      lookups.push(hostname);
      return [{ address: hostname === 'outside.invalid' ? '127.0.0.1' : '10.0.0.1', family: 4 }];
    };
    for (const hop of ['/to-inside-name', '/to-other-loopback', '/to-ftp']) {
      const error = await failure(
        downloadToFile(`http://outside.invalid:${port}${hop}`, target('hop'), { ...limits, resolveHost }),
      );
      expect(error).toMatchObject({ reason: 'refused', message: DOWNLOAD_REFUSED });
      expect(fs.existsSync(target('hop'))).toBe(false);
    }
    expect(lookups).toEqual(['outside.invalid', 'inside.invalid', 'outside.invalid', 'outside.invalid']);
    expect(requests).toBe(0);
  });
});
