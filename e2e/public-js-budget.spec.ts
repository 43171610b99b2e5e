import { gzipSync } from 'node:zlib';
import { expect, test } from './fixtures';

/**
 * The home page's JavaScript, as the bench measures it (bench/lighthouse.ts: every script the page loads,
 * gzip -9): a ceiling so it cannot grow silently. Issue 28 asks for at most 150 kB (~147 kB since the declarative
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
  expect(sizes.length).toBeGreaterThan(3);
  expect(total).toBeLessThanOrEqual(HOME_JS_CEILING_BYTES);
});
