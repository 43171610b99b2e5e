import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endlessBody, startFileServer } from '../testing/file-server';
import { DownloadError, downloadToFile } from './download';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-download-'));
let server: Awaited<ReturnType<typeof startFileServer>>;
// Generous timers for the transfers that must succeed on a loaded machine; the timeout cases shorten them.
const limits = { maxBytes: 1024 * 1024, idleTimeoutMs: 10_000, totalTimeoutMs: 20_000 };

beforeAll(async () => {
  server = await startFileServer({
    '/ok': (_req, res) => res.writeHead(200, { 'Content-Disposition': 'attachment; filename="Grup - Tema.mp3"' }).end(Buffer.alloc(1000, 1)),
    '/exact': endlessBody(16 * 64 * 1024, () => {}),
    '/stall': (_req, res) => {
      res.writeHead(200);
      res.write(Buffer.alloc(10));
      // never ends: the idle timer has to fire
    },
    '/silent': () => {
      // never answers at all
    },
  });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const target = (name: string) => path.join(dir, name);
const failure = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error as DownloadError);

describe('downloadToFile', () => {
  it('stores the body and reports the name from Content-Disposition', async () => {
    const result = await downloadToFile(server.url('/ok'), target('ok'), limits);
    expect(result).toEqual({ fileName: 'Grup - Tema.mp3', bytes: 1000 });
    expect(fs.statSync(target('ok')).size).toBe(1000);
  });

  it('accepts a body of exactly the limit', async () => {
    const result = await downloadToFile(server.url('/exact'), target('exact'), limits);
    expect(result.bytes).toBe(limits.maxBytes);
  });

  it('stops one byte past the limit and removes the partial file', async () => {
    const error = await failure(downloadToFile(server.url('/exact'), target('over'), { ...limits, maxBytes: limits.maxBytes - 1 }));
    expect(error).toBeInstanceOf(DownloadError);
    expect(error?.reason).toBe('too_large');
    expect(fs.existsSync(target('over'))).toBe(false);
  });

  it.each(['/stall', '/silent'])('gives up on %s after the idle timeout and removes the partial file', async (route) => {
    const started = Date.now();
    const error = await failure(downloadToFile(server.url(route), target(`t${route.slice(1)}`), { ...limits, idleTimeoutMs: 300 }));
    expect(error?.reason).toBe('timeout');
    expect(error?.message).toBe('La descarga tardó demasiado. Comprueba la URL o inténtalo más tarde.');
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(fs.existsSync(target(`t${route.slice(1)}`))).toBe(false);
  });

  it('never overwrites an existing file', async () => {
    fs.writeFileSync(target('taken'), 'ya estaba');
    await expect(downloadToFile(server.url('/ok'), target('taken'), limits)).rejects.toThrow(/EEXIST/);
    expect(fs.readFileSync(target('taken'), 'utf8')).toBe('ya estaba');
  });
});
