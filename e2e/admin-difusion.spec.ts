import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { api, logInAsAdmin } from './api';
import { expect, test } from './fixtures';

/** A local JSON webhook receiver (the e2e station allows 127.0.0.1, as an operator allows the studio network). */
const posts: Array<{ path: string; body: Record<string, unknown> }> = [];
const receiver = http.createServer((req, res) => {
  let text = '';
  req.on('data', (chunk) => (text += chunk));
  req.on('end', () => {
    posts.push({ path: req.url ?? '', body: JSON.parse(text || '{}') as Record<string, unknown> });
    res.writeHead(204).end();
  });
});
let hookUrl = '';
const TOKEN = 'e2e-hook-token-5b8d';

test.beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/emisora?token=${TOKEN}`;
});
test.afterAll(() => {
  receiver.closeAllConnections();
  receiver.close();
});

const login = (page: Page) => logInAsAdmin(page.request);

test('Difusión: the admin adds a webhook target, presses "Enviar prueba" and sees the answer', async ({ page }) => {
  await login(page);
  await page.goto('/admin/difusion');
  await expect(page.getByRole('heading', { name: 'Difusión', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Difusión' })).toHaveAttribute('aria-current', 'page');

  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Añadir destino' }) });
  await form.getByLabel('Tipo *').selectOption('webhook');
  await form.getByLabel('Nombre *').fill('Web del ayuntamiento');
  // A private address the station may not reach: refused at save, in Spanish.
  await form.getByLabel('URL del webhook *').fill('http://192.168.1.20/hook');
  await form.getByRole('button', { name: 'Añadir destino' }).click();
  await expect(page.getByTestId('toast-viewport').getByText(/lleva a una red privada o local/)).toBeVisible();

  await form.getByLabel('URL del webhook *').fill(hookUrl);
  await form.getByLabel('Plantilla: Cambio de canción').fill('Suena {title} de {artist} en {station}');
  await form.getByRole('button', { name: 'Añadir destino' }).click();
  await expect(page.getByText('Destino añadido', { exact: true })).toBeVisible();

  const row = page.locator('li[data-target="Web del ayuntamiento"]');
  await expect(row).toContainText('Webhook JSON');
  await expect(row).toContainText(new URL(hookUrl).host);
  await expect(page.locator('body')).not.toContainText(TOKEN);

  await row.getByRole('button', { name: 'Enviar prueba' }).click();
  await expect(row.getByRole('status')).toHaveText('Enviado: el destino aceptó la prueba.');
  expect(posts).toHaveLength(1);
  expect(posts[0]!.path).toBe(`/hooks/emisora?token=${TOKEN}`);
  expect(posts[0]!.body).toMatchObject({
    event: 'test',
    text: 'Suena Canción de prueba de Artista de prueba en Ràdio Portbou',
  });

  // The GET the page reads never carries the token either.
  const list = (await api(page.request).send('difusion.list')).text;
  expect(list).not.toContain(TOKEN);

  await row.getByRole('button', { name: 'Eliminar Web del ayuntamiento' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('Destino eliminado', { exact: true })).toBeVisible();
  await expect(row).toHaveCount(0);
});
