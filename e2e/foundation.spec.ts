import { ADMIN_PAGES, PUBLIC_PAGES, STUDIO_PAGES } from '../shared/web-app/pages';
import { expect, test } from './fixtures';

test.describe('route table', () => {
  for (const route of [...PUBLIC_PAGES, ...ADMIN_PAGES, ...STUDIO_PAGES]) {
    test(`${route} answers 200 and renders a heading, not the 404 screen`, async ({ page }) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      // Protected admin pages may first redirect an anonymous visitor to the login screen: either way a heading renders.
      await expect(page.getByRole('heading').first()).toBeVisible({ timeout: 20_000 });
      await expect(page.getByText('404 Page Not Found')).toHaveCount(0);
    });
  }

  test('an unknown path answers 404 and shows the 404 screen', async ({ page }) => {
    const response = await page.goto('/esto-no-existe');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  });

  test('client-side navigation to an unknown path shows the 404 screen too', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => {
      window.history.pushState({}, '', '/tampoco-existe');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  });
});
