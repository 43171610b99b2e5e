import { api, logInAsAdmin } from './api';
import { adminPassword, expect, test } from './fixtures';

test('studio console: inline admin login, then what is on air, listeners and controls', async ({ page }) => {
  await page.goto('/studio');
  await page.getByLabel('Usuario').fill('admin');
  await page.getByLabel('Contraseña').fill(adminPassword());
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();

  await expect(page.getByRole('heading', { name: 'Estudio · Ràdio Portbou' })).toBeVisible();
  const serverState = page.getByTestId('studio-server-state');
  await expect(serverState).toHaveText(/EN EMISIÓN|EMISIÓN DETENIDA/);
  if ((await serverState.textContent()) === 'EMISIÓN DETENIDA')
    await page.getByRole('button', { name: 'Iniciar Servidor' }).click();
  await expect(serverState).toHaveText('EN EMISIÓN', { timeout: 20_000 });
  await expect(page.getByTestId('studio-mode')).toHaveText('MÚSICA AUTOMÁTICA');
  await expect(page.getByTestId('studio-listeners')).toHaveText(/^\d+$/);

  // The demo library is on air in rotation; skipping changes the song (pushed over SSE).
  const title = page.getByTestId('now-playing-title');
  await expect(title).not.toBeEmpty({ timeout: 20_000 });
  const before = await title.textContent();
  await page.getByRole('button', { name: 'Saltar canción' }).click();
  await expect(title).not.toHaveText(before ?? '', { timeout: 20_000 });
  await expect(page.getByRole('region', { name: 'Historial' }).getByRole('listitem').first()).toBeVisible();

  await page.getByRole('link', { name: 'Control de Streaming' }).click();
  await expect(page).toHaveURL(/\/admin\/streaming$/);
});

test('studio console refuses a non-admin session', async ({ page, browser, baseURL }) => {
  const username = `estudio-${Date.now()}`;
  await logInAsAdmin(page.request);
  const created = await api(page.request).sendInvalid('users.create', {
    body: { username, password: 'estudio-e2e-pass', isAdmin: false },
  });
  expect(created.status).toBe(201);
  const context = await browser.newContext({ baseURL });
  const other = await context.newPage();
  await api(other.request).call('auth.login', { body: { username, password: 'estudio-e2e-pass' } });
  await other.goto('/studio');
  await expect(other.getByRole('heading', { name: 'Acceso Denegado' })).toBeVisible();
  await context.close();
});
