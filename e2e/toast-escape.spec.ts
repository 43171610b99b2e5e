import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resolveFfmpegPath } from '../desktop/station/ffmpeg/path';
import { makeToneFile } from '../testing/station/test-audio';
import type { Track } from '../shared/schemas/library/tracks';
import type { Campaign } from '../shared/schemas/programming/campaigns';
import { adminPassword, expect, test } from './fixtures';

/** A toast that appears over an open dialog must not take the dialog's Escape. */
test('with an error toast over the edit dialog, the first Escape closes the dialog', async ({ page }) => {
  expect(
    (await page.request.post('/api/auth/login', { data: { username: 'admin', password: adminPassword() } })).ok(),
  ).toBe(true);
  // A spot of its own: booking a demo song as a campaign's spot would make it a spot, hidden from the public specs.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-e2e-toast-'));
  const file = path.join(dir, 'cuna.mp3');
  await makeToneFile(resolveFfmpegPath(undefined), file, { frequency: 990, toneSeconds: 2, silence: 0 });
  const upload = await page.request.post('/api/tracks', {
    multipart: {
      audioFile: { name: 'cuna.mp3', mimeType: 'audio/mpeg', buffer: fs.readFileSync(file) },
      title: `Cuña Escape ${Date.now()}`,
      artist: 'Bar E2E',
      kind: 'spot',
    },
  });
  fs.rmSync(dir, { recursive: true, force: true });
  expect(upload.status()).toBe(201);
  const spot = (await upload.json()) as Track;
  const title = `Campaña Escape ${Date.now()}`;
  const created = await page.request.post('/api/campaigns', {
    data: {
      advertiser: 'Bar E2E',
      title,
      spotTrackId: spot.id,
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

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect((await page.request.delete(`/api/tracks/${spot.id}`)).ok()).toBe(true);
});
