/// <reference lib="dom" />
// Code inside page.evaluate runs in the browser, so these specs see DOM types.
import type { Page } from '@playwright/test';
import { api, libraryTracks } from './api';
import { expect, test } from './fixtures';

const bar = (page: Page) => page.getByTestId('player-desktop');
const audioState = (page: Page) =>
  page.evaluate(() => {
    const audio = [...document.querySelectorAll<HTMLAudioElement>('audio[data-player]')].find((a) =>
      a.getAttribute('src'),
    );
    return audio ? { src: audio.getAttribute('src'), time: audio.currentTime, paused: audio.paused } : null;
  });

async function tracks(page: Page) {
  const list = await libraryTracks(page.request);
  expect(list.length, 'the demo station has tracks').toBeGreaterThanOrEqual(3);
  return list;
}

test.describe('persistent player bar', () => {
  test('plays a track: currentTime advances, the button says Pausar, a toast says Reproduciendo', async ({ page }) => {
    const list = await tracks(page);
    // Spec §7: a HEAD check before playing, and for station files a GET "for logging only" (one byte of it).
    const checks: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname === list[0]!.audioFileUrl && req.resourceType() === 'fetch')
        checks.push(`${req.method()} ${req.headers().range ?? ''}`.trim());
    });
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'info' && message.text().startsWith('Track file')) logged.push(message.text());
    });
    await page.goto('/music');
    await expect(bar(page).getByText('Cargando canciones...')).toHaveCount(0);
    // Nothing chosen yet and the station on air: the bar offers the radio; "next" starts the library.
    await bar(page).getByRole('button', { name: 'Siguiente' }).click();
    await expect(bar(page).getByRole('button', { name: 'Pausar' })).toBeVisible();
    await expect(bar(page).getByTestId('player-title')).toHaveText(list[0]!.title);
    await expect(page.getByText('Reproduciendo', { exact: true })).toBeVisible();
    await expect(page.getByText(`${list[0]!.title} - ${list[0]!.artist}`, { exact: true })).toBeVisible();
    await expect.poll(async () => (await audioState(page))?.time ?? 0, { timeout: 15_000 }).toBeGreaterThan(1);
    await expect(bar(page).getByTestId('player-elapsed')).not.toHaveText('0:00');
    expect(checks).toEqual(['HEAD', 'GET bytes=0-0']);
    await expect
      .poll(() => logged)
      .toEqual([expect.stringMatching(new RegExp(`^Track file ${list[0]!.audioFileUrl} 206 audio/\\S+ \\d+ bytes$`))]);

    // Navigating keeps the same audio going: the layout (and the <audio>) stay mounted.
    const before = (await audioState(page))!;
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByRole('link', { name: 'Historia', exact: true }).click();
    await expect(page).toHaveURL(/\/history$/);
    await expect.poll(async () => (await audioState(page))?.time ?? 0).toBeGreaterThan(before.time + 0.5);
    expect((await audioState(page))!.src).toBe(before.src);

    await bar(page).getByRole('button', { name: 'Pausar' }).click();
    await expect(bar(page).getByRole('button', { name: 'Reproducir' })).toBeVisible();
    await expect.poll(async () => (await audioState(page))?.paused).toBe(true);
  });

  test('previous wraps from the first track to the last, next wraps back to the first', async ({ page }) => {
    const list = await tracks(page);
    await page.goto('/music');
    // Nothing chosen yet and the station on air: the bar offers the radio; "next" starts the library.
    await bar(page).getByRole('button', { name: 'Siguiente' }).click();
    await expect(bar(page).getByTestId('player-title')).toHaveText(list[0]!.title);
    await bar(page).getByRole('button', { name: 'Anterior' }).click();
    await expect(bar(page).getByTestId('player-title')).toHaveText(list.at(-1)!.title);
    await expect.poll(async () => (await audioState(page))?.src).toBe(list.at(-1)!.audioFileUrl);
    await bar(page).getByRole('button', { name: 'Siguiente' }).click();
    await expect(bar(page).getByTestId('player-title')).toHaveText(list[0]!.title);
    await expect.poll(async () => (await audioState(page))?.src).toBe(list[0]!.audioFileUrl);
  });

  test('pausing while the file is still being checked keeps it silent; play then starts that track', async ({
    page,
  }) => {
    const list = await tracks(page);
    const first = list[0]!;
    // A slow network: the HEAD check of the first track takes 1.5 s.
    await page.route(`**${first.audioFileUrl}`, async (route) => {
      // Real time: the slow network is the scenario.
      if (route.request().method() === 'HEAD') await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await page.goto('/music');
    // Nothing chosen yet and the station on air: the bar offers the radio; "next" starts the library.
    await bar(page).getByRole('button', { name: 'Siguiente' }).click();
    await bar(page).getByRole('button', { name: 'Pausar' }).click();
    // Real time: nothing must happen: a paused player is given time to start playing again if it would.
    await page.waitForTimeout(2500);
    await expect(bar(page).getByRole('button', { name: 'Reproducir' })).toBeVisible();
    const state = await audioState(page);
    expect(state === null || state.paused, 'no audio plays after the listener paused').toBe(true);
    await expect(page.getByText('Reproduciendo', { exact: true })).toHaveCount(0);

    await page.unroute(`**${first.audioFileUrl}`);
    await bar(page).getByRole('button', { name: 'Reproducir' }).click();
    await expect.poll(async () => (await audioState(page))?.src).toBe(first.audioFileUrl);
    await expect.poll(async () => (await audioState(page))?.time ?? 0, { timeout: 15_000 }).toBeGreaterThan(0.5);
  });

  test('a missing file shows the red banner and really moves on to the next track', async ({ page }) => {
    const list = await tracks(page);
    const missing = list[1]!;
    await page.route(`**${missing.audioFileUrl}`, (route) =>
      route.request().method() === 'HEAD' ? route.fulfill({ status: 404 }) : route.continue(),
    );
    await page.goto('/music');
    // Nothing chosen yet and the station on air: the bar offers the radio; "next" starts the library.
    await bar(page).getByRole('button', { name: 'Siguiente' }).click();
    await expect(bar(page).getByTestId('player-title')).toHaveText(list[0]!.title);
    await bar(page).getByRole('button', { name: 'Siguiente' }).click();
    await expect(page.getByTestId('player-error')).toHaveText('Error cargando la pista. Intentando siguiente...');
    await expect(bar(page).getByRole('button', { name: 'Reproducir' })).toBeVisible();
    await expect(bar(page).getByTestId('player-title')).toHaveText(list[2]!.title, { timeout: 5_000 });
    await expect(page.getByTestId('player-error')).toHaveCount(0);
    await expect(bar(page).getByRole('button', { name: 'Pausar' })).toBeVisible();
    await expect.poll(async () => (await audioState(page))?.time ?? 0, { timeout: 15_000 }).toBeGreaterThan(0.5);
  });

  test('the track table on /streaming plays a row and highlights it', async ({ page }) => {
    const list = await tracks(page);
    await page.goto('/streaming');
    // Row 0 is the header; track i is row i + 1.
    const row = page.getByRole('row').nth(3);
    await expect(row).toContainText(list[2]!.title);
    // A click anywhere on the row (here: its duration cell) plays it.
    await row.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    const cell = (await row.getByRole('cell').last().boundingBox())!;
    await page.mouse.click(cell.x + cell.width / 2, cell.y + cell.height / 2);
    await expect(row).toHaveAttribute('aria-current', 'true');
    await expect(bar(page).getByTestId('player-title')).toHaveText(list[2]!.title);
  });

  test('the Media Session shows title, artist, cover and the playback state', async ({ page, baseURL }) => {
    const list = await tracks(page);
    await page.goto('/music');
    // Nothing chosen yet and the station on air: the bar offers the radio; "next" starts the library.
    await bar(page).getByRole('button', { name: 'Siguiente' }).click();
    await expect
      .poll(() =>
        page.evaluate(() => ({
          title: navigator.mediaSession.metadata?.title,
          artist: navigator.mediaSession.metadata?.artist,
          state: navigator.mediaSession.playbackState,
        })),
      )
      .toEqual({ title: list[0]!.title, artist: list[0]!.artist, state: 'playing' });
    const artwork = await page.evaluate(() => navigator.mediaSession.metadata?.artwork.map((a) => a.src) ?? []);
    const cover = list[0]!.coverImageUrl;
    expect(artwork).toEqual(cover ? [new URL(cover, baseURL).href] : []);
    await bar(page).getByRole('button', { name: 'Pausar' }).click();
    await expect.poll(() => page.evaluate(() => navigator.mediaSession.playbackState)).toBe('paused');
  });
});

test.describe('live stream', () => {
  test('the live button opens /live and plays the station /stream as the current source', async ({ page }) => {
    const head = await page.request.head('/stream');
    await page.goto('/');
    await page.getByTestId('live-button').click();
    await expect(page).toHaveURL(/\/live$/);
    if (head.ok()) {
      // On the station's own mount the bar shows what is on air (the now-playing events), not the mount's name.
      const onAir = await api(page.request).call('nowPlaying.get');
      await expect(bar(page).getByTestId('player-title')).toHaveText(onAir.current?.title ?? 'Ràdio Portbou 100.3 FM');
      test.info().annotations.push({ type: 'stream', description: `/stream answered ${head.status()}: playing it` });
      await expect(page.getByText('Transmisión en vivo', { exact: true })).toBeVisible();
      await expect.poll(async () => (await audioState(page))?.src).toBe('/stream');
      await expect.poll(async () => (await audioState(page))?.time ?? 0, { timeout: 20_000 }).toBeGreaterThan(1);
      await expect(bar(page).getByRole('button', { name: 'Pausar' })).toBeVisible();
      // The badge says what the engine airs: EN DIRECTO only for a live show.
      await expect(bar(page).getByTestId('player-stream-state')).toHaveText(onAir.isLive ? 'EN DIRECTO' : 'EN ANTENA');
    } else {
      test.info().annotations.push({
        type: 'stream',
        description: `/stream answered ${head.status()}: checking the error state`,
      });
      await expect(page.getByTestId('player-error')).toHaveText(
        'Error cargando la transmisión en vivo. Inténtalo de nuevo más tarde.',
      );
      await expect(bar(page).getByRole('button', { name: 'Reproducir' })).toBeVisible();
    }
  });

  test('an unavailable stream is reported as an error, not as playing', async ({ page }) => {
    await page.route('**/stream', (route) => route.fulfill({ status: 503, body: 'off air' }));
    await page.goto('/');
    await page.getByTestId('live-button').click();
    await expect(page.getByTestId('player-error')).toHaveText(
      'Error cargando la transmisión en vivo. Inténtalo de nuevo más tarde.',
    );
    await expect(bar(page).getByRole('button', { name: 'Reproducir' })).toBeVisible();
    expect(await audioState(page)).toBeNull();
  });
});
