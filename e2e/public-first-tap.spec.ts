/// <reference lib="dom" />
// Code inside page.evaluate runs in the browser, so these specs see DOM types.
import type { Browser, Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The bar's ▶ on a slow phone: a tap from the moment the button is painted plays the radio, whether the app has not
 * run yet, has run but not heard from the station, or is running on a CPU four times slower. (How soon, on a slow
 * network too, is bench/first-tap.ts's measure; here each test waits for the audio.)
 */
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** The local player element's position and source: the audio the listener hears. */
const heard = (page: Page) =>
  page.evaluate(() => {
    const audio = document.querySelector<HTMLAudioElement>('audio[data-player="local"]');
    return audio ? { src: audio.getAttribute('src'), time: audio.currentTime } : null;
  });

async function playsTheRadio(page: Page): Promise<void> {
  await expect.poll(async () => (await heard(page))?.time ?? 0, { timeout: 30_000 }).toBeGreaterThan(0.5);
  expect((await heard(page))?.src).toMatch(/\/stream$/);
}

/** The phone layout's ▶, tapped where it is painted, without waiting for it to be enabled: as a thumb does. */
const toggle = (page: Page) => page.getByTestId('player-mobile').getByTestId('player-toggle');

/** A phone whose requests matching `held` wait until `release()`. */
async function phoneHolding(browser: Browser, baseURL: string, held: RegExp) {
  const context = await browser.newContext({ ...phone, baseURL });
  const page = await context.newPage();
  const waiting: Route[] = [];
  let released = false;
  await page.route(held, (route) => (released ? route.continue() : void waiting.push(route)));
  const release = async () => {
    released = true;
    for (const route of waiting.splice(0)) await route.continue();
  };
  return { context, page, release };
}

test('with the CPU slowed 4×, a tap on the bar’s ▶ right after it is painted plays the radio', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ ...phone, baseURL });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto('/', { waitUntil: 'commit' });
    await toggle(page).waitFor({ state: 'visible' });
    await toggle(page).tap({ force: true });
    await playsTheRadio(page);
  } finally {
    await context.close();
  }
});

test('a tap before the app has run plays the radio (the prerendered ▶ works without JavaScript)', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await phoneHolding(browser, baseURL!, /\/assets\/.*\.js$/);
  try {
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await toggle(page).tap({ force: true });
    await playsTheRadio(page);
    await expect(page.locator('html[data-app-ready]')).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('a tap after the app has run but before the station has answered is kept, then plays the radio', async ({
  browser,
  baseURL,
}) => {
  const { context, page, release } = await phoneHolding(browser, baseURL!, /\/api\/(tracks|now-playing)/);
  try {
    await page.goto('/');
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    await toggle(page).tap({ force: true });
    // Nothing to decide with yet: the tap is kept (and shown as kept), not lost.
    await expect(toggle(page)).toHaveAttribute('aria-busy', 'true');
    await release();
    await playsTheRadio(page);
    await expect(toggle(page)).toHaveAccessibleName('Pausar');
  } finally {
    await context.close();
  }
});
