import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { resolveFfmpegPath } from '../desktop/station/ffmpeg/path';
import { api, logInAsAdmin } from './api';
import { expect, test } from './fixtures';

const title = `Botadura E2E ${Date.now()}`;
let png: string;

test.beforeAll(() => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-admin-e2e-'));
  png = path.join(dir, 'botadura.png');
  execFileSync(resolveFfmpegPath(), [
    '-hide_banner',
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    'color=c=navy:s=640x480',
    '-frames:v',
    '1',
    png,
  ]);
});

const logIn = (page: Page) => logInAsAdmin(page.request);

test('upload an image to the shipyard: preview, listed with its thumbnail, shown on /shipyard, deleted with confirmation', async ({
  page,
}) => {
  await logIn(page);
  await page.goto('/admin/upload/gallery');
  await expect(page.getByRole('heading', { name: 'Gestión de Galerías' })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Subir Imagen' });
  await expect(submit).toBeDisabled();

  await page.getByLabel('Destino').selectOption({ label: 'Astilleros Saetia' });
  await page.getByLabel('Imagen *').setInputFiles(png);
  await expect(page.getByRole('img', { name: 'Vista previa de la imagen seleccionada' })).toBeVisible();
  await expect(submit).toBeEnabled();

  // A blank title (spaces) is refused before sending.
  await page.getByLabel('Título *').fill('   ');
  await submit.click();
  await expect(page.getByText('Por favor ingrese un título para la imagen.')).toBeVisible();

  await page.getByLabel('Título *').fill(title);
  await page.getByLabel('Descripción').fill('Un velero en la grada');
  await submit.click();
  await expect(page.getByText('Imagen subida correctamente', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Título *')).toHaveValue('');

  await page.getByRole('tab', { name: 'Astilleros Saetia' }).click();
  const card = page.getByRole('listitem').filter({ hasText: title });
  await expect(card.getByRole('img', { name: title })).toHaveAttribute('src', /thumb|\/media\//);
  await page.getByRole('tab', { name: 'Galería de la radio' }).click();
  await expect(page.getByText(title)).toHaveCount(0);

  await page.goto('/shipyard');
  await expect(
    page.getByRole('list', { name: 'Proyectos navales' }).getByRole('button', { name: new RegExp(title) }),
  ).toBeVisible();

  await page.goto('/admin/upload/gallery');
  await page.getByRole('tab', { name: 'Astilleros Saetia' }).click();
  await card.getByRole('button', { name: `Eliminar ${title}` }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByRole('heading', { name: '¿Está seguro?' })).toBeVisible();
  await expect(dialog).toContainText(
    'Esta acción no se puede deshacer. La imagen será eliminada permanentemente de la galería.',
  );
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: `Eliminar ${title}` }).click();
  await dialog.getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('Imagen eliminada', { exact: true })).toBeVisible();
  await expect(card).toHaveCount(0);
  await page.goto('/shipyard');
  await expect(page.getByRole('heading', { level: 1, name: 'Astilleros Saetia' })).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);
});

test('the dashboard quick actions open the upload form on their destination; a shipyard batch stays on it', async ({
  page,
}) => {
  await logIn(page);
  const batchTitle = `${title} lote`;
  await page.goto('/admin/dashboard');
  await page.getByRole('link', { name: 'Subir a Astilleros' }).click();
  await expect(page.getByRole('heading', { name: 'Gestión de Galerías' })).toBeVisible();
  const destination = page.getByLabel('Destino');
  await expect(destination).toHaveValue('shipyard');

  // Uploaded without touching the destination: it lands in the shipyard, and the next photo goes there too.
  await page.getByLabel('Imagen *').setInputFiles(png);
  await page.getByLabel('Título *').fill(batchTitle);
  await page.getByRole('button', { name: 'Subir Imagen' }).click();
  await expect(page.getByText('Imagen subida correctamente', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Título *')).toHaveValue('');
  await expect(destination).toHaveValue('shipyard');
  const images = await api(page.request).call('gallery.images');
  const uploaded = images.find((image) => image.title === batchTitle);
  expect(uploaded?.type).toBe('shipyard');
  expect((await api(page.request).send('gallery.delete', { params: { id: uploaded!.id } })).ok).toBe(true);

  await page.goto('/admin/dashboard');
  await page.getByRole('link', { name: 'Subir a la Galería' }).click();
  await expect(page.getByRole('heading', { name: 'Gestión de Galerías' })).toBeVisible();
  await expect(destination).toHaveValue('gallery');
});
