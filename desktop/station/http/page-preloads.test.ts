import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_MODULES } from '../../../shared/web-app/page-modules';
import { PUBLIC_PAGES } from '../../../shared/web-app/pages';
import { startTestStation, type TestStation } from '../../../testing/station/test-station';
import { pagePreloads } from './page-preloads';

const repo = path.resolve(__dirname, '../../..');

describe('the table of pages loaded on demand', () => {
  it('names, for every lazy public route of web/src/public/routes.tsx, the module that route imports', () => {
    const source = fs.readFileSync(path.join(repo, 'web/src/public/routes.tsx'), 'utf8');
    const lazy = [...source.matchAll(/lazyPage\('([^']+)', \(\) => import\('\.\/pages\/(\w+)'\)/g)]
      // A route with a parameter (the advertiser's signed link) is not among the pages the server preloads.
      .filter(([, route = '']) => route !== '*' && !route.includes(':'))
      .map(([, route, page]) => [`/${route}`, `src/public/pages/${page}.tsx`]);
    expect(lazy.length).toBeGreaterThan(10);
    expect(Object.fromEntries(lazy)).toEqual(PAGE_MODULES);
    for (const route of Object.keys(PAGE_MODULES)) expect(PUBLIC_PAGES).toContain(route);
    for (const file of new Set(Object.values(PAGE_MODULES)))
      expect(fs.existsSync(path.join(repo, 'web', file))).toBe(true);
  });
});

describe('Link preloads sent with a page', () => {
  let station: TestStation;
  const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-preload-'));
  const manifest = {
    'index.html': { file: 'assets/index-A.js', isEntry: true, imports: ['_react-B.js'] },
    '_react-B.js': { file: 'assets/react-B.js' },
    '_list-C.js': { file: 'assets/list-C.js', imports: ['_react-B.js'], css: ['assets/list-C.css'] },
    'src/public/pages/MusicPage.tsx': {
      file: 'assets/MusicPage-D.js',
      isDynamicEntry: true,
      imports: ['_list-C.js', 'index.html', '_react-B.js'],
    },
    'src/public/pages/TeamPage.tsx': { file: 'assets/TeamPage-E.js', isDynamicEntry: true, imports: ['index.html'] },
  };

  beforeAll(async () => {
    fs.mkdirSync(path.join(webRoot, 'assets'));
    fs.mkdirSync(path.join(webRoot, '.vite'));
    fs.writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
    fs.writeFileSync(path.join(webRoot, '.vite', 'manifest.json'), JSON.stringify(manifest));
    station = await startTestStation({ webRoot });
  });
  afterAll(async () => {
    await station.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  it("preloads /music's chunks, its CSS and its first page of songs, never the entry the HTML already loads", async () => {
    const res = await station.fetch('/music');
    expect(res.status).toBe(200);
    expect(res.headers.get('link')).toBe(
      [
        '</assets/MusicPage-D.js>; rel=modulepreload',
        '</assets/list-C.js>; rel=modulepreload',
        '</assets/react-B.js>; rel=modulepreload',
        '</assets/list-C.css>; rel=preload; as=style',
        // Literal URL: the Link header's text as the server writes it.
        '</api/tracks?offset=0&limit=100&sort=title&kind=music>; rel=preload; as=fetch; crossorigin=use-credentials',
      ].join(', '),
    );
    expect((await station.fetch('/team')).headers.get('link')).toBe('</assets/TeamPage-E.js>; rel=modulepreload');
  });

  it('sends nothing for the home page, other apps, pages the build lacks, unknown paths; never serves the manifest', async () => {
    for (const route of ['/', '/admin', '/studio', '/gallery', '/nope']) {
      const res = await station.fetch(route);
      expect(res.headers.get('link'), route).toBeNull();
    }
    const leaked = await station.fetch('/.vite/manifest.json');
    expect(await leaked.text()).not.toContain('MusicPage');
  });

  it('is empty without a manifest (an older build), so nothing else changes', () => {
    const bare = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-preload-bare-'));
    try {
      expect(pagePreloads(bare).size).toBe(0);
    } finally {
      fs.rmSync(bare, { recursive: true, force: true });
    }
  });
});
