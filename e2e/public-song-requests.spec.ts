import { adminPassword, expect, test } from './fixtures';

/**
 * #26 item 1: a listener asks for a song with a dedication from /music?pedir=1 (the embeddable player's request
 * button) and is told when it will sound; the studio desk approves the dedication; once the song takes the air the
 * listener's page says so; a second request within the listener's turn is refused, saying why.
 */
test('a listener requests a song with a dedication, sees when it will sound, then that it is on air', async ({
  page,
  browser,
  request,
}) => {
  // The demo's week may have a live or recorded show on now: this test opens every slot to requests.
  await request.post('/api/auth/login', { data: { username: 'admin', password: adminPassword() } });
  const rules = { enabled: true, perListenerMinutes: 5, notAiredMinutes: 0, maxPending: 50, offShowIds: [] };
  const saved = await request.put('/api/admin/requests/settings', { data: { ...rules, offSlotTypes: [] } });
  expect(saved.ok(), await saved.text()).toBe(true);
  const songs = (await (await request.get('/api/requests/tracks?limit=1&sort=title')).json()) as {
    items: Array<{ title: string }>;
  };
  const song = songs.items[0]!.title;

  await page.goto('/music?pedir=1');
  const dialog = page.getByRole('dialog', { name: 'Pide una canción' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Busca por título o artista').fill(song);
  await dialog.getByRole('button', { name: `Pedir «${song}»` }).click();
  await dialog.getByLabel('Dedicatoria (opcional)').fill('Para Marta, que hoy cumple años');
  await dialog.getByRole('button', { name: 'Pedir esta canción' }).click();
  const status = dialog.getByRole('status');
  await expect(status).toHaveText(/^¡Recibida! Sonará hacia las \d{2}:\d{2}\.$/);

  const studio = await browser.newPage({ baseURL: process.env.E2E_BASE_URL });
  await studio.request.post('/api/auth/login', { data: { username: 'admin', password: adminPassword() } });
  await studio.goto('/studio');
  const item = studio.getByRole('region', { name: 'Peticiones' }).getByTestId('request-item').filter({ hasText: song });
  await expect(item).toContainText('Para Marta, que hoy cumple años');
  await item.getByRole('button', { name: `Aprobar la dedicatoria de ${song}` }).click();
  await expect(item).toContainText('Dedicatoria aprobada');
  await studio.close();

  // The studio skips ahead (what was already decoding plays first): the listener's page then says it is on air.
  await expect(async () => {
    expect((await request.post('/api/streaming/skip')).ok()).toBe(true);
    await expect(status).toHaveText('Sonando ahora', { timeout: 9_000 });
  }).toPass({ timeout: 60_000 });

  // A second request from the same listener within five minutes is refused, and says why.
  await page.goto('/live');
  await page.getByRole('button', { name: 'Pide una canción' }).click();
  const again = page.getByRole('dialog', { name: 'Pide una canción' });
  await again
    .getByRole('button', { name: /^Pedir «/ })
    .nth(1)
    .click();
  await again.getByRole('button', { name: 'Pedir esta canción' }).click();
  await expect(again.getByRole('alert')).toHaveText('Ya has pedido una canción hace poco: espera unos minutos.');
});
