import { api, logInAsAdmin } from './api';
import { expect, test } from './fixtures';

test('streaming sources: validated add, deactivate, edit and delete with confirmation', async ({ page }) => {
  await logInAsAdmin(page.request);
  const name = `Relé E2E ${Date.now()}`;
  await page.goto('/admin/upload/streaming');
  await page.getByLabel('Nombre *').fill(name);
  await page.getByLabel('URL *').fill('ftp://relay.example.org/stream');
  await page.getByRole('button', { name: 'Agregar Fuente' }).click();
  await expect(
    page.getByText('Introduce una URL http(s) válida o una ruta de esta emisora como /stream.'),
  ).toBeVisible();

  await page.getByLabel('URL *').fill('https://relay.example.org/stream');
  await page.getByRole('button', { name: 'Agregar Fuente' }).click();
  await expect(page.getByText('Fuente añadida', { exact: true })).toBeVisible();
  const row = page.getByRole('list', { name: 'Fuentes de streaming' }).getByRole('listitem').filter({ hasText: name });
  await expect(row).toContainText('Activo');

  await row.getByRole('switch', { name: `${name} activa` }).click();
  await expect(row).toContainText('Inactivo');
  const sources = await api(page.request).call('streaming.sources');
  expect(sources.find((s) => s.name === name)?.isActive).toBe(false);

  await row.getByRole('button', { name: `Editar ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar fuente' });
  await dialog.getByLabel('URL *').fill('/stream');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('/stream');

  await row.getByRole('button', { name: `Eliminar ${name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('Fuente eliminada', { exact: true })).toBeVisible();
  await expect(row).toHaveCount(0);
});
