import type { Locator, Page } from '@playwright/test';
import { apiUrl } from '../testing/station/api-client';
import { api, logInAsAdmin } from './api';
import { expect, test } from './fixtures';

/**
 * "Detener Servidor" takes the station off air: in Control de Streaming and in /studio it asks first, naming
 * what happens, and only the confirmation sends the stop.
 */
const pages = [
  { path: '/admin/streaming', state: 'server-state', on: 'ACTIVO', off: 'INACTIVO' },
  { path: '/studio', state: 'studio-server-state', on: 'EN EMISIÓN', off: 'EMISIÓN DETENIDA' },
] as const;

async function ensureRunning(page: Page, state: Locator, on: string) {
  await expect(state).not.toBeEmpty();
  if ((await state.textContent()) !== on) await page.getByRole('button', { name: 'Iniciar Servidor' }).click();
  await expect(state).toHaveText(on, { timeout: 20_000 });
}

for (const { path, state: stateId, on, off } of pages) {
  test(`${path}: stopping the server asks first; cancel keeps the station on air, confirm stops it`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await logInAsAdmin(page.request);
    const stops: string[] = [];
    page.on('request', (req) => {
      if (req.method() === 'POST' && req.url().endsWith(apiUrl('streaming.stop'))) stops.push(req.url());
    });
    await page.goto(path);
    const state = page.getByTestId(stateId);
    await ensureRunning(page, state, on);

    await page.getByRole('button', { name: 'Detener Servidor' }).click();
    const dialog = page.getByRole('alertdialog', { name: '¿Detener el servidor de streaming?' });
    await expect(dialog).toContainText('los oyentes conectados se quedarán sin sonido');
    await expect(dialog).toContainText('transmisor de FM quedará en silencio');
    // Focus starts on the safe choice: Enter on a stray click must not take the station off air.
    await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();
    expect(stops).toEqual([]);
    await expect(state).toHaveText(on);
    expect((await api(page.request).call('streaming.status')).serverRunning).toBe(true);

    // Escape cancels as well.
    await page.getByRole('button', { name: 'Detener Servidor' }).click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(stops).toEqual([]);

    await page.getByRole('button', { name: 'Detener Servidor' }).click();
    await dialog.getByRole('button', { name: 'Detener y salir del aire' }).click();
    await expect(state).toHaveText(off, { timeout: 20_000 });
    expect(stops).toHaveLength(1);

    // Leave the station on air for the specs that follow.
    await page.getByRole('button', { name: 'Iniciar Servidor' }).click();
    await expect(state).toHaveText(on, { timeout: 20_000 });
  });
}
