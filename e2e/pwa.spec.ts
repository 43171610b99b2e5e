/// <reference lib="dom" />
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { imageSize } from 'image-size';
import { apiUrl } from '../testing/station/api-client';
import { api } from './api';
import { expect, test } from './fixtures';
import { stationNow } from './station-clock';

/** The public site installs as an app and says so when the station can't be reached. */
test.use({ serviceWorkers: 'allow' });

const controlled = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller !== null);

test('Chromium finds the site installable: manifest, icons and a service worker controlling the page', async ({
  baseURL,
}) => {
  // A profile on disk: in Playwright's default (incognito-like) context Chromium answers only "in-incognito".
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-pwa-profile-'));
  const browser = await chromium.launchPersistentContext(profile, {
    ...test.info().project.use.launchOptions,
    baseURL,
  });
  try {
    await installable(await browser.newPage());
  } finally {
    await browser.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});

async function installable(page: Page) {
  await page.goto('/');
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const res = await page.request.get(href ?? '');
  expect(res.headers()['content-type']).toMatch(/manifest\+json|json/);
  const manifest = (await res.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({ start_url: '/', display: 'standalone' });
  expect(manifest.name).toContain('Ràdio Portbou');
  expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of manifest.icons) {
    const file = await page.request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()['content-type']).toBe('image/png');
    const { width, height } = imageSize(await file.body());
    expect(`${width}x${height}`).toBe(icon.sizes);
  }

  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => controlled(page)).toBe(true);
  // Chromium's own verdict, the one its install prompt follows.
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);
}

test('offline, a reload shows the offline page with the saved week; back online the site returns', async ({
  page,
  context,
}) => {
  await page.goto('/schedule');
  await expect.poll(() => controlled(page), { timeout: 20_000 }).toBe(true);
  // Now under the worker: this visit's week is kept for offline.
  await page.goto('/schedule');
  const savedWeeks = () =>
    page.evaluate(async () => (await (await caches.open('emisora-schedule')).keys()).map((r) => r.url));
  await expect.poll(savedWeeks).toEqual([expect.stringContaining(apiUrl('station.week'))]);
  const week = await api(page.request).call('station.week');
  const next = week.occurrences
    .filter((o) => o.status !== 'cancelled' && new Date(o.end) > new Date(stationNow()))
    .sort((a, b) => a.start.localeCompare(b.start))[0];

  // Nothing live was kept: no stream, no API answer but the week, no admin or studio page.
  await page.evaluate((url) => fetch(url).then((r) => r.text()), apiUrl('nowPlaying.get'));
  const kept = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    return urls;
  });
  expect(kept.filter((p) => /^\/(stream|hls|admin|estudio|studio)|^\/api\/(?!schedule\/week$)/.test(p))).toEqual([]);
  expect(kept).toEqual(expect.arrayContaining(['/offline.html', '/manifest.webmanifest']));

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'No se puede conectar con la emisora' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  if (next) await expect(page.getByTestId('offline-week')).toContainText(next.showName);
  else await expect(page.getByText('No hay programación guardada en este dispositivo.')).toBeVisible();

  // The connection returns: the page comes back by itself.
  await context.setOffline(false);
  await expect(page.locator('html[data-app-ready]')).toBeAttached({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/schedule$/);
});
