import type { Page } from '@playwright/test';
import { queueSchema } from '../shared/schemas/programming/programming';
import { adminPassword, expect, test } from './fixtures';

async function queue(page: Page) {
  const res = await page.request.get('/api/queue');
  expect(res.status()).toBe(200);
  return queueSchema.parse(await res.json());
}

test('studio: the next hour lists what will air; a library song is put next and taken out again', async ({ page }) => {
  const song = 'Faro de Portbou';
  expect(
    (await page.request.post('/api/auth/login', { data: { username: 'admin', password: adminPassword() } })).ok(),
  ).toBe(true);
  await page.goto('/studio');
  const serverState = page.getByTestId('studio-server-state');
  await expect(serverState).toHaveText(/EN EMISIÓN|EMISIÓN DETENIDA/);
  if ((await serverState.textContent()) === 'EMISIÓN DETENIDA')
    await page.getByRole('button', { name: 'Iniciar Servidor' }).click();
  await expect(serverState).toHaveText('EN EMISIÓN', { timeout: 20_000 });

  const panel = page.getByRole('region', { name: 'Próxima hora' });
  const items = panel.getByTestId('queue-item');
  await expect(items.first()).toBeVisible({ timeout: 20_000 });
  try {
    await panel.getByLabel('Poner a continuación: buscar en la biblioteca').fill('faro portbou');
    await panel.getByRole('button', { name: `Poner a continuación ${song}` }).click();
    await expect(page.getByText('Canción insertada', { exact: true })).toBeVisible();
    await expect(items.first()).toContainText(song);
    await expect(items.first()).toContainText('Insertada');
    const pinned = (await queue(page)).items.filter((item) => item.pinned);
    expect(pinned.map((item) => item.title)).toEqual([song]);

    await items
      .first()
      .getByRole('button', { name: `Quitar ${song}` })
      .click();
    await expect(panel.getByText('Insertada', { exact: true })).toHaveCount(0);
    expect((await queue(page)).items.filter((item) => item.pinned)).toEqual([]);
  } finally {
    // Whatever happened above, nothing this spec inserted stays on the air plan of the specs that follow.
    for (const item of (await queue(page)).items.filter((i) => i.pinned))
      await page.request.delete(`/api/queue/${item.id}`);
  }
});
