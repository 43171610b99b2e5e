import type { Page } from '@playwright/test';
import { ADMIN_PAGES } from '../shared/web-app/pages';
import { logInAsAdmin } from './api';
import { expect, test } from './fixtures';

const PHONE_WIDTH = 390;

/** The admin area and the studio on a phone (390x844, an iPhone 12-14 viewport). */
test.use({ viewport: { width: PHONE_WIDTH, height: 844 }, hasTouch: true, isMobile: true });

const logIn = (page: Page) => logInAsAdmin(page.request);

/**
 * Elements that reach past the phone's right edge, named so a failure says what to fix. Measured against the
 * phone's width, not innerWidth: a mobile browser widens its layout viewport to content that overflows.
 */
const overflowing = (page: Page) =>
  page.evaluate(
    (width) =>
      [...document.querySelectorAll('body *')]
        .filter((el) => el.getBoundingClientRect().right > width + 0.5)
        .slice(0, 10)
        .map(
          (el) => `${el.tagName.toLowerCase()}.${el.className} (${Math.round(el.getBoundingClientRect().right)} px)`,
        ),
    PHONE_WIDTH,
  );

test('on a phone the admin menu is folded: the content starts near the top, the menu opens, navigates and closes with Escape', async ({
  page,
}) => {
  await logIn(page);
  await page.goto('/admin/dashboard');
  const heading = page.getByRole('heading', { level: 1 }).first();
  await expect(heading).toBeVisible();
  expect((await heading.boundingBox())?.y).toBeLessThan(200);

  const nav = page.getByRole('navigation', { name: 'Administración' });
  await expect(nav).toBeHidden();
  const menu = page.getByRole('button', { name: 'Menú' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');

  // Escape folds it again and gives focus back to the button.
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(nav).toBeVisible();
  await nav.getByRole('link', { name: 'Panel Principal' }).focus();
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeFocused();

  // A link navigates and folds the menu, so the page it opens is what the phone shows.
  await menu.click();
  await nav.getByRole('link', { name: 'Publicidad' }).click();
  await expect(page).toHaveURL(/\/admin\/advertising$/);
  await expect(page.getByRole('heading', { name: 'Publicidad' })).toBeVisible();
  await expect(nav).toBeHidden();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_WIDTH);
});

test('on a desktop the admin menu stays open beside the content, with no menu button', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await logIn(page);
  await page.goto('/admin/dashboard');
  const nav = page.getByRole('navigation', { name: 'Administración' });
  await expect(nav.getByRole('link', { name: 'Publicidad' })).toBeVisible();
  expect((await nav.boundingBox())?.x).toBe(0);
  await expect(page.getByRole('button', { name: 'Menú' })).toBeHidden();
});

test('/studio fits a 390 px phone: nothing scrolls sideways', async ({ page }) => {
  await logIn(page);
  await page.goto('/studio');
  await expect(page.getByRole('heading', { name: /^Estudio/ })).toBeVisible();
  await expect(page.getByTestId('studio-server-state')).toBeVisible();
  for (const region of ['Reloj de antena', 'En antena', 'Historial', 'Botonera', 'Próxima hora'])
    await expect(page.getByRole('region', { name: region })).toBeVisible();
  await expect(page.getByTestId('now-playing-title')).not.toBeEmpty({ timeout: 20_000 });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `past the right edge: ${(await overflowing(page)).join(', ')}`).toBeLessThanOrEqual(PHONE_WIDTH);
});

// Every page of the admin area fits a phone: nothing scrolls the page sideways, not even by one pixel (the relays page
// did). Wide tables scroll inside their own box, which is not the page.
for (const route of ADMIN_PAGES.filter((r) => r !== '/admin' && r !== '/intranet')) {
  test(`${route} fits a 390 px phone`, async ({ page }) => {
    await logIn(page);
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, (await overflowing(page)).join('\n')).toBeLessThanOrEqual(PHONE_WIDTH);
  });
}
