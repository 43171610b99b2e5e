import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resolveFfmpegPath } from '../desktop/station/ffmpeg/path';
import { makeToneFile } from '../testing/station/test-audio';
import { api, logInAsAdmin } from './api';
import { expect, test } from './fixtures';

/** A toast that appears over an open dialog must not take the dialog's Escape. */
test('with an error toast over the edit dialog, the first Escape closes the dialog', async ({ page }) => {
  await logInAsAdmin(page.request);
  const admin = api(page.request);
  // A spot of its own: booking a demo song as a campaign's spot would make it a spot, hidden from the public specs.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-e2e-toast-'));
  const file = path.join(dir, 'cuna.mp3');
  await makeToneFile(resolveFfmpegPath(undefined), file, { frequency: 990, toneSeconds: 2, silence: 0 });
  const form = new FormData();
  form.append('audioFile', new Blob([fs.readFileSync(file)], { type: 'audio/mpeg' }), 'cuna.mp3');
  form.append('title', `Cuña Escape ${Date.now()}`);
  form.append('artist', 'Bar E2E');
  form.append('kind', 'spot');
  const upload = await admin.send('tracks.upload', { body: form });
  fs.rmSync(dir, { recursive: true, force: true });
  expect(upload.status).toBe(201);
  const spot = upload.data!;
  const title = `Campaña Escape ${Date.now()}`;
  const created = await admin.send('campaigns.create', {
    body: {
      advertiser: 'Bar E2E',
      title,
      spotTrackId: spot.id,
      startDate: '2030-06-03',
      endDate: '2030-06-09',
      spots: 5,
      daypart: 'any',
    },
  });
  expect(created.status).toBe(201);
  const campaign = created.data!;

  await page.goto('/admin/advertising');
  const row = page.getByTestId('campaign-row').filter({ hasText: title });
  await row.getByRole('button', { name: `Editar ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar campaña' });
  await expect(dialog).toBeVisible();
  // Someone else deletes it meanwhile: the save fails with the server's message in a toast, the dialog stays.
  expect((await admin.send('campaigns.delete', { params: { id: campaign.id } })).status).toBe(204);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  const toast = page.getByTestId('toast-viewport').getByText('La campaña no existe.');
  await expect(toast).toBeVisible();
  await expect(dialog).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect((await admin.send('tracks.delete', { params: { id: spot.id } })).ok).toBe(true);
});
