import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { resolveFfmpegPath } from '../desktop/station/ffmpeg/path';
import { api, libraryTracks, logInAsAdmin } from './api';
import { expect, test } from './fixtures';

const stamp = Date.now();
const artist = 'Grupo E2E';
const title = `Canción E2E ${stamp}`;
let mp3: string;

test.beforeAll(() => {
  // A real 3-second MP3 named 'artist - title' so the form can prefill both fields.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-admin-e2e-'));
  mp3 = path.join(dir, `${artist} - ${title}.mp3`);
  execFileSync(resolveFfmpegPath(), [
    '-hide_banner',
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440:duration=3',
    '-c:a',
    'libmp3lame',
    '-b:a',
    '128k',
    mp3,
  ]);
});

const logIn = (page: Page) => logInAsAdmin(page.request);

async function openSongs(page: Page) {
  await page.goto('/admin/upload/music');
  await page.getByRole('tab', { name: 'Mis Canciones' }).click();
  await page.getByLabel('Buscar canciones').fill(title);
}

test('upload a generated MP3: prefilled from its name, listed, playable on /music, then deleted with confirmation', async ({
  page,
}) => {
  await logIn(page);
  await page.goto('/admin/upload/music');
  await expect(page.getByRole('heading', { name: 'Gestión de Música' })).toBeVisible();
  await page.getByLabel('Archivo de audio *').setInputFiles(mp3);
  await expect(page.getByLabel('Título *')).toHaveValue(title);
  await expect(page.getByLabel('Artista')).toHaveValue(artist);
  await page.getByLabel('Álbum').fill('Álbum E2E');
  await page.getByRole('button', { name: 'Subir Canción' }).click();
  await expect(page.getByText('Canción subida', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Título *')).toHaveValue('');

  await openSongs(page);
  const list = page.getByRole('table', { name: 'Mis canciones' });
  await expect(list.getByText(title)).toBeVisible();
  await list.getByRole('button', { name: `Vista previa de ${title}` }).click();
  await expect(list.getByLabel(`Escuchar ${title}`)).toHaveAttribute('src', /\/media\/audio\//);

  // Inline edit of the album.
  await list.getByRole('button', { name: `Editar ${title}` }).click();
  await list.getByLabel('Álbum').fill('Álbum E2E editado');
  await list.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Canción actualizada', { exact: true })).toBeVisible();
  await expect(list.getByText(`${artist} · Álbum E2E editado`)).toBeVisible();

  // The public library lists it and it really plays.
  await page.goto('/music');
  const row = page.getByTestId('track-row').filter({ hasText: title });
  await expect(row).toBeVisible();
  await row
    .getByRole('button', { name: new RegExp(`: ${title}$`) })
    .first()
    .click();
  // Browser code as a string: the e2e project is type-checked without the DOM library. Polled with evaluate, not
  // waitForFunction, which evals the string inside the page, and the station's CSP refuses eval.
  const playing = `(() => {
    const audio = document.querySelector('audio[data-player="local"]');
    return !!audio && audio.src.includes('/media/audio/') && !audio.paused && audio.currentTime > 0;
  })()`;
  await expect.poll(() => page.evaluate(playing)).toBe(true);

  // Delete: cancel first (still there), then confirm.
  await openSongs(page);
  await list.getByRole('button', { name: `Eliminar ${title}` }).click();
  const dialog = page.getByRole('alertdialog', { name: '¿Eliminar esta canción?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(list.getByText(title)).toBeVisible();
  await list.getByRole('button', { name: `Eliminar ${title}` }).click();
  await dialog.getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('Canción eliminada', { exact: true })).toBeVisible();
  await expect(page.getByText('No se encontraron canciones que coincidan con tu búsqueda.')).toBeVisible();
  const tracks = await libraryTracks(page.request);
  expect(tracks.some((t) => t.title === title)).toBe(false);
});

test('upload form: required file and title, 50 MB limit checked before sending', async ({ page }) => {
  await logIn(page);
  await page.goto('/admin/upload/music');
  await page.getByRole('button', { name: 'Subir Canción' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Por favor, selecciona un archivo de audio para subir.' }).first(),
  ).toBeVisible();
  await expect(page.getByText('Archivo de audio requerido', { exact: true })).toBeVisible();

  // A sparse file one byte over the limit: the form refuses it without sending 50 MB.
  const big = path.join(path.dirname(mp3), 'grande.mp3');
  fs.closeSync(fs.openSync(big, 'w'));
  fs.truncateSync(big, 50 * 1024 * 1024 + 1);
  await page.getByLabel('Archivo de audio *').setInputFiles(big);
  await page.getByLabel('Título *').fill('Demasiado grande');
  await page.getByRole('button', { name: 'Subir Canción' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'El archivo supera el tamaño máximo de 50 MB.' }).first(),
  ).toBeVisible();
});

test('a file that is not audio is refused with the server message', async ({ page }) => {
  await logIn(page);
  await page.goto('/admin/upload/music');
  await page.getByLabel('Archivo de audio *').setInputFiles({
    name: 'notas.mp3',
    mimeType: 'audio/mpeg',
    buffer: Buffer.from('esto no es audio, solo texto'.repeat(50)),
  });
  await page.getByRole('button', { name: 'Subir Canción' }).click();
  await expect(page.getByText('Error al subir la canción', { exact: true })).toBeVisible();
});

test('the upload shows a progress bar while the file is sent', async ({ page }) => {
  await logIn(page);
  await page.goto('/admin/upload/music');
  // The form first: throttling turned on while the page's session check was in flight left it pending, and the page
  // said «Verificando autenticación...» until the test timed out (once, with a second npm test running).
  await expect(page.getByLabel('Archivo de audio *')).toBeVisible();
  // Slow the upload down (Chromium network emulation) so the bar is on screen long enough to see.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 16 * 1024,
  });
  await page.getByLabel('Archivo de audio *').setInputFiles(mp3);
  await page.getByLabel('Título *').fill(`${title} lento`);
  await page.getByRole('button', { name: 'Subir Canción' }).click();
  const bar = page.getByRole('progressbar', { name: 'Subiendo canción' });
  await expect(bar).toBeVisible();
  await expect(page.getByRole('button', { name: 'Subiendo...' })).toBeDisabled();
  await expect
    .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 20_000 })
    .toBeGreaterThan(0);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect(page.getByText('Canción subida', { exact: true })).toBeVisible({ timeout: 30_000 });
  const tracks = await libraryTracks(page.request);
  const uploaded = tracks.find((t) => t.title === `${title} lento`);
  expect(uploaded).toBeDefined();
  expect((await api(page.request).send('tracks.delete', { params: { id: uploaded!.id } })).status).toBe(204);
});
