import { type ChildProcess, spawn } from 'node:child_process';
import type { Page } from '@playwright/test';
import { resolveFfmpegPath } from '../desktop/station/ffmpeg/path';
import { publisherArgs } from '../testing/station/test-audio';
import { adminStreamingStatusSchema } from '../shared/schemas/broadcast/streaming';
import { api, logInAsAdmin } from './api';
import { expect, test } from './fixtures';

const isLive = async (page: Page) => (await api(page.request).call('streaming.status')).isLive;

let publisher: ChildProcess | undefined;
test.afterAll(() => {
  publisher?.kill('SIGKILL');
});

// Whoever is on air keeps it; the admin takes it back from the dashboard, after saying yes to a confirmation.
test('the admin cuts an OBS source from the dashboard: «Cortar», confirmed, and the station is off live', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await logInAsAdmin(page.request);
  const { streamKey } = adminStreamingStatusSchema.parse(await api(page.request).call('streaming.status'));
  publisher = spawn(
    resolveFfmpegPath(),
    publisherArgs(`rtmp://127.0.0.1:${process.env.E2E_RTMP_PORT}/live/${streamKey}`, 880),
    { stdio: 'ignore' },
  );
  const hungUp = new Promise<void>((resolve) => publisher!.once('exit', () => resolve()));
  await expect.poll(() => isLive(page), { timeout: 30_000 }).toBe(true);

  await page.goto('/admin/dashboard');
  const panel = page.getByRole('region', { name: 'Conexiones en directo' });
  await expect(panel.getByText('En antena')).toBeVisible();
  // Cancelling changes nothing.
  await panel.getByRole('button', { name: 'Cortar' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByRole('heading', { name: /^¿Cortar a / })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  expect(await isLive(page)).toBe(true);

  await panel.getByRole('button', { name: 'Cortar' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cortar' }).click();
  await expect(page.getByText('Transmisión en directo cortada').first()).toBeVisible();
  await expect(panel.getByText('Nadie conectado.')).toBeVisible();
  await hungUp;
  await expect.poll(() => isLive(page), { timeout: 20_000 }).toBe(false);
});
