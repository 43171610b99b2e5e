import { api, logInAsAdmin } from './api';
import { expect, test } from './fixtures';

test('Salidas: add an Icecast push (validated), see its state and error, edit without the password, delete', async ({
  page,
}) => {
  await logInAsAdmin(page.request);
  await page.goto('/admin/outputs');
  await expect(page.getByRole('heading', { name: 'Salidas', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Salidas' })).toHaveAttribute('aria-current', 'page');

  const mount = `/e2e-${Date.now()}.mp3`;
  await page.getByLabel('Servidor Icecast *').fill('http://wrong');
  await page.getByLabel('Punto de montaje *').fill(mount);
  await page.getByRole('button', { name: 'Añadir salida' }).click();
  await expect(
    page.getByText('Introduce un nombre de servidor o una dirección IP, sin http:// ni puerto.'),
  ).toBeVisible();
  await expect(page.getByText('La contraseña es requerida.')).toBeVisible();

  // Port 9 (discard) is closed here: the push reports its error and keeps retrying.
  await page.getByLabel('Servidor Icecast *').fill('127.0.0.1');
  await page.getByLabel('Puerto *').fill('9');
  await page.getByLabel('Contraseña *').fill('e2e-secret-pass');
  await page.getByLabel('Formato').selectOption('aac');
  await expect(page.getByLabel('Tasa (kbps)')).toHaveValue('64');
  await page.getByRole('button', { name: 'Añadir salida' }).click();
  await expect(page.getByText('Salida añadida', { exact: true })).toBeVisible();
  const row = page.getByRole('list', { name: 'Salidas Icecast' }).getByRole('listitem').filter({ hasText: mount });
  await expect(row).toContainText('AAC 64 kbps');
  await expect(row).toContainText(/Error|Conectando|Emisión parada/);
  await expect(page.locator('body')).not.toContainText('e2e-secret-pass');

  await row.getByRole('button', { name: `Editar 127.0.0.1:9${mount}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar salida' });
  await expect(dialog.getByLabel('Contraseña')).toHaveValue('');
  await dialog.getByLabel('Tasa (kbps)').selectOption('96');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('AAC 96 kbps');
  const outputs = await api(page.request).call('outputs.list');
  const saved = outputs.find((o) => o.mount === mount)!;
  expect(saved).toMatchObject({ bitrateKbps: 96, hasPassword: true });
  expect(JSON.stringify(outputs)).not.toContain('e2e-secret-pass');

  await row.getByRole('button', { name: `Eliminar 127.0.0.1:9${mount}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('Salida eliminada', { exact: true })).toBeVisible();
  await expect(row).toHaveCount(0);
});
