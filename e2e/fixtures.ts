import { test as base, expect } from '@playwright/test';

/** Tests run against the station started in global-setup; its URL arrives through the environment. */
export const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies by destructuring
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL not set: global setup did not run');
    await use(url);
  },
});

export { expect };
export const adminPassword = () => process.env.E2E_ADMIN_PASSWORD ?? '';
