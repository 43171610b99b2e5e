/// <reference lib="dom" />
// Code inside page.evaluate runs in the browser, so these specs see DOM types.
import type { Page } from '@playwright/test';
import { api, logInAsAdmin, onePage } from './api';
import { expect, test } from './fixtures';
import { stationClock, stationZone } from './station-clock';

const logIn = (page: Page) => logInAsAdmin(page.request);

test.describe.configure({ mode: 'serial' });

test('the logger quality: 8 kbps by default (the budget holds the 90 days), editable, with the days it holds', async ({
  page,
}) => {
  await logIn(page);
  await page.goto('/admin/recordings');
  await page.getByRole('tab', { name: 'Ajustes' }).click();
  const quality = page.getByLabel('Calidad del registro');
  await expect(quality).toHaveValue('8');
  await expect(page.getByTestId('logger-budget-days')).toContainText(
    'A 8 kbps el espacio máximo alcanza para unos 124 días',
  );
  await expect(page.getByText('solo alcanza para')).toHaveCount(0);
  // The disk the retention needs, shown before anything is saved.
  const needs = page.getByRole('status').filter({ hasText: 'días a' });
  await expect(needs).toContainText(/90 días a 8 kbps necesitan [\d.]+ (MB|GB)/);
  await expect(needs).not.toContainText('El espacio máximo es menor');

  // The air's quality: 10 GiB then holds about a week, and the page says the 90 days will not be kept.
  await quality.selectOption('128');
  await expect(needs).toContainText(/90 días a 128 kbps necesitan [\d.]+ GB/);
  await expect(needs).toContainText('El espacio máximo es menor: se borrarán horas antes de cumplir esos días.');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByTestId('logger-budget-days')).toContainText(
    'A 128 kbps el espacio máximo alcanza para unos 7 días',
  );
  await expect(page.getByText('solo alcanza para unos 7 días')).toBeVisible();
  const saved = await api(page.request).call('recordings.settings');
  expect(saved.loggerBitrateKbps).toBe(128);

  // Back to the default, for the other specs sharing this station.
  await quality.selectOption('8');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByTestId('logger-budget-days')).toContainText('A 8 kbps');
});

test('an 8 kbps logger hour plays in the browser from the minute picked', async ({ page }) => {
  test.setTimeout(180_000);
  await logIn(page);
  // The logger has written since the station started; its newest piece (at the default 8 kbps) is being written.
  const newest = async () =>
    onePage(await api(page.request).call('recordings.list', { query: { kind: 'logger', limit: 1 } })).items[0];
  await expect.poll(async () => (await newest())?.durationSec ?? 0, { timeout: 150_000 }).toBeGreaterThan(70);
  const piece = (await newest())!;
  await page.goto('/admin/recordings');
  await page.getByRole('tab', { name: 'Grabación continua' }).click();
  // The piece's first whole minute, on the station's clock (the page's hours are the station's, not the browser's).
  const at = stationClock(Date.parse(piece.startedAt) + 60_000, await stationZone(page.request));
  await page.getByLabel('Fecha').fill(at.date);
  await page.getByLabel('Hora').selectOption(String(at.hour));
  await page.getByLabel('Minuto').fill(String(at.minute));
  await expect(page.getByTestId('logger-pieces')).toBeVisible();
  await page.getByRole('button', { name: 'Escuchar desde ese minuto' }).click();
  const audio = page.getByLabel('Grabación continua', { exact: true }).and(page.locator('audio'));
  await expect(audio).toHaveAttribute('src', /\/api\/recordings\/\d+\/audio#t=\d+\.\d$/);
  // It decodes (MPEG-2.5, mono 8 kHz) and plays from the offset, not from the top of the file.
  const offset = Number((await audio.getAttribute('src'))!.split('#t=')[1]);
  expect(offset).toBeGreaterThan(0);
  await expect
    .poll(() => audio.evaluate((el: HTMLAudioElement) => (el.error ? -1 : el.currentTime)), { timeout: 20_000 })
    .toBeGreaterThan(offset + 0.5);
  // No error on the page. The station's banner (AlertsBanner, on every admin page) is not this page's: the demo's
  // recorded show raises «Falta la grabación» in the hour before it airs, whatever this test does.
  await expect(page.locator('[role="alert"]:not([aria-label="Avisos de la emisión"])')).toHaveCount(0);
});

test('the logger list of the current hour follows the API: a piece started after the tab opened is listed', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logIn(page);
  await page.goto('/admin/recordings');
  await page.getByRole('tab', { name: 'Grabación continua' }).click();
  const listed = page.getByTestId('logger-pieces').getByRole('listitem');
  await expect(listed.first()).toBeVisible({ timeout: 30_000 });
  // The hour the page shows (its default: now), as the API is asked for it.
  const hour = await page.evaluate(() => {
    const d = new Date();
    d.setMinutes(0, 0, 0);
    return { from: d.toISOString(), to: new Date(d.getTime() + 3_600_000).toISOString() };
  });
  const inApi = async () =>
    onePage(
      await api(page.request).call('recordings.list', { query: { kind: 'logger', from: hour.from, to: hour.to } }),
    ).total;
  const before = await inApi();
  await expect(listed).toHaveCount(before);

  // A restart of the server closes the logger's piece and opens another one: three pieces where there were two.
  expect((await api(page.request).send('streaming.stop')).ok).toBe(true);
  expect((await api(page.request).send('streaming.start')).ok).toBe(true);
  await expect.poll(inApi, { timeout: 30_000 }).toBe(before + 1);
  await expect(listed).toHaveCount(before + 1, { timeout: 30_000 });
});
