/// <reference lib="dom" />
// Code inside page.evaluate runs in the browser, so these specs see DOM types.
import { type ChildProcess, spawn } from 'node:child_process';
import type { Page } from '@playwright/test';
import { resolveFfmpegPath } from '../desktop/station/ffmpeg/path';
import { publisherArgs } from '../testing/station/test-audio';
import type { AdminStreamingStatus } from '../shared/schemas/broadcast/streaming';
import { api, logInAsAdmin } from './api';
import { expect, test } from './fixtures';

const PODCAST = 'Historias de la frontera';
const EPISODE = `Frontera en directo ${Date.now()}`;

const logIn = (page: Page) => logInAsAdmin(page.request);
const isLive = async (page: Page) => (await api(page.request).call('streaming.status')).isLive;

test.describe.configure({ mode: 'serial' });

let publisher: ChildProcess | undefined;
test.afterAll(() => {
  publisher?.kill('SIGKILL');
});

test('a live show is recorded: listed in Grabaciones with a player that seeks and a download', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page);
  const { streamKey } = (await api(page.request).call('streaming.status')) as AdminStreamingStatus;
  publisher = spawn(
    resolveFfmpegPath(),
    publisherArgs(`rtmp://127.0.0.1:${process.env.E2E_RTMP_PORT}/live/${streamKey}`, 880),
    { stdio: 'ignore' },
  );
  await expect.poll(() => isLive(page), { timeout: 30_000 }).toBe(true);
  // Real time: the recording's length is what the rest of the test plays and seeks in.
  await page.waitForTimeout(8_000);
  publisher.kill('SIGKILL');
  await expect.poll(() => isLive(page), { timeout: 30_000 }).toBe(false);

  await page.goto('/admin/recordings');
  await expect(page.getByRole('heading', { name: 'Grabaciones' })).toBeVisible();
  // Listed within 10 s of the end (the list is fetched fresh on this visit; reload until it shows).
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('recording-row').first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 10_000 });
  const row = page.getByTestId('recording-row').first();
  const audio = row.locator('audio');
  await expect(audio).toHaveAttribute('src', /^\/api\/recordings\/\d+\/audio$/);
  // The player can seek: the browser loads the metadata and jumps to 3 s.
  const seeked = await audio.evaluate(async (el: HTMLAudioElement) => {
    el.preload = 'metadata';
    el.load();
    await new Promise((resolve) => el.addEventListener('loadedmetadata', resolve, { once: true }));
    el.currentTime = 3;
    await new Promise((resolve) => el.addEventListener('seeked', resolve, { once: true }));
    return { duration: el.duration, time: el.currentTime };
  });
  expect(seeked.duration).toBeGreaterThan(5);
  expect(seeked.time).toBeCloseTo(3, 0);
  await expect(row.getByRole('link', { name: /^Descargar/ })).toHaveAttribute('href', /\/audio\?download=1$/);
});

test('an episode trimmed from the recording on the waveform is published, then plays on /podcasts', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logIn(page);
  await page.goto('/admin/podcasts');
  const card = page.getByTestId('admin-podcast').filter({ hasText: PODCAST });
  await card.getByRole('button', { name: `Nuevo episodio de ${PODCAST}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Grabación', { exact: true }).selectOption({ index: 1 });
  // The waveform is drawn from the server's peaks (wavesurfer renders into a shadow root).
  await expect
    .poll(() =>
      dialog
        .getByTestId('episode-waveform')
        .evaluate((el) => el.querySelector('div')?.shadowRoot?.querySelector('canvas') !== null),
    )
    .toBe(true);
  await dialog.getByLabel('Inicio (segundos)').fill('1');
  await dialog.getByLabel('Final (segundos)').fill('5');
  await dialog.getByLabel('Título del episodio').fill(EPISODE);
  await dialog.getByLabel('Descripción del episodio').fill('Recortado del directo.');
  await dialog.getByRole('button', { name: 'Publicar episodio' }).click();
  await expect(page.getByText('Episodio publicado', { exact: true })).toBeVisible();
  await expect(card.getByText(EPISODE)).toBeVisible();
  await expect(card.getByText('0:04')).toBeVisible();

  // The recording is now held by the episode: deleting it is refused with the reason.
  await page.goto('/admin/recordings');
  await page
    .getByTestId('recording-row')
    .first()
    .getByRole('button', { name: /^Eliminar/ })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar', exact: true }).click();
  await expect(page.getByTestId('toast-viewport').getByText(/la usa un episodio de podcast/)).toBeVisible();

  // The public page lists it under its podcast, links the feed, and plays it in the site's player.
  await page.goto('/podcasts');
  const podcast = page.getByTestId('podcast').filter({ hasText: PODCAST });
  await expect(podcast.getByRole('link', { name: new RegExp(`Canal RSS de ${PODCAST}`) })).toHaveAttribute(
    'href',
    /\/api\/podcasts\/historias-de-la-frontera\/feed\.xml$/,
  );
  await podcast.getByRole('button', { name: `Escuchar ${EPISODE}` }).click();
  await expect(page.getByTestId('player-desktop')).toContainText(EPISODE);
  await expect
    .poll(() =>
      page.evaluate(() => {
        const audio = [...document.querySelectorAll<HTMLAudioElement>('audio[data-player]')].find((a) =>
          a.getAttribute('src')?.startsWith('/media/episodes/'),
        );
        return audio ? audio.currentTime : 0;
      }),
    )
    .toBeGreaterThan(0.5);
});
