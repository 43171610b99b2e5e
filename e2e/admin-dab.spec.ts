import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { api, logInAsAdmin } from './api';
import { expect, test } from './fixtures';

test('Salidas: DAB+, a refused path, then the DLS file and the slide written and shown', async ({ page }) => {
  await logInAsAdmin(page.request);
  const before = (await api(page.request).call('dab.get')).settings;
  await page.goto('/admin/outputs');
  const card = page.getByRole('region', { name: 'DAB+ (DLS y diapositivas)' });
  await expect(card.getByTestId('dab-state')).toContainText('Sin fichero DLS');
  await expect(card.getByTestId('dab-state')).toContainText('Sin tubería (--dab-audio)');

  await card.getByLabel('Fichero DLS').fill('dls.txt');
  await card.getByRole('button', { name: 'Guardar DAB+' }).click();
  await expect(card.getByText('El fichero DLS: escribe una ruta absoluta')).toBeVisible();

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-dab-'));
  const file = path.join(dir, 'dls.txt');
  const slides = path.join(dir, 'slides');
  fs.mkdirSync(slides);
  try {
    await card.getByLabel('Fichero DLS').fill(file);
    await card.getByLabel('Carpeta de diapositivas').fill(slides);
    await card.getByRole('button', { name: 'Guardar DAB+' }).click();
    await expect(page.getByText('Ajustes de DAB+ guardados', { exact: true })).toBeVisible();
    // The card shows the text the file holds, and the slide the folder holds, as the browser loads it.
    const text = fs.readFileSync(file, 'utf8').trimEnd().split('\n').at(-1)!;
    await expect(card.getByTestId('dab-state')).toContainText(`«${text}»`);
    const slide = card.getByRole('img', { name: /Diapositiva/ });
    await expect(slide).toBeVisible();
    await expect.poll(() => slide.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
    expect(fs.readdirSync(slides)).toHaveLength(1);
  } finally {
    await api(page.request).call('dab.update', { body: before });
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
