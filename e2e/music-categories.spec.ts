import type { Page } from '@playwright/test';
import { api, logInAsAdmin, onePage } from './api';
import { expect, test } from './fixtures';

const logIn = (page: Page) => logInAsAdmin(page.request);

test('a music director creates a category, puts a searched song in it and filters the list by it', async ({ page }) => {
  await logIn(page);
  const name = `Novedades ${Date.now()}`;
  const page1 = onePage(
    await api(page.request).call('tracks.list', { query: { kind: 'music', sort: 'title', limit: 2 } }),
  );
  const [song, other] = page1.items;
  expect(song && other).toBeTruthy();

  await page.goto('/admin/upload/music');
  await page.getByRole('tab', { name: 'Categorías' }).click();
  await page.getByLabel('Nombre de la categoría').fill(name);
  await page.getByRole('button', { name: 'Crear categoría' }).click();
  await expect(page.getByText('Categoría creada', { exact: true })).toBeVisible();
  const categories = page.getByRole('list', { name: 'Categorías' });
  await expect(categories.getByText(name)).toBeVisible();
  await expect(categories.getByRole('listitem').filter({ hasText: name })).toContainText('0 canciones');

  await page.getByRole('tab', { name: 'Mis Canciones' }).click();
  await page.getByLabel('Buscar canciones').fill(song!.title);
  const list = page.getByRole('table', { name: 'Mis canciones' });
  await expect(list.getByText(song!.title, { exact: true })).toBeVisible();
  await list.getByLabel(`Seleccionar ${song!.title}`).check();
  await page.getByLabel('Categoría para la selección').selectOption({ label: name });
  await page.getByRole('button', { name: 'Añadir a la categoría' }).click();
  const row = list.getByRole('row').filter({ hasText: song!.title });
  // The demo seeds its own categories too: the new one is among the song's.
  await expect(row.getByRole('list', { name: 'Categorías de la canción' })).toContainText(name);

  // The category filter narrows the whole library to its songs.
  await page.getByLabel('Buscar canciones').fill('');
  await page.getByRole('combobox', { name: 'Categoría', exact: true }).selectOption({ label: name });
  await expect(list.getByRole('row')).toHaveCount(1);
  await expect(list.getByText(song!.title, { exact: true })).toBeVisible();
  await expect(list.getByText(other!.title, { exact: true })).toHaveCount(0);
});
