import { logInAsAdmin } from './api';
import { expect, test } from './fixtures';

/** Pages of the route table a listener could only reach by typing the address. */
const FROM_MENU = [
  ['Radio En Vivo', /\/streaming$/, 'Radio En Vivo'],
  ['Artistas', /\/artists$/, 'Descubrir Artistas'],
  ['Música en Spotify', /\/spotify$/, 'Descubre Música'],
] as const;

test.describe('every public page is a click away from the home page, on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const [link, url, heading] of FROM_MENU) {
    test(`the menu's "Más" group opens ${link}`, async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Abrir menú' }).click();
      const menu = page.getByRole('navigation', { name: 'Menú principal' });
      await menu.getByRole('link', { name: link, exact: true }).click();
      await expect(page).toHaveURL(url);
      await expect(page.locator('main h1').first()).toHaveText(heading);
    });
  }

  for (const [link, url, heading] of [['Emisora FM 100.3', /\/fm-station$/, 'FM 100.3'], ...FROM_MENU] as const) {
    test(`the footer's "Descubre" column opens ${link}`, async ({ page }) => {
      await page.goto('/');
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('heading', { name: 'Descubre' })).toBeVisible();
      await footer.getByRole('link', { name: link, exact: true }).click();
      await expect(page).toHaveURL(url);
      await expect(page.locator('main h1').first()).toHaveText(heading);
    });
  }
});

test('the admin navigation leads to the studio console', async ({ page }) => {
  await logInAsAdmin(page.request);
  await page.goto('/admin/dashboard');
  await page.getByRole('navigation', { name: 'Administración' }).getByRole('link', { name: 'Estudio' }).click();
  await expect(page).toHaveURL(/\/studio$/);
  await expect(page.getByRole('heading', { name: 'Estudio · Ràdio Portbou' })).toBeVisible();
});
