import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PAGES, PUBLIC_PAGES, STUDIO_PAGES } from '../../../shared/web-app/pages';
import { apiClient } from '../../../testing/station/api-client';
import { startTestStation, type TestStation } from '../../../testing/station/test-station';

let station: TestStation;
// A dot folder in the path, as in ~/.local/share installs.
const webRoot = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-web-')), '.hidden', 'renderer');
const INDEX = '<!doctype html><title>app shell</title><div id="root"></div>';

beforeAll(async () => {
  fs.mkdirSync(path.join(webRoot, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(webRoot, 'index.html'), INDEX);
  fs.writeFileSync(path.join(webRoot, 'assets', 'app.js'), 'console.log(1)');
  station = await startTestStation({ webRoot });
});
afterAll(async () => {
  await station.close();
  fs.rmSync(path.dirname(path.dirname(webRoot)), { recursive: true, force: true });
});

describe('web routes', () => {
  it('serves the app shell with 200 on every route of the shared table', async () => {
    for (const route of [...PUBLIC_PAGES, ...ADMIN_PAGES, ...STUDIO_PAGES]) {
      const res = await station.fetch(route);
      expect(res.status, route).toBe(200);
      expect(await res.text()).toBe(INDEX);
    }
  });

  it('answers any other path with 404 and the app shell (which shows "404 Page Not Found")', async () => {
    for (const route of ['/nope', '/admin/nope', '/music/extra', '/gallery/../etc/passwd']) {
      const res = await station.fetch(route);
      expect(res.status, route).toBe(404);
      expect(await res.text()).toBe(INDEX);
    }
  });

  it('answers "/" with the prerendered home page when the build made one, and only "/"', async () => {
    const HOME = '<!doctype html><title>home</title><div id="root" data-prerendered="es"><h1>Inicio</h1></div>';
    fs.writeFileSync(path.join(webRoot, 'home.html'), HOME);
    try {
      const res = await station.fetch('/');
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toBe(HOME);
      for (const route of ['/music', '/admin', '/nope'])
        expect(await (await station.fetch(route)).text(), route).toBe(INDEX);
    } finally {
      fs.rmSync(path.join(webRoot, 'home.html'));
    }
    expect(await (await station.fetch('/')).text()).toBe(INDEX);
  });

  it('serves built assets and 404s a missing asset instead of the shell', async () => {
    expect((await station.fetch('/assets/app.js')).headers.get('content-type')).toMatch(/javascript/);
    expect((await station.fetch('/assets/missing.js')).status).toBe(404);
  });
});

describe('public API', () => {
  it('returns the spec shapes on an empty station', async () => {
    const visitor = apiClient(station);
    expect(await visitor.call('tracks.list')).toEqual([]);
    expect(await visitor.call('tracks.recent')).toEqual([]);
    expect(await visitor.call('gallery.images')).toEqual([]);
    expect(await visitor.call('streaming.sources')).toEqual([]);
    // As sent, not as the schema reads it: the keys are the point.
    const status = JSON.parse((await visitor.send('streaming.status')).text) as Record<string, unknown>;
    expect(Object.keys(status).sort()).toEqual(['httpPort', 'isLive', 'listeners', 'rtmpPort', 'serverRunning']);
  });

  it('never shows the stream key to anonymous callers, only to admins', async () => {
    const key = station.context.repos.settings.streaming().streamKey;
    expect(key).toMatch(/^[A-Za-z0-9]{16}$/);
    expect((await apiClient(station).send('streaming.status')).text).not.toContain(key);
    const cookie = await station.login();
    expect(await apiClient(station, cookie).call('streaming.status')).toMatchObject({
      streamKey: key,
    });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    // Literal URL: a path the API table does not have.
    const res = await station.fetch('/api/does-not-exist');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: 'not_found' });
  });

  it('lists stored tracks with media URLs that resolve', async () => {
    const { media, repos } = station.context;
    const fileName = media.writeBuffer('audio', Buffer.from('ID3fake-mp3-body-for-url-test'), 'mp3');
    const track = repos.tracks.create({
      title: 'Mar',
      artist: 'Ona',
      album: null,
      duration: 3,
      fileName,
      coverFile: null,
      uploadedBy: 1,
    });
    const list = await apiClient(station).call('tracks.list');
    expect(list).toContainEqual({
      id: track.id,
      title: 'Mar',
      artist: 'Ona',
      album: null,
      // Bulk edit added the genre, track kinds the kind, rights their fields: extra fields, the
      // spec's fields unchanged. Requests added whether listeners may ask for it.
      genre: null,
      kind: 'music',
      requestable: true,
      isrc: null,
      composers: null,
      lyricists: null,
      publisher: null,
      label: null,
      year: null,
      rights: null,
      duration: 3,
      // The song editor draws the cue points and segue markers (none before analysis); loudness stays private.
      cueIn: null,
      cueOut: null,
      introSec: null,
      nextStartSec: null,
      coverImageUrl: null,
      audioFileUrl: `/media/audio/${fileName}`,
      // The spec's field, saying no account: which user uploaded a song is not public.
      uploadedBy: 0,
      createdAt: expect.any(String),
    });
  });
});

describe('media', () => {
  it('serves files with Content-Type, HEAD and Range (206)', async () => {
    const body = Buffer.alloc(10_000, 7);
    const fileName = station.context.media.writeBuffer('audio', body, 'mp3');
    const url = `/media/audio/${fileName}`;
    const head = await station.fetch(url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('audio/mpeg');
    expect(head.headers.get('content-length')).toBe('10000');
    expect(head.headers.get('accept-ranges')).toBe('bytes');
    const part = await station.fetch(url, { headers: { Range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 100-199/10000');
    expect((await part.arrayBuffer()).byteLength).toBe(100);
  });

  it('404s a missing media file and never serves outside the media folder', async () => {
    expect((await station.fetch('/media/audio/0123456789abcdef0123456789abcdef.mp3')).status).toBe(404);
    expect((await station.fetch('/media/../emisora.db')).status).not.toBe(200);
    expect((await station.fetch('/media/%2e%2e/emisora.db')).status).not.toBe(200);
  });
});
