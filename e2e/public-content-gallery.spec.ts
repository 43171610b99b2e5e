import { api } from './api';
import { expect, test } from './fixtures';
import { addGalleryImage } from './public-content-db';

test.beforeAll(() => {
  // Files that do not exist on purpose: the grid and the dialog must fall back to their placeholders.
  addGalleryImage('art', 'Marina E2E al alba', 'Óleo sobre lienzo con barcas');
  addGalleryImage('art', 'Retrato E2E', null);
  addGalleryImage('shipyard', 'Yate E2E de 12 metros', 'Botado en 1965');
});

test('gallery: search filters art works, the dialog shows the detail, fallbacks and empty message', async ({
  page,
}) => {
  await page.goto('/gallery');
  await expect(page.getByRole('heading', { level: 1, name: 'Galería de Arte' })).toBeVisible();
  const grid = page.getByRole('list', { name: 'Obras de arte' });
  await expect(grid.getByRole('button', { name: /Marina E2E al alba/ })).toBeVisible();
  // Only type art: the shipyard project never appears in the gallery.
  await expect(grid.getByText('Yate E2E de 12 metros')).toHaveCount(0);

  const search = page.getByLabel('Buscar obras');
  await search.fill('ÓLEO SOBRE');
  await expect(grid.getByRole('button')).toHaveCount(1);
  await expect(grid.getByRole('button', { name: /Marina E2E al alba/ })).toBeVisible();

  await grid.getByRole('button', { name: /Marina E2E al alba/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Marina E2E al alba' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Óleo sobre lienzo con barcas')).toBeVisible();
  await expect(dialog.getByRole('img', { name: 'Marina E2E al alba' })).toHaveAttribute('data-fallback', 'true');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await search.fill('no existe ninguna obra así');
  await expect(page.getByText('No se encontraron obras de arte que coincidan con tu búsqueda.')).toBeVisible();
  await search.fill('');
  await expect(grid.getByRole('button', { name: /Retrato E2E/ })).toBeVisible();
});

test('gallery: the external galleries menu lists five links opening in new tabs', async ({ page }) => {
  await page.goto('/gallery');
  await page.getByRole('button', { name: 'Galerías externas' }).click();
  const items = page.getByRole('menuitem');
  await expect(items).toHaveCount(5);
  for (const item of await items.all()) await expect(item).toHaveAttribute('target', '_blank');
});

test('shipyard: history, grid of naval projects only, detail dialog and empty message', async ({ page }) => {
  await page.goto('/shipyard');
  await expect(page.getByRole('heading', { level: 1, name: 'Astilleros Saetia' })).toBeVisible();
  const history = page.getByRole('region', { name: 'Historia del astillero' });
  await expect(history.getByText(/Entre 1960 y 1970/)).toBeVisible();
  await expect(history.getByText(/empresa familiar/)).toBeVisible();
  await expect(history.getByText(/yate de 12 metros/)).toBeVisible();
  await expect(history.getByText(/varaderos en Barcelona/)).toBeVisible();
  await expect(history.getByRole('img')).toBeVisible();
  const grid = page.getByRole('list', { name: 'Proyectos navales' });
  await expect(grid.getByRole('button', { name: /Yate E2E de 12 metros/ })).toBeVisible();
  await expect(grid.getByText('Marina E2E al alba')).toHaveCount(0);

  await grid.getByRole('button', { name: /Yate E2E de 12 metros/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Yate E2E de 12 metros' });
  await expect(dialog.getByText('Botado en 1965')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(dialog).toBeHidden();

  await page.getByLabel('Buscar proyectos').fill('zzz');
  await expect(page.getByText('No se encontraron proyectos navales que coincidan con tu búsqueda.')).toBeVisible();
});

test('history: the town, railway, civil war, memorial and present day', async ({ page }) => {
  await page.goto('/history');
  await expect(page.getByRole('heading', { level: 1, name: 'Historia de Portbou' })).toBeVisible();
  for (const name of [
    'El pueblo',
    'El ferrocarril',
    'La guerra civil',
    'El memorial de Walter Benjamin',
    'Portbou hoy',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  }
  await expect(page.getByRole('img')).not.toHaveCount(0);
});

test('team: eight cards from the server, volunteer badges on non-employees, and the warning', async ({
  page,
  request,
}) => {
  const members = await api(request).call('station.team');
  expect(members).toHaveLength(8);
  await page.goto('/team');
  await expect(page.getByRole('heading', { level: 1, name: 'Nuestro Equipo' })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Miembros del equipo' }).getByRole('article');
  await expect(cards).toHaveCount(8);
  for (const member of members) {
    const card = page.getByRole('article', { name: member.name });
    // A neutral word: the team data has no gender, and the volunteers are women and men.
    await expect(card.getByText('Persona voluntaria', { exact: true })).toHaveCount(member.isEmployee ? 0 : 1);
  }
  await expect(page.getByRole('note')).toContainText('excepto los empleados del grupo empresarial');
});
