import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { api } from './api';
import { expect, test } from './fixtures';
import { type OwnStation, startStation } from './station-process';

// Changes that restart the station's core: on a station of its own, so the shared one keeps serving the others.
const PASSWORD = 'clave-del-nucleo-2026';
const PASSPHRASE = 'faro niebla gaviota espigón';

let station: OwnStation;
test.beforeAll(async () => {
  station = await startStation({
    env: { EMISORA_ADMIN_PASSWORD: PASSWORD, EMISORA_BACKUP_PASSPHRASE: PASSPHRASE },
  });
});
test.afterAll(() => station?.stop());

/** This spec's own station's API, with the page's session. */
const own = (request: APIRequestContext) => api(request, station.url);
const startedAt = async (request: APIRequestContext) => (await own(request).call('station.health')).startedAt;

async function signIn(page: Page) {
  const login = await own(page.request).send('auth.login', { body: { username: 'admin', password: PASSWORD } });
  expect(login.ok).toBe(true);
  await page.goto(`${station.url}/admin/dashboard?section=configuracion`);
}

test('Configuración → Zona horaria: a confirmed change restarts the station, which comes back in the new zone', async ({
  page,
}) => {
  await signIn(page);
  const card = page.getByRole('region', { name: 'Zona horaria de la emisora' });
  const select = card.getByLabel('Zona horaria');
  await expect(select).toHaveValue('Europe/Madrid');
  const button = card.getByRole('button', { name: 'Cambiar y reiniciar la emisora' });
  await expect(button).toBeDisabled();
  const before = await startedAt(page.request);

  await select.selectOption('America/Lima');
  await button.click();
  const dialog = page.getByRole('alertdialog', { name: '¿Cambiar la zona horaria a America/Lima?' });
  await expect(dialog).toContainText('La emisora se reiniciará');
  await dialog.getByRole('button', { name: 'Cambiar y reiniciar' }).click();
  await expect(card.getByRole('status')).toContainText('Reiniciando la emisora');
  await expect(
    page.getByTestId('toast-viewport').getByText('La emisora funciona ya con la zona horaria America/Lima.'),
  ).toBeVisible({
    timeout: 60_000,
  });
  expect(await startedAt(page.request)).not.toBe(before);
  await expect(select).toHaveValue('America/Lima');
  const zone = await own(page.request).call('core.timezone');
  expect(zone).toEqual({ timezone: 'America/Lima', chosenBy: 'admin', fixedBy: null });
  // The same process restarted its core: the station never went away for its supervisor or service manager.
  await expect.poll(async () => (await own(page.request).send('station.health')).status).toBe(200);
});

test('Copia de seguridad: a file that is not a backup and a wrong passphrase are refused, saying why', async ({
  page,
}) => {
  await signIn(page);
  const card = page.getByRole('region', { name: 'Copia de seguridad' });
  const before = await startedAt(page.request);
  await card.getByLabel('Archivo de la copia (.tar.gz o .tar.gz.age)').setInputFiles({
    name: 'cancion.mp3',
    mimeType: 'audio/mpeg',
    buffer: Buffer.from('ID3 esto no es una copia'),
  });
  await card.getByRole('button', { name: 'Subir y restaurar' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Subir, restaurar y reiniciar' }).click();
  const toasts = page.getByTestId('toast-viewport');
  await expect(
    toasts.getByText(/Ese archivo no es una copia de seguridad de Emisora.*No se ha cambiado nada/),
  ).toBeVisible();

  // An encrypted copy kept on the station, uploaded again with another passphrase.
  await card.getByRole('button', { name: 'Guardar una copia en la emisora' }).click();
  const list = card.getByRole('list', { name: 'Copias guardadas en la emisora' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  const [kept] = fs.readdirSync(`${station.dataDir}.backups`);
  expect(kept).toMatch(/^emisora-copia-.*\.tar\.gz\.age$/);
  await card
    .getByLabel('Archivo de la copia (.tar.gz o .tar.gz.age)')
    .setInputFiles(path.join(`${station.dataDir}.backups`, kept!));
  await card.getByLabel('Contraseña (solo si la copia está cifrada)').fill('otra frase cualquiera');
  await card.getByRole('button', { name: 'Subir y restaurar' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Subir, restaurar y reiniciar' }).click();
  await expect(toasts.getByText(/La contraseña no abre esta copia/)).toBeVisible({ timeout: 30_000 });
  expect(await startedAt(page.request)).toBe(before);
  expect(fs.readdirSync(path.dirname(station.dataDir)).filter((name) => name.includes('.restoring-'))).toEqual([]);
});

test('Copia de seguridad: restoring one kept on the station brings its data back after a restart', async ({ page }) => {
  await signIn(page);
  const card = page.getByRole('region', { name: 'Copia de seguridad' });
  const list = card.getByRole('list', { name: 'Copias guardadas en la emisora' });
  const kept = await own(page.request).call('core.backups');
  const saved = kept.backups.length + 1;
  await card.getByRole('button', { name: 'Guardar una copia en la emisora' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(saved);
  const newest = (await list.getByRole('listitem').first().locator('span.font-medium').textContent()) ?? '';
  // Something the backup does not hold: a source added after it.
  const added = await own(page.request).send('sources.create', {
    body: { name: 'Añadida después de la copia', url: 'https://example.org/otra.mp3', isActive: true },
  });
  expect(added.ok).toBe(true);

  await list.getByRole('button', { name: `Restaurar ${newest}` }).click();
  const dialog = page.getByRole('alertdialog', { name: '¿Restaurar esta copia?' });
  await expect(dialog).toContainText('quedan guardados junto a la carpeta de datos');
  await dialog.getByRole('button', { name: 'Restaurar y reiniciar' }).click();
  // The restart may be over before a busy machine's poll sees its «Reiniciando…» status: either state will do here.
  await expect(
    card.getByText(/Reiniciando la emisora|Copia restaurada: la emisora ha vuelto a arrancar con ella\./).first(),
  ).toBeVisible();
  await expect(card.getByText('Copia restaurada: la emisora ha vuelto a arrancar con ella.')).toBeVisible({
    timeout: 60_000,
  });
  await card.getByRole('link', { name: 'Recargar el panel con los datos restaurados' }).click();
  const sources = await own(page.request).call('streaming.sources');
  expect(sources.map((s) => s.name)).not.toContain('Añadida después de la copia');
  expect(fs.readdirSync(path.dirname(station.dataDir)).some((name) => name.startsWith('data.before-restore-'))).toBe(
    true,
  );
  // The restored data's own activity log says what happened.
  await page.goto(`${station.url}/admin/dashboard?section=resumen`);
  await expect(page.getByText('Copia de seguridad restaurada').first()).toBeVisible();
});
