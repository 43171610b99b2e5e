import type { Page } from '@playwright/test';
import { api, logInAsAdmin } from './api';
import { adminPassword, expect, test } from './fixtures';

async function fillLogin(page: Page, username: string, password: string) {
  await page.getByLabel('Usuario').fill(username);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}

test('anonymous visitors are sent to the intranet login, forged browser flags included', async ({ page }) => {
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/intranet$/);
  await expect(page.getByRole('heading', { name: 'Intranet Ràdio Portbou' })).toBeVisible();

  // Flags in localStorage only choose the first render: the server's 401 wins.
  // Browser code as strings: the e2e project is type-checked without the DOM library.
  await page.evaluate(
    "localStorage.setItem('authenticated', 'true'); localStorage.setItem('admin_id', '1'); localStorage.setItem('admin_username', 'admin')",
  );
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/intranet$/);
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  expect(await page.evaluate("localStorage.getItem('authenticated')")).toBeNull();
});

test('login form: required fields, wrong credentials, then success and redirect to the dashboard', async ({ page }) => {
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByText('El nombre de usuario es requerido')).toBeVisible();
  await expect(page.getByText('La contraseña es requerida')).toBeVisible();

  // An unknown account, so the real admin's failure budget is untouched.
  await fillLogin(page, 'nadie-e2e', 'contraseña equivocada');
  await expect(page.getByText('Credenciales inválidas. Por favor, verifique su usuario y contraseña.')).toBeVisible();

  await page.getByLabel('Usuario').fill('admin');
  await page.getByLabel('Contraseña').fill(adminPassword());
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByText('Inicio de sesión exitoso. Redirigiendo al panel...')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('link', { name: 'Panel Principal' })).toHaveAttribute('aria-current', 'page');
  expect(await page.evaluate("localStorage.getItem('admin_username')")).toBe('admin');

  // The overview shows real counts and the audit log has this login.
  await expect(page.getByRole('region', { name: 'Canciones' })).toContainText(/\d+/);
  await expect(page.getByRole('list', { name: 'Actividad reciente' })).toContainText('Inicio de sesión');

  // Returning to /admin with a session goes straight on to the dashboard.
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await page.getByRole('complementary').getByRole('button', { name: 'Cerrar Sesión' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate("localStorage.getItem('authenticated')")).toBeNull();
  await page.goto('/admin/upload/music');
  await expect(page).toHaveURL(/\/intranet$/);
});

test('a logged-in non-admin sees Acceso Denegado and the API refuses them', async ({ page, browser, baseURL }) => {
  const username = `voluntario-${Date.now()}`;
  const password = 'voluntario-e2e-pass';
  await logInAsAdmin(page.request);
  const created = await api(page.request).send('users.create', { body: { username, password, isAdmin: false } });
  expect(created.status).toBe(201);

  const context = await browser.newContext({ baseURL });
  const volunteer = await context.newPage();
  // Signing in at /admin (at /intranet a presenter goes on to /estudio: estudio.spec.ts).
  await volunteer.goto('/admin');
  await fillLogin(volunteer, username, password);
  await expect(volunteer.getByText('Acceso denegado: Se requieren permisos de administrador.')).toBeVisible();

  await volunteer.goto('/admin');
  await expect(volunteer.getByRole('heading', { name: 'Acceso Denegado' })).toBeVisible();
  await volunteer.goto('/admin/dashboard');
  await expect(volunteer.getByRole('heading', { name: 'Acceso Denegado' })).toBeVisible();
  expect((await api(volunteer.request).send('users.list')).status).toBe(403);
  await volunteer.getByRole('link', { name: 'Volver al inicio' }).click();
  await expect(volunteer).toHaveURL(/\/$/);
  await context.close();
});
