import { adminPassword, expect, test } from './fixtures';

// #22 item 1: a presenter signs in at /intranet and lands in their own area; /admin stays closed to them.
test('a presenter signs in at /intranet, lands at /estudio, and /admin says Acceso Denegado', async ({
  page,
  browser,
  baseURL,
}) => {
  const username = `locutora-${Date.now()}`;
  const password = 'locutora-e2e-pass';
  await page.request.post('/api/auth/login', { data: { username: 'admin', password: adminPassword() } });
  const created = await page.request.post('/api/auth/users', { data: { username, password, role: 'presenter' } });
  expect(created.status()).toBe(201);
  expect(await created.json()).toMatchObject({ role: 'presenter', isAdmin: false });

  const context = await browser.newContext({ baseURL });
  const presenter = await context.newPage();
  await presenter.goto('/intranet');
  await presenter.getByLabel('Usuario').fill(username);
  await presenter.getByLabel('Contraseña').fill(password);
  await presenter.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(presenter).toHaveURL(/\/estudio$/);
  await expect(presenter.getByRole('heading', { name: 'Mi estudio' })).toBeVisible();
  await expect(presenter.getByText(`Hola, ${username}.`)).toBeVisible();
  // The demo's shows have no presenters until shows (#21) are merged: the section says so instead of listing them.
  await expect(presenter.getByRole('heading', { name: 'Mis programas' })).toBeVisible();
  await expect(presenter.getByRole('link', { name: 'Ir al directo' })).toHaveAttribute('href', '/estudio/directo');
  await expect(presenter.getByRole('heading', { name: 'Episodios por publicar' })).toBeVisible();

  // Back at /intranet, the signed-in presenter goes straight on to their area.
  await presenter.goto('/intranet');
  await expect(presenter).toHaveURL(/\/estudio$/);
  await presenter.goto('/admin');
  await expect(presenter.getByRole('heading', { name: 'Acceso Denegado' })).toBeVisible();
  expect((await presenter.request.get('/api/admin/live')).status()).toBe(403);
  await context.close();

  // The admin's dashboard shows who is connected live.
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Conexiones en directo' })).toBeVisible();
  await expect(page.getByText('Nadie conectado.')).toBeVisible();
});
