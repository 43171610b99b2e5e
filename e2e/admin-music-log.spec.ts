import { api, logInAsAdmin } from './api';
import { expect, test } from './fixtures';
import { watchToasts } from './toasts-seen';
import { stationNow } from './station-clock';

/**
 * The music director swaps a song of tomorrow's log for a candidate of the same category, with each candidate's rule
 * status shown, on a desktop and on a tablet. «Mañana» is a whole station-independent day ahead, so the test reads
 * the same at any hour and on any weekday.
 */
for (const [device, viewport] of [
  ['escritorio', { width: 1280, height: 800 }],
  ['tableta', { width: 820, height: 1180 }],
] as const)
  test.describe(`el registro musical en ${device}`, () => {
    test.use({ viewport, hasTouch: device === 'tableta' });

    test('cambia una canción de mañana por una candidata y queda fijada', async ({ page }) => {
      test.setTimeout(120_000);
      await logInAsAdmin(page.request);
      await page.goto('/admin/registro-musical');
      await page.getByRole('button', { name: 'Mañana' }).click();
      const log = page.getByRole('list', { name: 'Registro' });
      const swap = log.getByRole('button', { name: /^Cambiar «/ }).first();
      await expect(swap).toBeVisible({ timeout: 30_000 });
      await swap.click();
      const dialog = page.getByRole('dialog');
      const candidates = dialog.getByRole('list', { name: 'Candidatas' }).getByRole('listitem');
      await expect(candidates.first()).toBeVisible({ timeout: 30_000 });
      // Each candidate says how it stands with the separation rules.
      await expect(candidates.first()).toContainText(/cumple|a \d+ min de|Sin reglas de separación/);
      const chosen = await candidates.first().locator('p.font-medium').innerText();
      const title = chosen.split(' — ')[0]!;
      const toasts = await watchToasts(page);
      await candidates
        .first()
        .getByRole('button', { name: /^Elegir/ })
        .click();
      // The swap re-plans the days ahead, which on a machine running the whole suite at once can take longer than a
      // click's usual answer; its toast is read from the page's own record (toasts-seen.ts).
      await expect.poll(toasts.titles, { timeout: 30_000 }).toContain('Canción cambiada');
      await expect(dialog).toBeHidden();
      const row = log.getByRole('listitem').filter({ hasText: title }).filter({ hasText: '(fijado)' }).first();
      await expect(row).toBeVisible();
      await expect(row.getByRole('button', { name: 'Liberar' })).toBeVisible();
      // Leave the shared station's log as it was: the swapped position is the planner's again.
      const tomorrow = await api(page.request).call('log.get', {
        query: {
          from: new Date(stationNow()).toISOString(),
          to: new Date(stationNow() + 3 * 86_400_000).toISOString(),
        },
      });
      for (const item of tomorrow.items.filter((i) => i.edited === 'swap'))
        await api(page.request).call('log.unlock', { params: { id: item.id } });
    });
  });
