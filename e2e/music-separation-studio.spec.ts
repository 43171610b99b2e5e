import { api, logInAsAdmin } from './api';
import { expect, test } from './fixtures';

test('studio: a separation rule the demo’s small library cannot keep is noted on the next hour, in Spanish', async ({
  page,
}) => {
  await logInAsAdmin(page.request);
  const admin = api(page.request);
  // Ten hours between songs of an artist: a library of a few songs must relax it, and must say so.
  const set = await admin.send('separation.update', { body: { artistMin: 600, titleMin: 0 } });
  expect(set.ok).toBe(true);
  try {
    await page.goto('/studio');
    const serverState = page.getByTestId('studio-server-state');
    await expect(serverState).toHaveText(/EN EMISIÓN|EMISIÓN DETENIDA/);
    if ((await serverState.textContent()) === 'EMISIÓN DETENIDA')
      await page.getByRole('button', { name: 'Iniciar Servidor' }).click();
    await expect(serverState).toHaveText('EN EMISIÓN', { timeout: 20_000 });
    const note = /separación de artista reducida a \d+ min: \d+ canci(ón|ones) en la (rotación|lista|categoría)/;
    await expect
      .poll(async () => {
        const queue = await admin.call('queue.get');
        return queue.items.flatMap((i) => i.violations ?? []).some((v) => v.rule === 'artist' && note.test(v.message));
      })
      .toBe(true);
    const panel = page.getByRole('region', { name: 'Próxima hora' });
    await expect(panel.getByTestId('queue-item').filter({ hasText: note }).first()).toBeVisible({ timeout: 20_000 });
  } finally {
    await admin.send('separation.update', { body: { artistMin: 0, titleMin: 0 } });
  }
});
