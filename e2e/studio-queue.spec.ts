import type { Page } from '@playwright/test';
import { api, logInAsAdmin } from './api';
import { expect, test } from './fixtures';

const queue = (page: Page) => api(page.request).call('queue.get');

test('studio: the next hour lists what will air; a library song is put next and taken out again', async ({ page }) => {
  const song = 'Faro de Portbou';
  await logInAsAdmin(page.request);
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
      await api(page.request).send('queue.remove', { params: { id: item.id } });
  }
});
