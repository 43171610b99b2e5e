import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { resolveFfmpegPath } from '../desktop/station/ffmpeg/path';
import { api, logInAsAdmin, wholeList } from './api';
import { expect, test } from './fixtures';

type Track = { id: number; title: string; artist: string; audioFileUrl: string; kind?: string };

const stamp = Date.now();
const advertiser = `Ferretería Costa E2E ${stamp}`;
const title = `Oferta de pintura ${stamp}`;
let mp3: string;

test.use({ viewport: { width: 390, height: 844 } });

test.beforeAll(() => {
  // A real 10-second spot: the newest upload of the station, which the bar primed before track kinds.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-kinds-e2e-'));
  mp3 = path.join(dir, 'cuna.mp3');
  execFileSync(resolveFfmpegPath(), [
    ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'sine=frequency=523:duration=10'],
    ...['-c:a', 'libmp3lame', '-b:a', '128k', mp3],
  ]);
});

const logIn = (page: Page) => logInAsAdmin(page.request);
const spotsTitled = async (page: Page) =>
  wholeList(await api(page.request).call('tracks.list', { query: { kind: 'spot' } })).filter((t) => t.title === title);

// The spot leaves with the spec, whatever happened: other specs prime and play the newest songs.
test.afterAll(async ({ browser }) => {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const page = await context.newPage();
  await logIn(page);
  for (const spot of await spotsTitled(page))
    expect((await api(page.request).send('tracks.delete', { params: { id: spot.id } })).status).toBe(204);
  await context.close();
});

test('an ad uploaded as a spot on a phone is not a song: not in /music, not an artist, not primed by the bar', async ({
  page,
}) => {
  await logIn(page);
  await page.goto('/admin/upload/music');
  await page.getByLabel('Archivo de audio *').setInputFiles(mp3);
  await page.getByLabel('Título *').fill(title);
  await page.getByLabel('Artista').fill(advertiser);
  await expect(page.getByLabel('Tipo')).toHaveValue('music');
  await page.getByLabel('Tipo').selectOption({ label: 'Cuña' });
  await page.getByRole('button', { name: 'Subir Canción' }).click();
  await expect(page.getByText('Cuña subida', { exact: true })).toBeVisible();
  // The admin's list shows it as a spot, and its "Cuñas" filter finds it.
  await page.getByRole('tab', { name: 'Mis Canciones' }).click();
  await page.getByLabel('Tipo').selectOption({ label: 'Cuñas' });
  await page.getByLabel('Buscar canciones').fill(title);
  const row = page.getByRole('table', { name: 'Mis canciones' }).getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Cuña');
  // Counted as what it is, not as a song.
  await expect(page.getByText('1 cuña', { exact: true })).toBeVisible();
  const [spot] = await spotsTitled(page);
  expect(spot!.kind).toBe('spot');
  // The dashboard's "Canciones" counts songs only; the spot is named in its activity and counted beside them.
  const { counts } = await api(page.request).call('admin.overview');
  await page.goto('/admin/dashboard');
  const songs = page.getByRole('region', { name: 'Canciones' });
  await expect(songs).toContainText(String(counts.songs));
  await expect(songs).toContainText(`${counts.otherTracks?.spot} cuña`);
  await expect(page.getByText(`Cuña «${title}» de ${advertiser} subida`)).toBeVisible();

  // From here on, a listener.
  expect((await api(page.request).send('auth.logout')).ok).toBe(true);

  await page.goto('/music');
  await page.getByRole('searchbox', { name: 'Buscar canciones' }).fill(stamp.toString());
  await expect(page.getByText('No se encontraron canciones que coincidan con tu búsqueda.')).toBeVisible();
  await expect(page.getByTestId('track-row').filter({ hasText: title })).toHaveCount(0);

  await page.goto('/artists');
  const search = page.getByLabel(/Buscar artista/);
  await search.fill(advertiser);
  await search.press('Enter');
  const results = page.getByRole('region', { name: `Resultados para «${advertiser}»` });
  await expect(results.getByText('No hay artistas en la biblioteca que coincidan con tu búsqueda.')).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(advertiser) })).toHaveCount(0);

  // The bar's queue (what ▶ primes and next/previous walk) holds songs only, the spot nowhere in it.
  const queue = page.waitForResponse((res) => /\/api\/tracks\?limit=/.test(res.url()));
  await page.goto('/');
  const { items } = (await (await queue).json()) as { items: Track[] };
  expect(items.length).toBeGreaterThan(0);
  expect(items.map((t) => t.id)).not.toContain(spot!.id);
  const bar = page.getByTestId('player-mobile');
  await expect(bar).toBeVisible();
  await expect(bar.getByTestId('player-title')).not.toHaveText('');
  await expect(bar.getByTestId('player-title')).not.toHaveText(title);
  // With the station on air the bar's ▶ offers the radio; "Siguiente" plays the primed songs.
  await bar.getByRole('button', { name: 'Siguiente' }).click();
  await expect(bar.getByRole('button', { name: 'Pausar' })).toBeVisible();
  await expect(bar.getByTestId('player-title')).not.toHaveText(title);
  const playing = `(() => [...document.querySelectorAll('audio[data-player]')].map((a) => a.getAttribute('src')))()`;
  expect(await page.evaluate(playing)).not.toContain(spot!.audioFileUrl);
});
