import { type BrowserContext, test as base, expect } from '@playwright/test';
import { clockOffsetMs, stationNow } from './station-clock';

/** Sets a context's pages to the station's clock when the station was started at another instant (E2E_CLOCK_START). */
export async function pinClock(context: BrowserContext): Promise<BrowserContext> {
  if (clockOffsetMs() !== 0) await context.clock.install({ time: stationNow() });
  return context;
}

/** Tests run against the station started in global-setup; its URL arrives through the environment. */
export const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies by destructuring
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL not set: global setup did not run');
    await use(url);
  },
  // A station started at another instant (E2E_CLOCK_START): every page's clock reads the same time, running on,
  // in the test's own context and in those a spec opens itself (a second visitor, a phone, another time zone).
  context: async ({ context }, use) => {
    await pinClock(context);
    await use(context);
  },
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => pinClock(await newContext(options));
      const newPage = browser.newPage.bind(browser);
      browser.newPage = async (options) => {
        const page = await newPage(options);
        await pinClock(page.context());
        return page;
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],
  // The home page arrives prerendered: its buttons are visible before the app has hydrated them, and a click
  // that early does nothing. Every navigation therefore waits until the app marks itself ready.
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
      return response;
    };
    await use(page);
  },
});

export { expect };
export const adminPassword = () => process.env.E2E_ADMIN_PASSWORD ?? '';
