import type { APIRequestContext } from '@playwright/test';
import { api, logInAsAdmin } from './api';
import { expect, test } from './fixtures';

const me = async (request: APIRequestContext) => (await api(request).send('auth.me')).status;

test('a non-admin changes their own password where they land after login; their other sessions end', async ({
  page,
  browser,
  baseURL,
}) => {
  const username = `voluntaria-${Date.now()}`;
  await logInAsAdmin(page.request);
  const created = await api(page.request).send('users.create', {
    body: { username, password: 'voluntaria-vieja-1', isAdmin: false },
  });
  expect(created.status).toBe(201);
  // Her phone, signed in elsewhere with the old password.
  const phone = await browser.newContext({ baseURL });
  expect((await api(phone.request).send('auth.login', { body: { username, password: 'voluntaria-vieja-1' } })).ok).toBe(
    true,
  );

  const context = await browser.newContext({ baseURL });
  const volunteer = await context.newPage();
  await volunteer.goto('/intranet');
  await volunteer.getByLabel('Usuario').fill(username);
  await volunteer.getByLabel('Contraseña', { exact: true }).fill('voluntaria-vieja-1');
  await volunteer.getByRole('button', { name: 'Iniciar sesión' }).click();
  // A non-admin is a presenter: /intranet takes them to their own area, where their account is.
  await expect(volunteer).toHaveURL(/\/estudio$/);
  await expect(volunteer.getByRole('heading', { name: 'Mi estudio' })).toBeVisible();
  const account = volunteer.getByRole('region', { name: 'Mi cuenta' });
  await account.getByLabel('Contraseña actual').fill('voluntaria-vieja-1');
  await account.getByLabel('Nueva contraseña (mínimo 10 caracteres)').fill('voluntaria-nueva-2');
  await account.getByLabel('Repite la nueva contraseña').fill('voluntaria-nueva-2');
  await account.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(account.getByRole('status')).toHaveText(
    'Contraseña cambiada. Las demás sesiones de tu cuenta se han cerrado.',
  );
  expect(await me(volunteer.request)).toBe(200);
  expect(await me(phone.request)).toBe(401);

  // The same form waits on the 'Acceso Denegado' screen of a later visit.
  await volunteer.goto('/admin');
  await expect(volunteer.getByRole('heading', { name: 'Acceso Denegado' })).toBeVisible();
  await expect(volunteer.getByRole('region', { name: 'Mi cuenta' }).getByLabel('Contraseña actual')).toBeVisible();
  const login = (password: string) => api(phone.request).send('auth.login', { body: { username, password } });
  expect((await login('voluntaria-vieja-1')).status).toBe(401);
  expect((await login('voluntaria-nueva-2')).ok).toBe(true);
  await context.close();
  await phone.close();
});

test('an admin resets another account’s password from Usuarios; that account’s sessions end', async ({
  page,
  browser,
  baseURL,
}) => {
  const username = `olvidadizo-${Date.now()}`;
  await logInAsAdmin(page.request);
  await api(page.request).call('users.create', { body: { username, password: 'olvidada-clave-1', isAdmin: false } });
  const his = await browser.newContext({ baseURL });
  expect((await api(his.request).send('auth.login', { body: { username, password: 'olvidada-clave-1' } })).ok).toBe(
    true,
  );

  await page.goto('/admin/dashboard?section=usuarios');
  await page.getByRole('button', { name: `Restablecer la contraseña de ${username}` }).click();
  const dialog = page.getByRole('dialog', { name: `Restablecer la contraseña de «${username}»` });
  await dialog.getByLabel('Nueva contraseña (mínimo 10 caracteres)').fill('restablecida-2');
  await dialog.getByLabel('Repite la nueva contraseña').fill('otra-distinta-3');
  await dialog.getByRole('button', { name: 'Restablecer contraseña' }).click();
  await expect(dialog.getByText('Las contraseñas no coinciden.')).toBeVisible();
  await dialog.getByLabel('Repite la nueva contraseña').fill('restablecida-2');
  await dialog.getByRole('button', { name: 'Restablecer contraseña' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('toast-viewport').getByText(`«${username}» debe entrar con la nueva`)).toBeVisible();
  expect(await me(his.request)).toBe(401);
  expect(await me(page.request)).toBe(200);
  expect((await api(his.request).send('auth.login', { body: { username, password: 'restablecida-2' } })).ok).toBe(true);
  await his.close();
});
