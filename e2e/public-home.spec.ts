/// <reference lib="dom" />
// Code inside page.evaluate runs in the browser, so these specs see DOM types.
import path from 'node:path';
import { apiUrl } from '../testing/station/api-client';
import { api, libraryTracks } from './api';
import { expect, test } from './fixtures';
import { stationNow } from './station-clock';

test.describe('home page', () => {
  test('has the spec sections, the home banner and primes the first track', async ({ page }) => {
    const tracks = await libraryTracks(page.request);
    const programme = await api(page.request).call('station.programme');
    await page.goto('/');
    // The banner says what is on the air, as on every other page: no fixed "the radio, Lunes a Viernes 9 a 12h".
    await expect(page.getByTestId('programme-air')).toHaveText('En antena');
    await expect(page.getByTestId('programme-title')).toHaveText(programme.title);
    await expect(page.getByTestId('programme-banner')).not.toContainText('the radio');
    await expect(page.getByTestId('advert')).toHaveCount(2);
    for (const box of await page.getByTestId('advert').all()) expect((await box.boundingBox())?.height).toBe(100);
    await expect(page.getByTestId('level-meter').locator('span')).toHaveCount(14);
    await expect(page.getByTestId('level-meter')).toHaveAttribute('data-mode', 'idle');
    for (const heading of [
      'Sonando ahora',
      'FM 100.3',
      'Noticias',
      'Servicios locales',
      'Descubre Portbou',
      'Podcasts destacados',
      'Tendencias',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await expect(page.getByTestId('podcast-list').locator('li')).toHaveCount(6);
    await expect(
      page.getByRole('heading', { level: 3, name: 'Portbou recibe un 25% más de visitantes' }),
    ).toBeVisible();
    // Spec §4: tracks loaded and none current → after 500 ms the first is current but not playing. The station
    // is on air, so the bar offers the radio first; the primed song is what "next" plays.
    const bar = page.getByTestId('player-desktop');
    await expect(bar.getByTestId('player-title')).toHaveText('Ràdio Portbou · en directo');
    await expect(bar.getByRole('button', { name: 'Escuchar Ràdio Portbou en directo' })).toBeVisible();
    await bar.getByRole('button', { name: 'Siguiente' }).click();
    await expect(bar.getByTestId('player-title')).toHaveText(tracks[0]!.title);
    await expect(bar.getByRole('button', { name: 'Pausar' })).toBeVisible();
  });

  test('the now-playing panel follows the station over Server-Sent Events', async ({ page }) => {
    const snapshot = await api(page.request).call('nowPlaying.get');
    const events = apiUrl('nowPlaying.events');
    await page.goto('/');
    if (snapshot.current) await expect(page.getByTestId('now-playing-title')).not.toHaveText('Sin título');
    const opened = await page.evaluate(
      (url) =>
        new Promise<string>((resolve) => {
          const source = new EventSource(url);
          source.addEventListener('now-playing', (e) => {
            source.close();
            resolve(
              (JSON.parse((e as MessageEvent).data) as { current: { title: string } | null }).current?.title ?? '',
            );
          });
          setTimeout(() => resolve('timeout'), 8000);
        }),
      events,
    );
    expect(opened).not.toBe('timeout');
    await expect(page.getByTestId('now-playing-title')).toHaveText(opened);
  });

  test('the level meter follows the real audio through an analyser while playing', async ({ page }) => {
    await page.goto('/');
    // The bar offers the radio until something is chosen; "next" plays the primed song.
    await page.getByTestId('player-desktop').getByRole('button', { name: 'Siguiente' }).click();
    await expect(page.getByTestId('level-meter')).toHaveAttribute('data-mode', 'analyser');
    const heights = () =>
      page
        .getByTestId('level-meter')
        .locator('span')
        .evaluateAll((bars) => bars.map((b) => (b as HTMLElement).style.height));
    await expect.poll(async () => new Set(await heights()).size, { timeout: 10_000 }).toBeGreaterThan(1);
    await page.getByTestId('player-desktop').getByRole('button', { name: 'Pausar' }).click();
    await expect(page.getByTestId('level-meter')).toHaveAttribute('data-mode', 'idle');
  });

  test('the non-profit modal shows the cost breakdown and opens the detailed estimates', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Emisora sin ánimo de lucro' }).click();
    const dialog = page.getByRole('dialog', { name: 'Una emisora sin ánimo de lucro' });
    for (const text of ['Equipo FM', '24%', 'Infraestructura digital', '32%', 'Licencias', '11%'])
      await expect(dialog.getByText(text, { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Ver estimaciones detalladas' }).click();
    const estimates = page.getByRole('dialog', { name: 'Estimaciones de costes detalladas' });
    await expect(estimates.getByRole('row', { name: /Inversión inicial FM/ })).toContainText(
      /4\.?400\s€\s–\s11\.?600\s€/,
    );
    await page.keyboard.press('Escape');
    await expect(estimates).toBeHidden();
  });

  test('the slideshow wraps with its buttons and dots', async ({ page }) => {
    await page.goto('/');
    const slideshow = page.getByRole('region', { name: 'Descubre Portbou' });
    await slideshow.getByRole('button', { name: 'Foto anterior' }).click();
    await expect(slideshow.getByRole('button', { name: 'Ir a la foto 5' })).toHaveAttribute('aria-current', 'true');
    await slideshow.getByRole('button', { name: 'Foto siguiente' }).click();
    await expect(slideshow.getByRole('button', { name: 'Ir a la foto 1' })).toHaveAttribute('aria-current', 'true');
  });

  test('advert rotators fade out 500 ms, switch, fade in 500 ms later; with reduced motion they switch in place', async ({
    page,
  }) => {
    await page.clock.install({ time: stationNow() });
    await page.goto('/');
    await page.clock.pauseAt(stationNow() + 1000);
    /** Steps the page's clock 100 ms at a time, noting the first advert's title and whether it is faded out. */
    const sample = async (steps: number) => {
      const seen: Array<{ at: number; title: string; hidden: boolean }> = [];
      for (let i = 1; i <= steps; i++) {
        await page.clock.runFor(100);
        const state = await page
          .getByTestId('advert')
          .first()
          .evaluate((el) => ({
            title: el.querySelectorAll('p')[1]?.textContent ?? '',
            hidden: el.classList.contains('opacity-0'),
          }));
        seen.push({ at: i * 100, ...state });
      }
      return seen;
    };
    const seen = await sample(120);
    const fadeOut = seen.findIndex((s) => s.hidden);
    const switched = seen.findIndex((s) => s.title !== seen[0]!.title);
    const fadeIn = seen.findIndex((s, i) => i > fadeOut && !s.hidden);
    expect(fadeOut, 'fades out within one rotation').toBeGreaterThanOrEqual(0);
    expect(seen[switched]!.at - seen[fadeOut]!.at).toBe(500);
    expect(seen[fadeIn]!.at - seen[fadeOut]!.at).toBe(1000);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    const calm = await sample(110);
    expect(
      calm.some((s) => s.hidden),
      'never blank with reduced motion',
    ).toBe(false);
    expect(new Set(calm.map((s) => s.title)).size, 'still rotates').toBeGreaterThan(1);
    await expect(page.getByTestId('advert').first()).not.toHaveClass(/transition-opacity/);
  });

  test('desktop and mobile screenshots', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    await expect(page.getByTestId('now-playing')).toBeVisible();
    await page.screenshot({ path: path.join('test-results', 'public-home-desktop.png'), fullPage: true });
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto('/');
    await expect(page.getByTestId('player-mobile')).toBeVisible();
    await expect(page.getByTestId('player-desktop')).toBeHidden();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, 'no horizontal scrolling at 360 px').toBe(0);
    await page.screenshot({ path: path.join('test-results', 'public-home-mobile.png'), fullPage: true });
  });
});
