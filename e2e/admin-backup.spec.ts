import fs from 'node:fs';
import { api, logInAsAdmin } from './api';
import { expect, test } from './fixtures';

test('Configuración → Copia de seguridad: the button stages and downloads the archive, and explains how to restore', async ({
  page,
}) => {
  expect((await api(page.request).send('admin.backup')).status).toBe(401);
  await logInAsAdmin(page.request);
  // A GET, which an <img> or a link on any site can make the admin's browser send, starts nothing and sends nothing.
  // Literal URL: a GET of a route the table has only as a POST (what a cross-site <img> or link would send).
  const get = await page.request.get('/api/admin/backup');
  expect(get.status()).toBe(404);
  expect(get.headers()['content-type']).not.toBe('application/gzip');

  await page.goto('/admin/dashboard?section=configuracion');
  const card = page.getByRole('region', { name: 'Copia de seguridad' });
  await expect(card).toContainText('npm start -- --restore archivo.tar.gz');
  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Descargar copia de seguridad' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^emisora-copia-\d{4}-\d{2}-\d{2}-\d{4}\.tar\.gz$/);
  expect(download.url()).toMatch(/\/api\/admin\/backup\/[A-Za-z0-9_-]{43}$/);
  // A gzip stream, and a whole one: the demo station's songs and pictures make it several MB.
  const body = fs.readFileSync((await download.path())!);
  expect([...body.subarray(0, 2)]).toEqual([0x1f, 0x8b]);
  expect(body.length).toBeGreaterThan(1_000_000);
  // The link worked once: followed again, it holds nothing.
  expect((await page.request.get(download.url())).status()).toBe(404);
  await expect(card.getByRole('button', { name: 'Descargar copia de seguridad' })).toBeEnabled();
});
