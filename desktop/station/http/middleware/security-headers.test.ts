import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOfflineBroadcast } from '../../broadcast/engine/offline';
import { apiClient, apiUrl } from '../../../../testing/station/api-client';
import { startTestStation, type TestStation } from '../../../../testing/station/test-station';
import { inlineScriptHashes } from './security-headers';

const LOADER = '(function(){document.head.append(document.getElementById("app-scripts").content.cloneNode(true))})()';
const STALE_CHECK = 'try{localStorage.getItem("lang")}catch(e){}';
const INDEX =
  '<!doctype html><title>app</title><script type="module" crossorigin src="/assets/app.js"></script><div id="root"></div>';
// The shape of the build's prerendered home: two inline scripts, the app's module script parked in a <template>.
const HOME = `<!doctype html><title>home</title>
<script>${STALE_CHECK}</script>
<div id="root" data-prerendered="es"><h1>Inicio</h1></div>
<template id="app-scripts"><script type="module" crossorigin src="/assets/app.js"></script></template>
<script>${LOADER}</script>`;
const PROVIDER = 'http://127.0.0.1:9';
const EMBED =
  '<!doctype html><title>widget</title><main id="embed"></main><script type="module" src="/assets/embed.js"></script>';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The Content-Security-Policy header as directive name → sources. */
function csp(res: Response): Map<string, string[]> {
  const header = res.headers.get('content-security-policy');
  if (!header) throw new Error(`no CSP on ${res.url}`);
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

let station: TestStation;
let webRoot: string;
beforeAll(async () => {
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-web-'));
  fs.mkdirSync(path.join(webRoot, 'assets'));
  fs.writeFileSync(path.join(webRoot, 'index.html'), INDEX);
  fs.writeFileSync(path.join(webRoot, 'home.html'), HOME);
  fs.writeFileSync(path.join(webRoot, 'embed.html'), EMBED);
  fs.writeFileSync(path.join(webRoot, 'assets', 'app.js'), 'console.log(1)');
  station = await startTestStation(
    { webRoot, spotifyApiBase: `${PROVIDER}/v1` },
    { createBroadcast: () => createOfflineBroadcast() },
  );
});
afterAll(async () => {
  await station?.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

describe('inlineScriptHashes', () => {
  it('hashes every inline script, byte for byte, and no external one', () => {
    expect(inlineScriptHashes(HOME)).toEqual([sha256(STALE_CHECK), sha256(LOADER)]);
    expect(inlineScriptHashes(INDEX)).toEqual([]);
    expect(inlineScriptHashes('<script type="module">import("/a.js")</script><SCRIPT src=/x.js></SCRIPT>')).toEqual([
      sha256('import("/a.js")'),
    ]);
  });
});

describe('security headers of the web app and the API', () => {
  it.each(['/', '/music', '/admin/dashboard', apiUrl('tracks.list'), apiUrl('nowPlaying.get')])(
    '%s: CSP, no framing by others, nosniff, referrer policy',
    async (route) => {
      const res = await station.fetch(route);
      expect(res.status).toBe(200);
      const policy = csp(res);
      expect(policy.get('default-src')).toEqual(["'self'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'self'"]);
      // The prerendered home's two inline scripts are allowed by their hashes, read from the built files.
      expect(policy.get('script-src')).toEqual(["'self'", sha256(STALE_CHECK), sha256(LOADER)]);
      expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
      // The public site calls the music provider's API from the browser.
      expect(policy.get('connect-src')).toEqual(["'self'", PROVIDER]);
      expect(policy.get('media-src')).toContain("'self'");
      // The HLS fallback plays through a Media Source (a blob: URL).
      expect(policy.get('media-src')).toContain('blob:');
      // Plain-http LAN stations and external http streams must keep working.
      expect(policy.has('upgrade-insecure-requests')).toBe(false);
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    },
  );

  it('sends the same headers on errors (an unknown API path)', async () => {
    // Literal URL: a path the API table does not have.
    const res = await station.fetch('/api/nope');
    expect(res.status).toBe(404);
    expect(csp(res).get('frame-ancestors')).toEqual(["'self'"]);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('the embeddable player', () => {
  it('may be framed by any site, and its one inline script runs by a per-response nonce', async () => {
    const visitor = apiClient(station);
    const first = await visitor.send('streaming.player');
    expect(first.status).toBe(200);
    expect(first.res.headers.get('x-frame-options')).toBeNull();
    const policy = csp(first.res);
    expect(policy.has('frame-ancestors')).toBe(false);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    const nonce = /<script nonce="([^"]+)">/.exec(first.text)?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/=]{22,}$/);
    expect(policy.get('script-src')).toEqual([`'nonce-${nonce}'`]);
    expect(policy.get('media-src')).toContain("'self'");
    // /stream may send the player to a relay on another host.
    expect(policy.get('media-src')).toEqual(expect.arrayContaining(['http:', 'https:']));
    expect(policy.get('connect-src')).toContain("'self'");
    expect(first.res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(first.res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    const second = await visitor.send('streaming.player');
    expect(csp(second.res).get('script-src')).not.toEqual([`'nonce-${nonce}'`]);
  });
});

describe('the widget of "Reproductor para tu web"', () => {
  it("is the build's own widget page, and any site may frame it under the site's script policy", async () => {
    const res = await station.fetch('/embed/player?size=small&theme=light&np=1');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(EMBED);
    expect(res.headers.get('x-frame-options')).toBeNull();
    const policy = csp(res);
    expect(policy.get('frame-ancestors')).toEqual(['*']);
    expect(policy.get('script-src')?.[0]).toBe("'self'");
    expect(policy.get('connect-src')).toContain("'self'");
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it.each(['/', '/music', '/admin/dashboard', '/embed', '/embed/other', '/embed/player.html'])(
    "%s still refuses other sites' frames",
    async (route) => {
      const res = await station.fetch(route);
      expect(csp(res).get('frame-ancestors')).toEqual(["'self'"]);
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    },
  );
});

describe('the stream', () => {
  it.each(['/stream', '/stream.mp3'])(
    '%s gets none of the page headers (Icecast clients and other sites play it)',
    async (route) => {
      const res = await station.fetch(route);
      for (const header of [
        'content-security-policy',
        'x-frame-options',
        'cross-origin-resource-policy',
        'cross-origin-opener-policy',
        'origin-agent-cluster',
      ]) {
        expect(res.headers.get(header), header).toBeNull();
      }
      await res.body?.cancel();
    },
  );
});
