import { defineConfig } from '@playwright/test';
import { E2E_BROWSER } from './e2e/browser-path';

/** E2E against the built headless station (see e2e/global-setup.ts), in Debian's Chromium. */
export default defineConfig({
  testDir: 'e2e',
  // Parallel runs with their own build (EMISORA_OUT) keep their own results: Playwright empties this folder at start.
  outputDir: process.env.EMISORA_OUT ? `${process.env.EMISORA_OUT}/test-results` : 'test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  globalSetup: './e2e/global-setup.ts',
  use: {
    launchOptions: {
      // Debian's old headless shell: the same Chromium build without the full browser's window layers; the same
      // specs ran on it with about a third less CPU than on /usr/bin/chromium (docs/benchmarks.md). Specs that open a
      // fake camera and microphone launch the full Chromium themselves.
      executablePath: process.env.CHROMIUM_PATH ?? E2E_BROWSER,
      args: [
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--autoplay-policy=no-user-gesture-required',
      ],
    },
    trace: 'retain-on-failure',
    // The site's service worker would handle pages and some requests out of page.route()'s sight;
    // e2e/pwa.spec.ts allows it where it is what is tested.
    serviceWorkers: 'block',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
