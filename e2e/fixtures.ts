import { test as base, expect } from '@playwright/test';

/** Tests run against the station started in global-setup; its URL arrives through the environment. */
export const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies by destructuring
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL not set: global setup did not run');
    await use(url);
  },
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
