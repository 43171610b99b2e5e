import { adminPassword, expect, test } from './fixtures';

test('Configuración → Copia de seguridad: the link downloads the archive, and explains how to restore', async ({
  page,
}) => {
  expect((await page.request.get('/api/admin/backup')).status()).toBe(401);
  const login = await page.request.post('/api/auth/login', { data: { username: 'admin', password: adminPassword() } });
  expect(login.ok()).toBe(true);
  await page.goto('/admin/dashboard?section=configuracion');
  const card = page.getByRole('region', { name: 'Copia de seguridad' });
  await expect(card).toContainText('npm start -- --restore archivo.tar.gz');
  const link = card.getByRole('link', { name: 'Descargar copia de seguridad' });
  await expect(link).toHaveAttribute('download', '');
  const href = await link.getAttribute('href');
  expect(href).toBe('/api/admin/backup');

  const res = await page.request.get(href!);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('application/gzip');
  expect(res.headers()['content-disposition']).toMatch(
    /^attachment; filename="?emisora-copia-\d{4}-\d{2}-\d{2}-\d{4}\.tar\.gz"?$/,
  );
  // A gzip stream, and a whole one: the demo station's songs and pictures make it several MB.
  const body = await res.body();
  expect([...body.subarray(0, 2)]).toEqual([0x1f, 0x8b]);
  expect(body.length).toBeGreaterThan(1_000_000);
});
