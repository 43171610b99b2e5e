import { api, libraryTracks, logInAsAdmin } from './api';
import { expect, test } from './fixtures';

test.use({ viewport: { width: 1280, height: 800 } });

/**
 * A music director narrows the library by artist and year, selects every song the filters match and puts them in a
 * category in one step: exactly those songs enter it.
 */
test('on the desktop, filter by year and artist, select all, set a category', async ({ page }) => {
  await logInAsAdmin(page.request);
  const admin = api(page.request);
  const stamp = Date.now();
  const artist = `Marea ${stamp}`;
  const name = `Noventas ${stamp}`;
  const [a, b, c] = (await libraryTracks(page.request)).filter((t) => t.kind === 'music').slice(0, 3);
  expect(a && b && c).toBeTruthy();
  const before = [a!, b!, c!].map((t) => ({ id: t.id, artist: t.artist, year: t.year ?? null }));
  const category = await admin.call('categories.create', { body: { name } });
  try {
    // Two songs of the nineties by the artist, one of 2005 by the same artist: the filters keep the first two.
    await admin.call('tracks.update', { params: { id: a!.id }, body: { artist, year: 1994 } });
    await admin.call('tracks.update', { params: { id: b!.id }, body: { artist: `${artist} feat. Brisa`, year: 1998 } });
    await admin.call('tracks.update', { params: { id: c!.id }, body: { artist, year: 2005 } });

    await page.goto('/admin/upload/music');
    await page.getByRole('tab', { name: 'Mis Canciones' }).click();
    const filters = page.getByRole('group', { name: 'Filtros de la biblioteca' });
    await filters.getByLabel('Artista').fill(artist);
    await filters.getByLabel('Año desde').fill('1990');
    await filters.getByLabel('Año hasta').fill('1999');
    const list = page.getByRole('table', { name: 'Mis canciones' });
    await expect(list.getByRole('row')).toHaveCount(2);
    await expect(list.getByText(c!.title, { exact: true })).toHaveCount(0);
    await page.getByLabel('Seleccionar las 2 cargadas').check();
    await page.getByLabel('Categoría para la selección').selectOption({ label: name });
    await page.getByRole('button', { name: 'Añadir a la categoría' }).click();
    await expect(page.getByText('Categorías actualizadas', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('2 canciones cambiadas.').first()).toBeVisible();

    const songs = await admin.call('tracks.list', { query: { ids: [a!.id, b!.id, c!.id].join(',') } });
    const inIt = (songs as Array<{ id: number; categoryIds?: number[] }>)
      .filter((t) => t.categoryIds?.includes(category.id))
      .map((t) => t.id);
    expect(inIt.sort()).toEqual([a!.id, b!.id].sort());
  } finally {
    for (const { id, ...was } of before) await admin.call('tracks.update', { params: { id }, body: was });
  }
});
