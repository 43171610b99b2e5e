/// <reference lib="dom" />
// Code inside page.evaluate runs in the browser, so these specs see DOM types.
import { expect, test } from './fixtures';

test('the language menu switches texts and <html lang>, and the choice survives a reload', async ({ page }) => {
  await page.goto('/music');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mi Música');

  await page.getByRole('button', { name: 'Idioma' }).click();
  const items = page.getByRole('menuitemradio');
  await expect(items).toHaveText(['Español', 'Català', 'Français']);
  await expect(page.getByRole('menuitemradio', { name: 'Español' })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('menuitemradio', { name: 'Català' }).click();

  await expect(page.locator('html')).toHaveAttribute('lang', 'ca');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('La Meva Música');
  await expect(page.getByTestId('live-button')).toHaveText('En directe');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('ca');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ca');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('La Meva Música');

  await page.getByRole('button', { name: 'Idioma' }).click();
  await expect(page.getByRole('menuitemradio', { name: 'Català' })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('menuitemradio', { name: 'Français' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ma Musique');
  // The bar's main button offers the radio or a song depending on the air; "next" is always there.
  await expect(page.getByTestId('player-desktop').getByRole('button', { name: 'Suivant' })).toBeVisible();
});
