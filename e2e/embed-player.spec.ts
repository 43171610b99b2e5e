/// <reference lib="dom" />
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIRequestContext, FrameLocator, Page } from '@playwright/test';
import { DEFAULT_EMBED_OPTIONS, type EmbedOptions, embedSnippet } from '../shared/web-app/embed-player';
import { apiUrl } from '../testing/station/api-client';
import { api, logInAsAdmin } from './api';
import { adminPassword, expect, test } from './fixtures';
import { startStation } from './station-process';

/**
 * The town hall's site (another origin: a second HTTP server on another port) pastes the snippet the
 * builder gives. The widget plays, follows the title, comes back by itself after the station restarts; every
 * other page of the station still refuses to be framed there.
 */

let hall: http.Server;
let hallUrl: string;
const hallPages = new Map<string, string>();

test.beforeAll(async () => {
  hall = http.createServer((req, res) => {
    const body = hallPages.get(new URL(req.url ?? '/', 'http://x').pathname);
    if (!body) return void res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(body);
  });
  // Port 0: the system picks a free port as it binds (a port found free first can be taken by then).
  await new Promise<void>((resolve) => hall.listen(0, '127.0.0.1', resolve));
  const { port } = hall.address() as AddressInfo;
  hallUrl = `http://127.0.0.1:${port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => hall?.close(resolve));
});

/** A page of the town hall's site holding `frame` (the builder's snippet, or any iframe). */
function hallPage(name: string, frame: string): string {
  hallPages.set(
    `/${name}`,
    `<!doctype html><html lang="es"><title>Ajuntament</title><h1>Ajuntament</h1>${frame}</html>`,
  );
  return `${hallUrl}/${name}`;
}

const snippet = (station: string, options: Partial<EmbedOptions> = {}) =>
  embedSnippet(station, { ...DEFAULT_EMBED_OPTIONS, ...options }, 'Ràdio Portbou');

const widget = (page: Page) => page.frameLocator('iframe[title="Ràdio Portbou"]');
const audioTime = (frame: FrameLocator) =>
  frame.getByTestId('embed-audio').evaluate((a: HTMLAudioElement) => a.currentTime);

/** The widget's audio really plays: its clock moves on by more than a second. */
async function expectPlaying(frame: FrameLocator, timeout = 30_000) {
  const start = await audioTime(frame);
  await expect.poll(() => audioTime(frame), { timeout }).toBeGreaterThan(start + 1);
}

const nowPlayingTitle = async (request: APIRequestContext, base = '') =>
  (await api(request, base).call('nowPlaying.get')).current?.title ?? '';

async function onAirAsAdmin(request: APIRequestContext) {
  await logInAsAdmin(request);
  const admin = api(request);
  const running = async () => (await admin.call('streaming.status')).serverRunning;
  if (!(await running())) expect((await admin.send('streaming.start')).ok).toBe(true);
  await expect.poll(running, { timeout: 20_000 }).toBe(true);
}

test('on another site the widget plays the mount, shows the live title and follows it to the next song', async ({
  context,
  request,
  baseURL,
}) => {
  const station = baseURL ?? '';
  await onAirAsAdmin(request);
  const page = await context.newPage();
  const options = { theme: 'light', schedule: true, request: true, size: 'large' } as const;
  await page.goto(hallPage('with-everything', snippet(station, options)));
  const frame = widget(page);

  await expect(frame.locator('#embed')).toHaveAttribute('data-theme', 'light');
  await expect(frame.getByTestId('embed-badge')).toHaveText('EN ANTENA');
  await expect
    .poll(async () => (await frame.getByTestId('embed-title').textContent()) ?? '')
    .toContain(await nowPlayingTitle(request));
  await expect(frame.getByTestId('embed-title')).not.toBeEmpty();
  await expect(frame.getByTestId('embed-programmes').locator('li').first()).not.toBeEmpty();
  const requestLink = frame.getByRole('link', { name: 'Pide una canción' });
  await expect(requestLink).toHaveAttribute('href', '/music?pedir=1');
  await expect(requestLink).toHaveAttribute('target', '_blank');

  await frame.getByRole('button', { name: 'Escuchar Ràdio Portbou en directo' }).click();
  await expectPlaying(frame);
  await expect(frame.getByRole('button', { name: 'Pausar' })).toBeVisible();

  // The next song: the title follows without a reload.
  const before = (await frame.getByTestId('embed-title').textContent()) ?? '';
  expect((await api(request).send('streaming.skip')).status).toBe(202);
  await expect
    .poll(async () => (await frame.getByTestId('embed-title').textContent()) ?? '', { timeout: 30_000 })
    .not.toBe(before);
  await expect
    .poll(async () => (await frame.getByTestId('embed-title').textContent()) ?? '')
    .toContain(await nowPlayingTitle(request));
  await page.close();
});

test("the widget speaks the site's language and shows only what the site chose", async ({ context, baseURL }) => {
  const page = await context.newPage();
  await page.goto(hallPage('catala', snippet(baseURL ?? '', { lang: 'ca', nowPlaying: false, size: 'small' })));
  const frame = widget(page);
  await expect(frame.getByRole('button', { name: 'Escolta Ràdio Portbou en directe' })).toBeVisible();
  await expect(frame.locator('html')).toHaveAttribute('lang', 'ca');
  await expect(frame.getByTestId('embed-title')).toHaveCount(0);
  await expect(frame.getByTestId('embed-programmes')).toHaveCount(0);
  await expect(frame.getByRole('link')).toHaveCount(0);
  await page.close();
});

test('every other page of the station still refuses to be framed by another site', async ({ context, baseURL }) => {
  const page = await context.newPage();
  const refused: string[] = [];
  page.on('console', (m) => (/frame-ancestors/.test(m.text()) ? refused.push(m.text()) : undefined));
  for (const route of ['/live', '/admin']) {
    refused.length = 0;
    await page.goto(
      hallPage(`frames${route.replace('/', '-')}`, `<iframe title="ajeno" src="${baseURL}${route}"></iframe>`),
    );
    await expect.poll(() => refused.length, { timeout: 10_000 }).toBeGreaterThan(0);
    await expect(page.frameLocator('iframe[title="ajeno"]').locator('#root')).toHaveCount(0);
  }
  await page.close();
});

test('after the station restarts the widget plays and shows the title again by itself', async ({ context }) => {
  test.setTimeout(180_000);
  const station = await startStation();
  try {
    const page = await context.newPage();
    await page.goto(hallPage('own-station', snippet(station.url)));
    const frame = widget(page);
    await frame.getByRole('button', { name: 'Escuchar Ràdio Portbou en directo' }).click();
    await expectPlaying(frame);
    await expect(frame.getByTestId('embed-badge')).toHaveText('EN ANTENA');
    await expect(frame.getByTestId('embed-title')).not.toBeEmpty();

    await station.restart(async () => {
      // While it is down the widget says so, and forgets the title it can no longer vouch for.
      await expect(frame.getByTestId('embed-status')).toHaveText('Reconectando con la emisora…', { timeout: 20_000 });
      await expect(frame.getByTestId('embed-title')).toBeEmpty();
    });

    // Nobody touches the page: the audio and the title come back.
    await expect(frame.getByTestId('embed-status')).toBeEmpty({ timeout: 60_000 });
    await expectPlaying(frame);
    await expect(frame.getByTestId('embed-badge')).toHaveText('EN ANTENA');
    await expect
      .poll(async () => (await frame.getByTestId('embed-title').textContent()) ?? '', { timeout: 30_000 })
      .toBe(await nowPlayingTitle(page.request, station.url));
    await page.close();
  } finally {
    await station.stop();
  }
});

test('"Reproductor para tu web" previews the chosen widget and copies its snippet', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await page.goto('/admin');
  await page.getByLabel('Usuario').fill('admin');
  await page.getByLabel('Contraseña').fill(adminPassword());
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.getByRole('link', { name: 'Reproductor para tu web' }).click();
  await expect(page.getByRole('heading', { name: 'Reproductor para tu web' })).toBeVisible();

  await page.getByLabel('Claro').check();
  await page.getByLabel('Mostrar los próximos programas').check();
  await page.getByLabel('Botón «Pide una canción»').check();
  await page.getByLabel('Idioma').selectOption('fr');
  const preview = page.frameLocator('iframe[title="Vista previa del reproductor"]');
  await expect(preview.locator('#embed')).toHaveAttribute('data-theme', 'light');
  await expect(preview.getByRole('link', { name: 'Demandez une chanson' })).toBeVisible();
  await expect(preview.getByTestId('embed-programmes')).toBeVisible();

  await page.getByRole('button', { name: 'Copiar código' }).click();
  await expect(page.getByTestId('toast-viewport').getByText('Código copiado')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await page.getByLabel('Código para insertar').inputValue());
  expect(copied).toContain(
    `src="${baseURL}/embed/player?size=medium&#38;theme=light&#38;np=1&#38;schedule=1&#38;request=1&#38;lang=fr"`,
  );

  // The snippet as copied works on another site.
  const hall = await context.newPage();
  await hall.goto(hallPage('pasted', copied));
  await expect(
    hall.frameLocator('iframe').getByRole('button', { name: 'Écouter Ràdio Portbou en direct' }),
  ).toBeVisible();
  await hall.close();
});

test('the old embeddable player (/api/streaming/player) shows what is on air, whichever address it was framed by', async ({
  browser,
  baseURL,
}) => {
  // Reached by another name than the station's own address (as a site embedding it by its domain would).
  const other = baseURL!.replace('127.0.0.1', 'localhost');
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${other}${apiUrl('streaming.player')}`);
    await expect(page.locator('#now')).not.toBeEmpty({ timeout: 20_000 });
    expect(await page.locator('audio').getAttribute('src')).toBe('/stream');
  } finally {
    await context.close();
  }
});
