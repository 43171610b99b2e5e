/// <reference lib="dom" />
// Code inside evaluateAll runs in the browser, so this spec sees DOM types.
import type { Page, Request } from '@playwright/test';
import { api, logInAsAdmin } from './api';
import { apiUrl } from '../testing/station/api-client';
import { expect, test } from './fixtures';
import { removeTracksByArtists, stationDb } from './public-content-db';

const ARTIST = 'E2E Selectores';
const ROWS = 450;
const title = (i: number) => `Selector ${String(i).padStart(4, '0')}`;

/** A library bigger than one page of every list (rows only: nothing here is played). */
test.beforeAll(() => {
  const db = stationDb();
  try {
    if (db.prepare('SELECT 1 FROM tracks WHERE artist = ?').get(ARTIST)) return;
    const insert = db.prepare(
      "INSERT INTO tracks (title, artist, album, duration, file_name, created_at) VALUES (?, ?, 'Selectores', 95, ?, '2001-01-01T00:00:00.000Z')",
    );
    db.transaction(() => {
      for (let i = 1; i <= ROWS; i++) insert.run(title(i), ARTIST, `e2e-selector-${i}-${Math.random()}.mp3`);
    })();
  } finally {
    db.close();
  }
});
test.afterAll(() => removeTracksByArtists([ARTIST]));

function seededIds(...titles: string[]): number[] {
  const db = stationDb();
  try {
    const get = db.prepare<[string, string], { id: number }>('SELECT id FROM tracks WHERE title = ? AND artist = ?');
    return titles.map((t) => {
      const row = get.get(t, ARTIST);
      if (!row) throw new Error(`seeded row «${t}» missing`);
      return row.id;
    });
  } finally {
    db.close();
  }
}

/** Every GET /api/tracks the page sends, split into the whole library (no paging key, no ids) and the rest. */
function watchTrackRequests(page: Page) {
  const seen: URL[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname === apiUrl('tracks.list')) seen.push(url);
  });
  const keyed = (url: URL, keys: readonly string[]) => keys.some((key) => url.searchParams.has(key));
  return {
    whole: () => seen.filter((url) => !keyed(url, ['q', 'sort', 'order', 'offset', 'limit', 'ids'])).map(String),
    searches: () => seen.filter((url) => url.searchParams.has('q')).map((url) => url.searchParams.get('q')),
    byIds: () => seen.filter((url) => url.searchParams.has('ids')).map((url) => url.searchParams.get('ids')),
    pages: () =>
      seen.filter((url) => url.searchParams.has('offset')).map((url) => Number(url.searchParams.get('offset'))),
  };
}

const logIn = (page: Page) => logInAsAdmin(page.request);

test('every picker searches the server and songs shown by id come by id: no page reads the whole library', async ({
  page,
}) => {
  await logIn(page);
  const requests = watchTrackRequests(page);
  const stamp = Date.now();
  const [first, second] = seededIds(title(7), title(8)) as [number, number];
  const created = await api(page.request).send('playlists.create', {
    body: { name: `Lista selectores ${stamp}`, kind: 'music', shuffle: false, trackIds: [first, second] },
  });
  expect(created.status).toBe(201);
  const playlist = created.data!;
  const programme = `Programa selectores ${stamp}`;
  try {
    // Playlists: the list's songs by id, the picker by search (a song of the 5th page of titles).
    await page.goto('/admin/upload/music');
    await page.getByRole('tab', { name: 'Listas' }).click();
    await page
      .getByRole('list', { name: 'Listas de reproducción' })
      .getByRole('button', { name: playlist.name })
      .click();
    const editor = page.getByRole('region', { name: playlist.name });
    const songs = editor.getByRole('list', { name: 'Canciones de la lista' });
    await expect(songs.getByRole('listitem')).toHaveText([new RegExp(title(7)), new RegExp(title(8))]);
    await editor.getByLabel('Buscar canciones en la biblioteca').fill('selector 0421');
    await editor
      .getByRole('list', { name: 'Resultados de la biblioteca' })
      .getByRole('button', { name: `Añadir ${title(421)}` })
      .click();
    await expect(songs.getByRole('listitem')).toHaveText([/Selector 0007/, /Selector 0008/, /Selector 0421/]);
    expect(requests.byIds()).toContainEqual(expect.stringContaining(`${first},${second}`));

    // Schedule: a recorded programme picked by search, shown by name in its row after a reload (fetched by id).
    await page.goto('/admin/dashboard?section=programacion');
    await page.getByRole('button', { name: 'Añadir programa' }).click();
    const form = page.locator('form');
    await form.getByLabel('Fecha').fill('2031-04-09');
    await form.getByLabel('Inicio').fill('21:00');
    await form.getByLabel('Fin', { exact: true }).fill('22:00');
    await form.getByLabel('Título').fill(programme);
    await form.getByLabel('Programa grabado').fill('selector 0333');
    await form.getByRole('button', { name: `Elegir ${title(333)}` }).click();
    await expect(form.getByText(`Elegido: ${title(333)} — ${ARTIST}`)).toBeVisible();
    await form.getByRole('button', { name: 'Añadir' }).click();
    await expect(page.getByText('Programa añadido', { exact: true })).toBeVisible();
    await page.reload();
    const row = page.getByRole('listitem').filter({ hasText: programme });
    await expect(row).toContainText(`Grabación: «${title(333)}»`);
    const [show] = seededIds(title(333));
    expect(requests.byIds()).toContain(String(show));

    // Campaigns: the spot picker.
    await page.goto('/admin/advertising');
    await page.getByRole('button', { name: 'Nueva campaña' }).click();
    const booking = page.getByRole('region', { name: 'Nueva campaña' });
    await booking.getByLabel('Buscar cuña en la biblioteca').fill('selector 0444');
    await booking.getByRole('button', { name: `Elegir ${title(444)}`, exact: true }).click();
    await expect(booking.getByText(`Elegida: ${title(444)} — ${ARTIST} (1:35)`)).toBeVisible();

    // Studio: insert-next and the cart dialog (nothing is put on air or saved).
    await page.goto('/studio');
    const panel = page.getByRole('region', { name: 'Próxima hora' });
    await panel.getByLabel('Poner a continuación: buscar en la biblioteca').fill('selector 0399');
    await expect(panel.getByRole('button', { name: `Poner a continuación ${title(399)}` })).toBeVisible();
    const emptyButton = page.getByRole('button', { name: 'F12: botón vacío, asignar una pista' });
    if ((await emptyButton.count()) > 0) await emptyButton.click();
    else await page.getByRole('button', { name: 'Cambiar el botón F12' }).click();
    const dialog = page.getByRole('dialog', { name: 'Botón F12' });
    await dialog.getByPlaceholder('Buscar por título o artista').fill('selector 0398');
    await dialog.getByRole('button', { name: `Elegir ${title(398)}` }).click();
    await expect(dialog.getByText(`: ${title(398)}`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();

    // Every search above went to the server.
    expect(requests.searches()).toEqual(
      expect.arrayContaining(['selector 0421', 'selector 0333', 'selector 0444', 'selector 0399', 'selector 0398']),
    );
  } finally {
    const admin = api(page.request);
    await admin.send('playlists.delete', { params: { id: playlist.id } });
    const days = await admin.call('station.schedule');
    for (const p of days.flatMap((day) => day.programs).filter((p) => p.title === programme))
      await admin.send('schedule.delete', { params: { id: p.id } });
  }
  expect(requests.whole()).toEqual([]);
});

test('/streaming pages its track table as the listener scrolls, with only the rows on screen', async ({ page }) => {
  const requests = watchTrackRequests(page);
  await page.goto('/streaming');
  const table = page.getByRole('table');
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  expect(Number(await table.getAttribute('aria-rowcount'))).toBeGreaterThan(ROWS);
  const domRows = () => table.locator('tbody tr:not([aria-hidden])').count();
  expect(await domRows()).toBeLessThan(80);

  // Scroll until a row of the fifth page exists: pages arrive as the listener scrolls, the DOM stays small.
  const lastRowIndex = async () =>
    Math.max(
      0,
      ...(await table.getByRole('row').evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('aria-rowindex'))))),
    );
  await expect(async () => {
    await page.mouse.wheel(0, 3000);
    await expect.poll(lastRowIndex, { timeout: 100 }).toBeGreaterThan(420);
  }).toPass({ timeout: 30_000, intervals: [0] });
  expect(await domRows()).toBeLessThan(80);
  expect(requests.pages()).toEqual(expect.arrayContaining([0, 100, 200, 300, 400]));
  expect(requests.whole()).toEqual([]);
});
