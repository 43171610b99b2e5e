import type { Page } from '@playwright/test';
import { api, logInAsAdmin } from './api';
import { expect, test } from './fixtures';

const logIn = (page: Page) => logInAsAdmin(page.request);

test("settings: the presenters' live graces are set in the form and hold after a reload", async ({ page }) => {
  await logIn(page);
  await page.goto('/admin/dashboard?section=configuracion');
  const before = page.getByLabel('Minutos antes del programa en que un presentador puede conectar (en espera)');
  const overrun = page.getByLabel('Minutos que puede alargarse tras el final antes de cortarle');
  await expect(before).toHaveValue('10');
  await expect(overrun).toHaveValue('2');
  await before.fill('-3');
  await page.getByRole('button', { name: 'Guardar márgenes' }).click();
  await expect(page.getByText('El margen antes del programa no puede ser negativo.')).toBeVisible();
  await before.fill('15');
  await overrun.fill('4');
  await page.getByRole('button', { name: 'Guardar márgenes' }).click();
  await expect(page.getByText('Márgenes guardados', { exact: true })).toBeVisible();
  await page.reload();
  await expect(before).toHaveValue('15');
  await expect(overrun).toHaveValue('4');
  expect(await api(page.request).call('live.graces')).toEqual({ beforeMin: 15, overrunMin: 4 });
  // Back to the defaults, for the specs that connect presenters.
  await api(page.request).call('live.updateGraces', { body: { beforeMin: 10, overrunMin: 2 } });
});

test('users: a role is chosen in a select, and a new presenter can be named in a show', async ({ page }) => {
  await logIn(page);
  const username = `presentadora-${Date.now()}`;
  await page.goto('/admin/dashboard?section=usuarios');
  await page.getByLabel('Usuario', { exact: true }).fill(username);
  await page.getByLabel('Contraseña (mínimo 10 caracteres)', { exact: true }).fill('suficientemente-larga');
  await expect(page.getByLabel('Rol', { exact: true })).toHaveValue('presenter');
  await page.getByRole('button', { name: 'Crear usuario' }).click();
  await expect(page.getByText('Usuario creado', { exact: true })).toBeVisible();
  const row = page.getByRole('list', { name: 'Usuarios' }).getByRole('listitem').filter({ hasText: username });
  await expect(row.getByLabel(`Rol de ${username}`)).toHaveValue('presenter');

  const admin = `coordinador-${Date.now()}`;
  await page.getByLabel('Usuario', { exact: true }).fill(admin);
  await page.getByLabel('Contraseña (mínimo 10 caracteres)', { exact: true }).fill('suficientemente-larga');
  await page.getByLabel('Rol', { exact: true }).selectOption('admin');
  await page.getByRole('button', { name: 'Crear usuario' }).click();
  const adminRow = page.getByRole('list', { name: 'Usuarios' }).getByRole('listitem').filter({ hasText: admin });
  await expect(adminRow.getByLabel(`Rol de ${admin}`)).toHaveValue('admin');
  const roles = () => api(page.request).call('users.list');
  expect((await roles()).find((u) => u.username === username)?.role).toBe('presenter');
  expect((await roles()).find((u) => u.username === admin)?.role).toBe('admin');

  // An existing account's role changes in its row: the coordinator becomes a presenter, and back.
  await adminRow.getByLabel(`Rol de ${admin}`).selectOption('presenter');
  await expect(page.getByTestId('toast-viewport').getByText(`«${admin}» es ahora presentador.`)).toBeVisible();
  await expect.poll(async () => (await roles()).find((u) => u.username === admin)?.role).toBe('presenter');
  await adminRow.getByLabel(`Rol de ${admin}`).selectOption('admin');
  await expect.poll(async () => (await roles()).find((u) => u.username === admin)?.role).toBe('admin');

  // The shows editor lists the new presenter among the accounts to name.
  await page.goto('/admin/dashboard?section=programacion');
  await page.getByRole('button', { name: 'Nueva emisión semanal' }).click();
  await expect(page.getByRole('group', { name: 'Presentadores' }).getByLabel(username)).toBeVisible();
});
