import type { Track } from '../shared/schemas/tracks';
import type { Campaign } from '../shared/schemas/campaigns';
import { adminPassword, expect, test } from './fixtures';

/** A toast that appears over an open dialog must not take the dialog's Escape. */
test('with an error toast over the edit dialog, the first Escape closes the dialog', async ({ page }) => {
  expect(
    (await page.request.post('/api/auth/login', { data: { username: 'admin', password: adminPassword() } })).ok(),
  ).toBe(true);
  const [spot] = (await (await page.request.get('/api/tracks')).json()) as Track[];
  const title = `Campaña Escape ${Date.now()}`;
  const created = await page.request.post('/api/campaigns', {
    data: {
      advertiser: 'Bar E2E',
      title,
      spotTrackId: spot!.id,
      startDate: '2030-06-03',
      endDate: '2030-06-09',
      spots: 5,
      daypart: 'any',
    },
  });
  expect(created.status()).toBe(201);
  const campaign = (await created.json()) as Campaign;

  await page.goto('/admin/advertising');
  const row = page.getByTestId('campaign-row').filter({ hasText: title });
  await row.getByRole('button', { name: `Editar ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar campaña' });
  await expect(dialog).toBeVisible();
  // Someone else deletes it meanwhile: the save fails with the server's message in a toast, the dialog stays.
  expect((await page.request.delete(`/api/campaigns/${campaign.id}`)).status()).toBe(204);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  const toast = page.getByTestId('toast-viewport').getByText('La campaña no existe.');
  await expect(toast).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Cuñas contratadas *'))
    .toBeFocused({ timeout: 1 })
    .catch(() => undefined);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
