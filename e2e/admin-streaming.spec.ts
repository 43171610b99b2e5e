import type { Page } from '@playwright/test';
import { logInAsAdmin } from './api';
import { expect, test } from './fixtures';

const logIn = (page: Page) => logInAsAdmin(page.request);

test('regenerate the stream key from the music screen live tab', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await logIn(page);
  await page.goto('/admin/upload/music');
  await page.getByRole('tab', { name: 'Transmisión en Vivo' }).click();
  const key = page.getByLabel('Clave de transmisión', { exact: true });
  await expect(key).toHaveValue(/^[A-Za-z0-9]{16}$/);
  const before = await key.inputValue();
  await expect(page.getByLabel('URL del servidor', { exact: true })).toHaveValue(/^rtmp:\/\/127\.0\.0\.1:\d+\/live$/);
  await expect(page.getByText('128-160 Kbps (mínimo 128 kbps), AAC, estéreo, 44.1 kHz')).toBeVisible();

  await page.getByRole('button', { name: 'Copiar Clave de transmisión' }).click();
  await expect(page.getByText('¡Clave de transmisión copiado!')).toBeVisible();
  expect(await page.evaluate('navigator.clipboard.readText()')).toBe(before);
  await expect(page.getByText('¡Clave de transmisión copiado!')).toBeHidden({ timeout: 4_000 });

  await page.getByRole('button', { name: 'Regenerar clave' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Regenerar' }).click();
  await expect(page.getByText('Clave regenerada', { exact: true })).toBeVisible();
  await expect(key).not.toHaveValue(before);
  await expect(key).toHaveValue(/^[A-Za-z0-9]{16}$/);
});

test('stop and start the streaming server and see the status change; links work', async ({ page }) => {
  await logIn(page);
  await page.goto('/admin/streaming');
  await expect(page.getByRole('heading', { name: 'Control de Streaming' })).toBeVisible();
  const state = page.getByTestId('server-state');
  await expect(state).toHaveText(/ACTIVO|INACTIVO/);
  if ((await state.textContent()) === 'INACTIVO') {
    await page.getByRole('button', { name: 'Iniciar Servidor' }).click();
    await expect(state).toHaveText('ACTIVO', { timeout: 20_000 });
  }
  await expect(page.getByTestId('broadcast-mode')).toHaveText('MÚSICA AUTOMÁTICA');
  await expect(page.getByTestId('listeners')).toHaveText(/^\d+$/);

  await page.getByRole('button', { name: 'Detener Servidor' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Detener y salir del aire' }).click();
  await expect(state).toHaveText('INACTIVO', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Iniciar Servidor' }).click();
  await expect(state).toHaveText('ACTIVO', { timeout: 20_000 });

  await page.getByRole('tab', { name: 'Configuración' }).click();
  for (const label of ['Lista PLS', 'Lista M3U', 'Reproductor integrado']) {
    const url = await page.getByLabel(label, { exact: true }).inputValue();
    const res = await page.request.get(url);
    expect(res.status(), `${label} ${url}`).toBe(200);
  }
  await expect(page.getByLabel('Stream HTTP-FLV', { exact: true })).toHaveValue(
    /^http:\/\/127\.0\.0\.1:\d+\/live\/emisora\.flv$/,
  );

  await page.getByRole('tab', { name: 'Radio Garden' }).click();
  const garden = await page.getByLabel('Enlace de Radio Garden', { exact: true }).inputValue();
  expect((await page.request.get(garden)).status()).toBe(200);
  await expect(page.getByRole('tabpanel').getByRole('listitem')).toHaveCount(4);
});
