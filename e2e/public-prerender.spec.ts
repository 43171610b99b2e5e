/// <reference lib="dom" />
// Code inside page.evaluate runs in the browser, so these specs see DOM types.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { stationNow } from './station-clock';

/** Collects what would show that hydration went wrong: React's mismatch report or any uncaught error. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat/i.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('prerendered home page', () => {
  test('the station sends "/" with its first screen already in the HTML, and only "/"', async ({ request }) => {
    const home = await (await request.get('/')).text();
    expect(home).toContain('data-prerendered="es"');
    expect(home).toContain('Ràdio Portbou, la radio de Portbou');
    expect(home).toContain('Sonando ahora');
    // The app's scripts wait in a template until the first frame has painted.
    expect(home).toMatch(/<template id="app-scripts"><script type="module"/);
    const music = await (await request.get('/music')).text();
    expect(music).not.toContain('data-prerendered');
    expect(music).toMatch(/<div id="root"><\/div>/);
  });

  test('without JavaScript a listener still sees the home page', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ràdio Portbou, la radio de Portbou');
    await expect(page.getByRole('heading', { level: 2, name: 'Sonando ahora' })).toBeVisible();
    await expect(page.getByTestId('advert')).toHaveCount(2);
    await expect(page.locator('footer')).toContainText(`© ${new Date(stationNow()).getFullYear()} Ràdio Portbou`);
    await context.close();
  });

  test('hydrates without a mismatch and becomes interactive', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/');
    // The clock is a placeholder in the prerendered HTML; after hydration it shows the visitor's time.
    await expect(page.getByTestId('clock')).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    await expect(page.locator('footer')).toContainText(`© ${new Date(stationNow()).getFullYear()} `);
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a stored language the site does not have leaves the Spanish page showing', async ({ page }) => {
    const errors = watchErrors(page);
    await page.addInitScript(() => localStorage.setItem('language', 'de'));
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 2, name: 'Sonando ahora' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a visitor who chose Catalan gets the home page in Catalan, never the Spanish markup', async ({ page }) => {
    const errors = watchErrors(page);
    await page.addInitScript(() => localStorage.setItem('language', 'ca'));
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ca');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ràdio Portbou, la ràdio de Portbou');
    await expect(page.getByRole('heading', { level: 2, name: 'Sonant ara' })).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-prerender-stale');
    expect(errors).toEqual([]);
  });
});
