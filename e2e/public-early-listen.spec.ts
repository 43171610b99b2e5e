/// <reference lib="dom" />
// Code inside page.evaluate runs in the browser, so these specs see DOM types.
import type { Browser, Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * On the prerendered home page the live buttons work from the moment they show, before (and
 * without) the app's JavaScript; once the app runs it takes the playing stream over without reloading it.
 */
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

const playing = (page: Page) =>
  page.evaluate(() => {
    const audio = document.querySelector<HTMLAudioElement>('audio[data-player="local"]');
    return audio ? { src: audio.getAttribute('src'), time: audio.currentTime, paused: audio.paused } : null;
  });

/** A phone whose app scripts wait for `release` (or never arrive): the page stays as the station sent it. */
async function slowPhone(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ ...phone, baseURL });
  const page = await context.newPage();
  const held: Route[] = [];
  let released = false;
  await page.route('**/assets/*.js', (route) => (released ? route.continue() : void held.push(route)));
  // Every (re)load of a player element (media events do not bubble; a capturing listener sees them).
  await page.addInitScript(() => {
    (window as unknown as { loads: number }).loads = 0;
    document.addEventListener('loadstart', () => (window as unknown as { loads: number }).loads++, true);
  });
  const release = async () => {
    released = true;
    for (const route of held.splice(0)) await route.continue();
  };
  return { context, page, release, loads: () => page.evaluate(() => (window as unknown as { loads: number }).loads) };
}

test('"Escuchar en directo" plays the stream with no app JavaScript at all', async ({ browser, baseURL }) => {
  const { context, page } = await slowPhone(browser, baseURL!);
  try {
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.getByTestId('listen-live').tap();
    await expect.poll(async () => (await playing(page))?.src).toBe('/stream');
    await expect.poll(async () => (await playing(page))?.time ?? 0, { timeout: 20_000 }).toBeGreaterThan(0.5);
    await expect(page.locator('html[data-app-ready]')).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('pressed before hydration, the stream keeps playing when the app takes over; the header link opens /live', async ({
  browser,
  baseURL,
}) => {
  const { context, page, release, loads } = await slowPhone(browser, baseURL!);
  try {
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.getByTestId('live-button').tap();
    await expect.poll(async () => (await playing(page))?.time ?? 0, { timeout: 20_000 }).toBeGreaterThan(0.5);
    await expect(page).toHaveURL(/\/$/);
    const loadsBefore = await loads();

    await release();
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    await expect(page).toHaveURL(/\/live$/);
    const bar = page.getByTestId('player-mobile');
    await expect(bar.getByRole('button', { name: 'Pausar' })).toBeVisible();
    const time = (await playing(page))!.time;
    await expect.poll(async () => (await playing(page))?.time ?? 0).toBeGreaterThan(time + 0.5);
    expect(await loads(), 'the app adopted the stream instead of reloading it').toBe(loadsBefore);
    await expect(page.locator('html[data-early-listening]')).toHaveCount(0);
    // The app owns the buttons now: pausing from the bar pauses the same element.
    await bar.getByRole('button', { name: 'Pausar' }).tap();
    await expect.poll(async () => (await playing(page))?.paused).toBe(true);
  } finally {
    await context.close();
  }
});
