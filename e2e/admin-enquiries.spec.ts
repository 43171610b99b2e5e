import type { Page } from '@playwright/test';
import { api, logInAsAdmin } from './api';
import { expect, test } from './fixtures';

const logIn = (page: Page) => logInAsAdmin(page.request);

test('enquiries inbox: mark handled, archive, export CSV, delete', async ({ page }) => {
  const company = `Inbox E2E ${Date.now()}`;
  const sent = await api(page.request).send('enquiries.create', {
    body: {
      name: 'Marta Puig',
      company,
      email: 'marta@example.org',
      phone: '972 39 00 00',
      message: 'Queremos anunciar el festival, en julio.',
    },
  });
  expect(sent.status).toBe(201);
  const { id } = sent.data as { id: number };
  await logIn(page);
  try {
    await page.goto('/admin/dashboard?section=consultas');
    const item = page.getByRole('listitem', { name: `Consulta de Marta Puig (${company})` });
    await expect(item.getByText('Nueva', { exact: true })).toBeVisible();

    await item.getByRole('button', { name: 'Marcar como atendida' }).click();
    await expect(page.getByText('Consulta atendida', { exact: true })).toBeVisible();
    await expect(item.getByText('Atendida', { exact: true })).toBeVisible();
    await expect(item.getByRole('button', { name: 'Reabrir' })).toBeVisible();

    await item.getByRole('button', { name: 'Archivar' }).click();
    await expect(page.getByText('Consulta archivada', { exact: true })).toBeVisible();
    await expect(item).toHaveCount(0);
    await page.getByLabel('Mostrar').selectOption({ label: 'Archivadas' });
    await expect(item.getByText('Archivada', { exact: true })).toBeVisible();

    const href = await page.getByRole('link', { name: 'Exportar CSV' }).getAttribute('href');
    expect(href).toBe(api(page.request).url('enquiries.csv', { query: { status: 'archived' } }));
    const csv = await page.request.get(href ?? '');
    expect(csv.status()).toBe(200);
    expect(csv.headers()['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers()['content-disposition']).toMatch(/attachment; filename="consultas-\d{4}-\d\d-\d\d\.csv"/);
    const text = await csv.text();
    expect(text).toContain(company);
    expect(text).toContain('"Queremos anunciar el festival, en julio."');

    await item.getByRole('button', { name: `Eliminar consulta de Marta Puig` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
    await expect(page.getByText('Consulta eliminada', { exact: true })).toBeVisible();
    await expect(item).toHaveCount(0);
    expect((await api(page.request).send('enquiries.delete', { params: { id } })).status).toBe(404);
  } finally {
    // Leave the seeded station as it was even when a step above failed.
    await api(page.request).send('enquiries.delete', { params: { id } });
  }
});
