import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { api, logInAsAdmin } from './api';
import { expect, test } from './fixtures';

test('Salidas: RDS y RadioText, a refused target, then a file encoder fed with what is on air', async ({ page }) => {
  await logInAsAdmin(page.request);
  await page.goto('/admin/outputs');
  const card = page.getByRole('region', { name: 'RDS y RadioText' });
  await expect(card.getByTestId('rds-state')).toContainText('Sin codificador');

  await card.getByLabel('Codificador').fill('http://codificador');
  await card.getByRole('button', { name: 'Guardar RDS' }).click();
  await expect(card.getByText(/Indica tcp:\/\/equipo:puerto/)).toBeVisible();

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-rds-'));
  const file = path.join(dir, 'radiotext.txt');
  try {
    await card.getByLabel('Codificador').fill(`file://${file}`);
    await card.getByLabel('RadioText de la música').fill('Suena: {artist} - {title}');
    await card.getByRole('button', { name: 'Guardar RDS' }).click();
    await expect(page.getByText('Ajustes de RDS guardados', { exact: true })).toBeVisible();
    await expect(card.getByTestId('rds-state')).toContainText('Conectado', { timeout: 10_000 });
    const now = await api(page.request).call('nowPlaying.get');
    if (now.current?.source === 'rotation')
      await expect.poll(() => fs.existsSync(file) && fs.readFileSync(file, 'utf8')).toContain('Suena: ');
    else await expect.poll(() => fs.existsSync(file)).toBe(true);
  } finally {
    const { settings } = await api(page.request).call('rds.get');
    await api(page.request).call('rds.update', { body: { ...settings, target: '' } });
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('Salidas: Directorios, the listing edited and shown as radio-browser will receive it', async ({ page }) => {
  await logInAsAdmin(page.request);
  const before = (await api(page.request).call('directory.get')).listing;
  await page.goto('/admin/outputs');
  const card = page.getByRole('region', { name: 'Directorios' });
  const data = card.getByTestId('radio-browser-data');
  await expect(data).toContainText('countrycode');
  try {
    await card.getByLabel('País (ISO, dos letras)').fill('españa');
    await card.getByRole('button', { name: 'Guardar datos de directorio' }).click();
    await expect(card.getByText('Usa el código de país de dos letras en mayúsculas (ES)')).toBeVisible();
    await card.getByLabel('País (ISO, dos letras)').fill('AD');
    await card.getByLabel('Latitud').fill('42.5063');
    await card.getByRole('button', { name: 'Guardar datos de directorio' }).click();
    await expect(page.getByText('Datos de directorio guardados', { exact: true })).toBeVisible();
    await expect(data).toContainText('AD');
    await expect(data).toContainText('42.5063');
    const res = await page.request.fetch('/stream', { method: 'HEAD' });
    expect(res.headers()['icy-country-code']).toBe('AD');
  } finally {
    await api(page.request).call('directory.update', { body: before });
  }
});
