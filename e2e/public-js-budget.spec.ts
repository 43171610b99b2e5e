import { gzipSync } from 'node:zlib';
import { expect, test } from './fixtures';

/**
 * The home page's JavaScript, as the bench measures it (bench/lighthouse.ts: every script the page loads,
 * gzip -9): a ceiling so it cannot grow silently. The budget is at most 150 kB (~147 kB since the declarative
 * router and zod's locale moved to the forms; docs/benchmarks.md). Lower it with every cut, never raise it unseen.
 */
const HOME_JS_CEILING_BYTES = 150_000;

test('the home page loads at most the budgeted JavaScript (gzip)', async ({ page }) => {
  const scripts = new Map<string, Promise<number>>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || scripts.has(response.url())) return;
    scripts.set(
      response.url(),
      response.body().then((body) => gzipSync(body, { level: 9 }).length),
    );
  });
  await page.goto('/');
  // The sections mounted after the first paint and anything they fetch: wait until the network is quiet.
  await page.waitForLoadState('networkidle');
  const sizes = await Promise.all(scripts.values());
  const total = sizes.reduce((sum, n) => sum + n, 0);
  test.info().annotations.push({ type: 'home JS', description: `${total} bytes gzip in ${sizes.length} files` });
  expect(sizes.length).toBeGreaterThan(1);
  expect(total).toBeLessThanOrEqual(HOME_JS_CEILING_BYTES);
});

/**
 * What the home page's scripts really cost a visitor: the bytes on the wire, as Chromium counts them (each response's
 * headers and its encoded body), with the encoding Chromium asks for. The station serves the build's brotli files
 * (quality 11, scripts/vite-precompress.ts) and the entry's static imports as one chunk beside React DOM.
 */
const HOME_JS_WIRE_CEILING_BYTES = 130_000;

test('the home page sends at most 130 kB of JavaScript on the wire', async ({ page }) => {
  const scripts = new Map<string, Promise<{ wire: number; encoding: string | undefined }>>();
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script' || scripts.has(request.url())) return;
    scripts.set(
      request.url(),
      Promise.all([request.sizes(), request.response()]).then(async ([sizes, response]) => ({
        wire: sizes.responseHeadersSize + sizes.responseBodySize,
        encoding: (await response?.allHeaders())?.['content-encoding'],
      })),
    );
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const loaded = await Promise.all(scripts.values());
  const total = loaded.reduce((sum, s) => sum + s.wire, 0);
  test
    .info()
    .annotations.push({ type: 'home JS on the wire', description: `${total} bytes in ${loaded.length} files` });
  // Every script came compressed as the build wrote it, not as it is on disk.
  expect(loaded.filter((s) => s.wire > 1_000).map((s) => s.encoding)).toEqual(
    loaded.filter((s) => s.wire > 1_000).map(() => 'br'),
  );
  expect(total).toBeLessThanOrEqual(HOME_JS_WIRE_CEILING_BYTES);
});
