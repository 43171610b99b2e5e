import fs from 'node:fs';
import path from 'node:path';
import { imageSize } from 'image-size';
import { describe, expect, it } from 'vitest';
import { OFFLINE_PAGE, pwaOptions, routes } from '../../../scripts/vite-pwa';
import { apiUrl } from '../lib/api';

type Pattern = (context: { request: Request; url: URL; sameOrigin: boolean }) => boolean;
const ORIGIN = 'https://radio.example.org';
const publicDir = path.resolve(import.meta.dirname, '../../public');

/** What a runtime route sees for a request of the page (a navigation) or of a script/fetch. */
const context = (pathname: string, navigate: boolean, origin = ORIGIN) => ({
  request: { mode: navigate ? 'navigate' : 'cors' } as Request,
  url: new URL(pathname, origin),
  sameOrigin: origin === ORIGIN,
});

// Workbox copies each route into sw.js by its source text: rebuilt from that text alone, it must behave the same.
const asInWorker = (pattern: unknown) => new Function(`return (${String(pattern)})`)() as Pattern;
const entries = pwaOptions.workbox?.runtimeCaching ?? [];
const caching = entries.filter((e) => e.handler !== 'NetworkOnly').map((e) => asInWorker(e.urlPattern));

describe('the service worker never keeps what must come live from the station', () => {
  const never = [
    '/stream',
    '/stream.mp3',
    '/stream.aac',
    '/hls/live.m3u8',
    apiUrl('nowPlaying.get'),
    apiUrl('nowPlaying.events'),
    apiUrl('station.schedule'),
    // Literal URL: a path below the week's that is no route, which the week's rule must not take for the week.
    '/api/schedule/week/extra',
    apiUrl('tracks.list', { query: { offset: 0 } }),
    '/admin',
    '/admin/dashboard',
    '/estudio',
    '/estudio/directo',
    '/studio',
  ];
  it.each(never)('%s is cached by no route, as a page or as a request', (pathname) => {
    for (const matches of caching) {
      expect(matches(context(pathname, true))).toBe(false);
      expect(matches(context(pathname, false))).toBe(false);
    }
  });

  it("keeps the public week and the build's hashed files, from the station only", () => {
    expect(caching.some((m) => m(context(apiUrl('station.week'), false)))).toBe(true);
    expect(caching.some((m) => m(context(apiUrl('station.week', { query: { start: '2026-11-30' } }), false)))).toBe(
      true,
    );
    expect(caching.some((m) => m(context('/assets/index-abc.js', false)))).toBe(true);
    expect(caching.some((m) => m(context('/assets/index-abc.js', false, 'https://evil.example')))).toBe(false);
  });

  it('answers a page it cannot load with the offline page, but leaves a mount opened in a tab alone', () => {
    const page = asInWorker(routes.page);
    for (const pathname of ['/', '/music', '/schedule', '/admin/dashboard'])
      expect(page(context(pathname, true)), pathname).toBe(true);
    for (const pathname of [
      '/stream',
      '/stream.ogg',
      '/hls/live.m3u8',
      apiUrl('nowPlaying.get'),
      '/media/covers/a.jpg',
    ])
      expect(page(context(pathname, true)), pathname).toBe(false);
    expect(page(context('/music', false))).toBe(false);
    const fallback = entries.find((e) => e.handler === 'NetworkOnly');
    expect(fallback?.options?.precacheFallback?.fallbackURL).toBe(OFFLINE_PAGE);
    expect(pwaOptions.workbox?.globPatterns).toContain(OFFLINE_PAGE.slice(1));
    expect(pwaOptions.workbox?.navigateFallback).toBeNull();
  });
});

describe('the web app manifest', () => {
  const manifest = pwaOptions.manifest || undefined;

  it('has what Chromium asks of an installable app', () => {
    expect(manifest?.name).toMatch(/Ràdio Portbou/);
    expect(manifest?.short_name?.length).toBeLessThanOrEqual(15);
    expect(manifest).toMatchObject({ start_url: '/', scope: '/', display: 'standalone' });
    expect(manifest?.theme_color).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('lists icons that exist at the sizes it claims (192 and 512 px, and a maskable one)', () => {
    const icons = manifest?.icons ?? [];
    expect(icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(icons.some((i) => i.purpose === 'maskable')).toBe(true);
    for (const icon of icons) {
      const file = fs.readFileSync(path.join(publicDir, icon.src));
      const { width, height, type } = imageSize(file);
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
      expect(type).toBe('png');
    }
  });
});
