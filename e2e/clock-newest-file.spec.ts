import type { Page } from '@playwright/test';
import { api, logInAsAdmin } from './api';
import { expect, test } from './fixtures';

/** A new clock in the editor: the station ID in turn, then «Archivo más reciente» at the top of the hour. */
async function newsAtTheHour(page: Page, name: string) {
  await page.goto('/admin/upload/music');
  await page.getByRole('tab', { name: 'Relojes' }).click();
  await page.getByRole('button', { name: 'Nuevo reloj' }).click();
  const editor = page.getByRole('form', { name: 'Nuevo reloj' });
  await editor.getByLabel('Nombre del reloj').fill(name);
  await editor.getByLabel('Tipo de evento').selectOption({ label: 'Identificación' });
  await editor.getByRole('button', { name: 'Añadir evento' }).click();
  await editor.getByLabel('Tipo de evento').selectOption({ label: 'Hora fija' });
  await editor.getByRole('button', { name: 'Añadir evento' }).click();
  await editor.getByLabel('Hora fija del evento 2 (MM:SS)').fill('00:00');
  await editor.getByLabel('Qué suena a la hora fija del evento 2').selectOption({ label: 'Archivo más reciente' });
  return editor;
}

/**
 * The hourly news from a shared folder, set up in the clock editor: a hard event whose mark airs the newest file of
 * a watched folder, with how old the file may be; a folder that is not a full path is refused in Spanish.
 */
test('a music director puts the newest file of a watched folder at a hard mark, with its freshness limit', async ({
  page,
}) => {
  await logInAsAdmin(page.request);
  const client = api(page.request);
  const name = `Noticias ${Date.now()}`;
  const editor = await newsAtTheHour(page, name);
  // The limit starts at the station's default.
  await expect(editor.getByLabel('Minutos de frescura del evento 2')).toHaveValue('60');

  await editor.getByLabel('Carpeta vigilada del evento 2').fill('noticias');
  await editor.getByRole('button', { name: 'Guardar reloj' }).click();
  await expect(editor.getByText(/ruta completa del equipo de la emisora/)).toBeVisible();
  expect((await client.call('clocks.list')).some((c) => c.name === name)).toBe(false);

  await editor.getByLabel('Carpeta vigilada del evento 2').fill('/srv/noticias');
  await editor.getByLabel('Minutos de frescura del evento 2').fill('20');
  await editor.getByRole('button', { name: 'Guardar reloj' }).click();
  await expect(page.getByText('Reloj guardado', { exact: true })).toBeVisible();
  const saved = (await client.call('clocks.list')).find((c) => c.name === name)!;
  expect(saved.events).toEqual([
    { type: 'station-id' },
    { type: 'hard', at: '00:00', event: { type: 'newest-file', folder: '/srv/noticias', freshnessMin: 20 } },
  ]);
  await client.call('clocks.delete', { params: { id: saved.id } });
});

/**
 * The same news published by a network at a dated address: the editor's source choice switches the folder for the
 * address with its date and hour tokens; an address without them is refused in Spanish.
 */
test('a music director puts the file of a dated address at a hard mark instead of a folder', async ({ page }) => {
  await logInAsAdmin(page.request);
  const client = api(page.request);
  const name = `Noticias de la red ${Date.now()}`;
  const editor = await newsAtTheHour(page, name);
  await expect(editor.getByLabel('Origen del archivo del evento 2')).toHaveValue('folder');
  await editor.getByLabel('Origen del archivo del evento 2').selectOption({ label: 'Dirección con fecha' });
  await expect(editor.getByLabel('Carpeta vigilada del evento 2')).toHaveCount(0);

  const address = editor.getByLabel('Dirección con fecha del evento 2');
  await address.fill('https://red.example/noticias.mp3');
  await editor.getByRole('button', { name: 'Guardar reloj' }).click();
  await expect(editor.getByText(/debe llevar la fecha o la hora/)).toBeVisible();
  expect((await client.call('clocks.list')).some((c) => c.name === name)).toBe(false);

  await address.fill('https://red.example/noticias_{YYYYMMDD}_{HH}.mp3');
  await editor.getByLabel('Minutos de frescura del evento 2').fill('30');
  await editor.getByRole('button', { name: 'Guardar reloj' }).click();
  await expect(page.getByText('Reloj guardado', { exact: true })).toBeVisible();
  const saved = (await client.call('clocks.list')).find((c) => c.name === name)!;
  expect(saved.events).toEqual([
    { type: 'station-id' },
    {
      type: 'hard',
      at: '00:00',
      event: { type: 'newest-file', url: 'https://red.example/noticias_{YYYYMMDD}_{HH}.mp3', freshnessMin: 30 },
    },
  ]);
  await client.call('clocks.delete', { params: { id: saved.id } });
});
