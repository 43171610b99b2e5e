/// <reference lib="dom" />
// Code inside page.evaluate runs in the browser, so this spec sees DOM types.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { wavTone } from '../testing/station/wav-tone';
import { BULK_CHUNK } from '../shared/schemas/library/imports';
import { api, logInAsAdmin, onePage } from './api';
import { apiUrl } from '../testing/station/api-client';
import { expect, test } from './fixtures';
import { removeTracksByArtists, stationDb } from './public-content-db';

const ARCHIVE_ARTIST = 'E2E Archivo Grande';
const ROWS = 450;

/** A big archive as rows only (the list never plays them): enough for several pages of 100. */
test.beforeAll(() => {
  const db = stationDb();
  try {
    if (db.prepare('SELECT 1 FROM tracks WHERE artist = ?').get(ARCHIVE_ARTIST)) return;
    const insert = db.prepare(
      "INSERT INTO tracks (title, artist, album, duration, file_name, created_at) VALUES (?, ?, 'Fondo', 180, ?, '2001-01-01T00:00:00.000Z')",
    );
    db.transaction(() => {
      for (let i = 1; i <= ROWS; i++)
        insert.run(`Archivo ${String(i).padStart(4, '0')}`, ARCHIVE_ARTIST, `e2e-archivo-${i}-${Math.random()}.mp3`);
      insert.run('Canción Única del Archivo', ARCHIVE_ARTIST, `e2e-archivo-unica-${Math.random()}.mp3`);
    })();
  } finally {
    db.close();
  }
});
test.afterAll(() => removeTracksByArtists([ARCHIVE_ARTIST]));

const domRows = (page: Page) => page.getByTestId('track-row').count();

test('/music renders only the rows on screen, loads pages while scrolling and keeps the arrow keys', async ({
  page,
}) => {
  await page.goto('/music');
  const table = page.getByRole('table', { name: 'Todas las canciones' });
  await expect(table).toBeVisible();
  expect(Number(await table.getAttribute('aria-rowcount'))).toBeGreaterThan(ROWS);
  expect(await domRows(page)).toBeLessThan(60);

  // Scroll until a row of the fourth page exists: pages arrive as the listener scrolls. Each step waits up to a second
  // for the row before scrolling on (100 ms was too short with a second npm test running: the list scrolled past it).
  const deep = page.getByTestId('track-row').filter({ hasText: 'Archivo 0350' });
  await expect(async () => {
    await page.mouse.wheel(0, 2500);
    await expect(deep).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: 20_000, intervals: [0] });
  expect(await domRows(page)).toBeLessThan(60);
  const index = Number(await deep.getAttribute('aria-rowindex'));
  expect(index).toBeGreaterThan(300);

  // Keyboard: ↓ moves from a row's play button to the next row's.
  await deep.getByRole('button', { name: /: Archivo 0350$/ }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.locator(':focus')).toHaveAttribute('aria-label', /: Archivo 0351$/);
  await page.keyboard.press('ArrowUp');
  await expect(page.locator(':focus')).toHaveAttribute('aria-label', /: Archivo 0350$/);

  // Search goes to the server: accents and case ignored, stale keystrokes never win.
  const search = page.getByLabel('Buscar canciones');
  await page.evaluate(() => window.scrollTo(0, 0));
  await search.pressSequentially('cancion unica', { delay: 20 });
  await expect(page.getByTestId('track-row')).toHaveCount(1);
  await expect(page.getByTestId('track-row')).toContainText('Canción Única del Archivo');
  await search.fill('archivo 0123');
  await expect(page.getByTestId('track-row')).toHaveCount(1);
  await expect(page.getByTestId('track-row')).toContainText('Archivo 0123');

  // The row preview still opens.
  await page.getByRole('button', { name: 'Vista previa de Archivo 0123' }).click();
  await expect(page.getByTestId('track-row').getByText('Fondo')).toBeVisible();
});

test('admin: import a folder with live progress, then bulk edit and bulk delete what came in', async ({ page }) => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-e2e-import-'));
  try {
    const stamp = Date.now();
    for (let i = 0; i < 6; i++)
      fs.writeFileSync(path.join(folder, `importe2e ${stamp} ${i}.wav`), wavTone(900 + (stamp % 500) + i));
    fs.writeFileSync(path.join(folder, 'roto.mp3'), 'esto no es audio');
    await logInAsAdmin(page.request);

    await page.goto('/admin/upload/music');
    await page.getByRole('tab', { name: 'Importar carpeta' }).click();
    // A browser on the network has no folder dialog: the path is typed.
    await expect(page.getByRole('button', { name: 'Elegir carpeta…' })).toHaveCount(0);
    await page.getByLabel('Carpeta del ordenador del estudio').fill('relativa/no');
    await page.getByRole('button', { name: 'Importar carpeta' }).click();
    await expect(page.getByText(/La ruta debe ser absoluta/)).toBeVisible();

    await page.getByLabel('Carpeta del ordenador del estudio').fill(folder);
    await page.getByRole('button', { name: 'Importar carpeta' }).click();
    const job = page.getByRole('list', { name: 'Importaciones' }).getByRole('listitem').first();
    await expect(job).toContainText(folder);
    await expect(job.getByTestId('import-counts')).toHaveText(
      '6 añadidas · 0 ya estaban · 1 con problemas · 0 pendientes',
      { timeout: 60_000 },
    );
    await expect(job).toContainText('Terminada');
    await job.getByText(/Archivos con problemas/).click();
    await expect(job).toContainText('roto.mp3');
    await expect(job).toContainText('no es un audio');

    // Bulk edit the six new songs, then delete them with one confirmation.
    await page.getByRole('tab', { name: 'Mis Canciones' }).click();
    await page.getByLabel('Buscar canciones').fill(`importe2e ${stamp}`);
    const table = page.getByRole('table', { name: 'Mis canciones' });
    await expect(table.getByRole('row')).toHaveCount(6);
    await page.getByLabel('Seleccionar las 6 cargadas').check();
    await page.getByRole('button', { name: 'Editar selección' }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar 6 pistas' });
    await dialog.getByLabel('Artista').fill('Banda Importada E2E');
    await dialog.getByLabel('Género', { exact: true }).fill('Habaneras');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Canciones actualizadas', { exact: true })).toBeVisible();
    await expect(table.getByText('Banda Importada E2E · - · Habaneras')).toHaveCount(6);

    await page.getByLabel('Seleccionar las 6 cargadas').check();
    await page.getByRole('button', { name: 'Eliminar selección' }).click();
    const confirm = page.getByRole('alertdialog', { name: '¿Eliminar 6 pistas?' });
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await expect(page.getByText('Canciones eliminadas', { exact: true })).toBeVisible();
    await expect(page.getByText('No se encontraron canciones que coincidan con tu búsqueda.')).toBeVisible();
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
});

test('admin: select every song a search matches beyond the loaded rows, then delete them in checked chunks', async ({
  page,
}) => {
  // More songs than one bulk request carries (BULK_CHUNK, 250), so the delete goes in checked chunks.
  const artist = 'E2E Selección Total';
  const count = 1_100;
  // Counts are grouped in the admin as everywhere else (shared/text/format-number.ts).
  const shown = '1.100';
  const db = stationDb();
  try {
    const insert = db.prepare(
      "INSERT INTO tracks (title, artist, album, duration, file_name, created_at) VALUES (?, ?, NULL, 60, ?, '2000-01-01T00:00:00.000Z')",
    );
    db.transaction(() => {
      // Names as the media store makes them (hex), so the delete goes through its real file removal.
      for (let i = 1; i <= count; i++) insert.run(`Pieza ${i}`, artist, `${randomBytes(16).toString('hex')}.mp3`);
    })();
  } finally {
    db.close();
  }
  try {
    await logInAsAdmin(page.request);
    const bulkBodies: Array<{ ids: number[]; dryRun?: boolean }> = [];
    page.on('request', (request) => {
      if (request.url().endsWith(apiUrl('tracks.bulkDelete'))) bulkBodies.push(request.postDataJSON());
    });

    await page.goto('/admin/upload/music');
    await page.getByRole('tab', { name: 'Mis Canciones' }).click();
    await page.getByLabel('Buscar canciones').fill('seleccion total');
    await expect(page.getByText(`${shown} pistas`, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: `Seleccionar las ${shown} que coinciden` }).click();
    await expect(page.getByText(`${shown} pistas · ${shown} seleccionadas`)).toBeVisible();

    await page.getByRole('button', { name: 'Eliminar selección' }).click();
    await page
      .getByRole('alertdialog', { name: `¿Eliminar ${shown} pistas?` })
      .getByRole('button', { name: 'Eliminar' })
      .click();
    await expect(page.getByText(`${shown} canciones eliminadas.`).first()).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText('No se encontraron canciones que coincidan con tu búsqueda.')).toBeVisible();

    // Checked whole first (dry runs), then deleted in requests of at most BULK_CHUNK.
    const sizes = [BULK_CHUNK, BULK_CHUNK, BULK_CHUNK, BULK_CHUNK, count - 4 * BULK_CHUNK];
    expect(bulkBodies.map((b) => [b.dryRun === true, b.ids.length])).toEqual([
      ...sizes.map((n) => [true, n]),
      ...sizes.map((n) => [false, n]),
    ]);
    const left = stationDb();
    try {
      expect(left.prepare('SELECT COUNT(*) AS n FROM tracks WHERE artist = ?').get(artist)).toEqual({ n: 0 });
    } finally {
      left.close();
    }
  } finally {
    removeTracksByArtists([artist]);
  }
});

test("admin in the desktop window: the system's folder dialog fills the import folder", async ({ page }) => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-e2e-pick-'));
  const stamp = Date.now();
  try {
    fs.writeFileSync(path.join(folder, `elegida ${stamp}.wav`), wavTone(1234 + (stamp % 300)));
    // The desktop window's bridge (preload), played by the test: the page only talks to window.emisora.
    await page.addInitScript((dir) => {
      (window as unknown as { emisora: unknown }).emisora = { chooseImportFolder: async () => dir };
    }, folder);
    await logInAsAdmin(page.request);
    await page.goto('/admin/upload/music');
    await page.getByRole('tab', { name: 'Importar carpeta' }).click();
    await page.getByRole('button', { name: 'Elegir carpeta…' }).click();
    await expect(page.getByLabel('Carpeta del ordenador del estudio')).toHaveValue(folder);
    await page.getByRole('button', { name: 'Importar carpeta' }).click();
    const job = page.getByRole('list', { name: 'Importaciones' }).getByRole('listitem').first();
    await expect(job).toContainText(folder);
    await expect(job.getByTestId('import-counts')).toHaveText(
      '1 añadida · 0 ya estaban · 0 con problemas · 0 pendientes',
      { timeout: 60_000 },
    );
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
    // The imported song would be the library's newest: later specs play the newest song and expect the demo's.
    const admin = api(page.request);
    const found = onePage(await admin.call('tracks.list', { query: { q: String(stamp), limit: 10 } }));
    const ids = found.items.map((t) => t.id);
    if (ids.length > 0) expect((await admin.send('tracks.bulkDelete', { body: { ids } })).ok).toBe(true);
  }
});

test("/music arrives with its page's code and first songs preloaded, and the page uses that preload", async ({
  page,
}) => {
  const firstPage = apiUrl('tracks.list', { query: { offset: 0, limit: 100, sort: 'title', kind: 'music' } });
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === apiUrl('tracks.list')) asked.push(url.pathname + url.search);
  });
  const response = await page.goto('/music');
  const link = response?.headers().link ?? '';
  expect(link).toMatch(/<\/assets\/MusicPage-[\w-]+\.js>; rel=modulepreload/);
  expect(link).toContain(`<${firstPage}>; rel=preload; as=fetch; crossorigin=use-credentials`);
  await expect(page.getByRole('table', { name: 'Todas las canciones' })).toBeVisible();
  // One request for the first page: the list's own fetch was answered by the preload, not sent again.
  expect(asked.filter((url) => url === firstPage)).toHaveLength(1);
  const fromPreload = await page.evaluate(
    (url) =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => entry.name.endsWith(url))
        .map((entry) => entry.initiatorType),
    firstPage,
  );
  expect(fromPreload).toEqual(['link']);
});
