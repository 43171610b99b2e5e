import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressFolder } from '../../../scripts/vite-precompress';
import { rawGet } from '../../../testing/station/raw-http';
import { startTestStation, type TestStation } from '../../../testing/station/test-station';

let station: TestStation;
const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-precompressed-'));
// Text that compresses, as a real chunk does (a long run of one character would flatter any level).
const SCRIPT = Array.from(
  { length: 400 },
  (_, i) => `export const value${i} = ${JSON.stringify(`texto ${i * 7919}`)};`,
).join('\n');
const HOME = `<!doctype html><title>home</title><div id="root">${'<p>Inicio</p>'.repeat(200)}</div>`;

beforeAll(async () => {
  fs.mkdirSync(path.join(webRoot, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(webRoot, 'index.html'), `<!doctype html><title>app</title>${'<meta>'.repeat(100)}`);
  // Too small to gain from compression: the build keeps it as it is.
  fs.writeFileSync(path.join(webRoot, 'assets', 'tiny-9f8e.js'), 'export{}');
  fs.writeFileSync(path.join(webRoot, 'home.html'), HOME);
  fs.writeFileSync(path.join(webRoot, 'assets', 'app-1a2b.js'), SCRIPT);
  // What the build's last step does (electron.vite.config.ts).
  await precompressFolder(webRoot);
  station = await startTestStation({ webRoot });
});
afterAll(async () => {
  await station.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

/** A raw GET, so the body is what went over the wire (fetch would decode it). */
const get = (pathname: string, headers: Record<string, string>) => rawGet(`${station.url}${pathname}`, headers);

describe('the web build served precompressed', () => {
  it('sends the build’s brotli and gzip files as they are, by what the client accepts, brotli first', async () => {
    const file = path.join(webRoot, 'assets', 'app-1a2b.js');
    const br = await get('/assets/app-1a2b.js', { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(br.status).toBe(200);
    expect(br.headers).toMatchObject({ 'content-encoding': 'br', vary: 'Accept-Encoding' });
    expect(br.headers['content-type']).toMatch(/^text\/javascript/);
    // Byte for byte the build's file (quality 11), not compressed again on the fly.
    expect(br.body.equals(fs.readFileSync(`${file}.br`))).toBe(true);
    expect(Number(br.headers['content-length'])).toBe(fs.statSync(`${file}.br`).size);
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(SCRIPT);
    expect(br.body.length).toBeLessThanOrEqual(
      zlib.brotliCompressSync(SCRIPT, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    );

    const gz = await get('/assets/app-1a2b.js', { 'Accept-Encoding': 'gzip, deflate' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.body.equals(fs.readFileSync(`${file}.gz`))).toBe(true);
    expect(gz.body.length).toBe(zlib.gzipSync(SCRIPT, { level: 9 }).length);

    const plain = await get('/assets/app-1a2b.js', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it('gives each form its own ETag and answers 304 to the one the client holds', async () => {
    const forms: Array<Record<string, string>> = [{ 'Accept-Encoding': 'br' }, { 'Accept-Encoding': 'gzip' }, {}];
    const tags = [];
    for (const headers of forms) {
      const first = await get('/assets/app-1a2b.js', headers);
      const etag = String(first.headers.etag);
      tags.push(etag);
      const again = await get('/assets/app-1a2b.js', { ...headers, 'If-None-Match': etag });
      expect(again.status, JSON.stringify(headers)).toBe(304);
      expect(again.body.length).toBe(0);
    }
    expect(new Set(tags).size).toBe(3);
  });

  it('sends a script with only the headers a subresource needs, and pages with the site’s', async () => {
    const script = await get('/assets/app-1a2b.js', { 'Accept-Encoding': 'br' });
    expect(script.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'same-origin',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    expect(script.headers['content-security-policy']).toBeUndefined();
    expect(script.headers['x-frame-options']).toBeUndefined();
    expect((await get('/assets/missing.js', {})).status).toBe(404);
    const tiny = await get('/assets/tiny-9f8e.js', { 'Accept-Encoding': 'br, gzip' });
    expect([tiny.headers['content-encoding'], tiny.body.toString()]).toEqual([undefined, 'export{}']);

    const home = await get('/', { 'Accept-Encoding': 'br' });
    expect(home.headers).toMatchObject({
      'content-encoding': 'br',
      vary: 'Accept-Encoding',
      'cache-control': 'no-cache',
    });
    expect(home.headers['content-type']).toMatch(/^text\/html/);
    expect(home.headers['content-security-policy']).toContain("default-src 'self'");
    expect(zlib.brotliDecompressSync(home.body).toString()).toBe(HOME);
    const etag = String(home.headers.etag);
    expect((await get('/', { 'Accept-Encoding': 'br', 'If-None-Match': etag })).status).toBe(304);
    const shell = await get('/nope', { 'Accept-Encoding': 'gzip' });
    expect(shell.status).toBe(404);
    expect(zlib.gunzipSync(shell.body).toString()).toContain('<title>app</title>');
  });
});
