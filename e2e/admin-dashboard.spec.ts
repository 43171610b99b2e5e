import { once } from 'node:events';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { resolveFfmpegPath } from '../desktop/station/ffmpeg/path';
import { api, libraryTracks, logInAsAdmin } from './api';
import { expect, test } from './fixtures';

const logIn = (page: Page) => logInAsAdmin(page.request);

test('dashboard sections: management tables, live tab with real OBS details, settings', async ({ page }) => {
  await logIn(page);
  await page.goto('/admin/dashboard?section=musica');
  await expect(page.getByRole('tab', { name: 'Música' })).toHaveAttribute('data-state', 'active');
  for (const header of ['Título', 'Artista', 'Álbum', 'Fecha', 'Acciones'])
    await expect(page.getByRole('columnheader', { name: header })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Agregar Canción' })).toHaveAttribute('href', '/admin/upload/music');

  await page.getByRole('tab', { name: 'Streaming' }).click();
  await expect(page.getByRole('link', { name: 'Agregar Fuente' })).toBeVisible();

  await page.getByRole('link', { name: 'En Vivo' }).click();
  await expect(page.getByRole('tab', { name: 'En Vivo (OBS)' })).toHaveAttribute('data-state', 'active');
  await expect(page.getByTestId('live-status')).toHaveText(/Desconectado|Conectando|En vivo|Error/);
  await expect(page.getByLabel('URL del servidor', { exact: true })).toHaveValue(/^rtmp:\/\/127\.0\.0\.1:\d+\/live$/);
  await expect(page.getByLabel('Clave de transmisión', { exact: true })).toHaveValue(/^[A-Za-z0-9]{16}$/);
  await page.getByRole('button', { name: 'Actualizar Estado' }).click();

  await page.getByRole('link', { name: 'Configuración' }).click();
  await page.getByLabel('Fundido entre canciones (segundos)').fill('3');
  await page.getByRole('button', { name: 'Guardar configuración' }).click();
  await expect(page.getByText('Configuración guardada', { exact: true })).toBeVisible();
  const status = await api(page.request).call('streaming.status');
  expect(status).toMatchObject({ crossfadeSeconds: 3 });
  await page.getByLabel('Objetivo de sonoridad (LUFS)').fill('-40');
  await page.getByRole('button', { name: 'Guardar configuración' }).click();
  await expect(page.getByText('El objetivo de sonoridad debe estar entre -30 y -8 LUFS.')).toBeVisible();
});

test('users: create with a 10-character minimum password, then delete', async ({ page }) => {
  await logIn(page);
  const username = `locutora-${Date.now()}`;
  await page.goto('/admin/dashboard?section=usuarios');
  await page.getByLabel('Usuario', { exact: true }).fill(username);
  await page.getByLabel('Contraseña (mínimo 10 caracteres)', { exact: true }).fill('corta');
  await page.getByRole('button', { name: 'Crear usuario' }).click();
  await expect(page.getByText('La contraseña debe tener al menos 10 caracteres.')).toBeVisible();
  await page.getByLabel('Contraseña (mínimo 10 caracteres)', { exact: true }).fill('suficientemente-larga');
  await page.getByRole('button', { name: 'Crear usuario' }).click();
  await expect(page.getByText('Usuario creado', { exact: true })).toBeVisible();
  const list = page.getByRole('list', { name: 'Usuarios' });
  await expect(list.getByText(username)).toBeVisible();
  await list.getByRole('button', { name: `Eliminar ${username}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
  await expect(list.getByText(username)).toHaveCount(0);
});

test('schedule: a programme added in the dashboard appears on the public schedule under its own weekday', async ({
  page,
}) => {
  await logIn(page);
  const title = `Tertulia E2E ${Date.now()}`;
  await page.goto('/admin/dashboard?section=programacion');
  await page.getByRole('button', { name: 'Añadir programa' }).click();
  await page.getByLabel('Fecha').fill('2031-03-04');
  await page.getByLabel('Inicio').fill('22:00');
  await page.getByLabel('Fin').fill('23:00');
  await page.getByLabel('Título').fill(title);
  await page.getByLabel('Tipo').selectOption('talk');
  await page.getByRole('button', { name: 'Añadir' }).click();
  await expect(page.getByText('Programa añadido', { exact: true })).toBeVisible();
  await expect(page.getByText(title)).toBeVisible();
  const days = await api(page.request).call('station.schedule');
  const added = days.find((d) => d.date === '2031-03-04')?.programs.find((p) => p.title === title);
  expect(added).toBeDefined();
  // 4 March 2031 is a Tuesday: the one-off airs in that week of /schedule, on its own day.
  await page.goto('/schedule?semana=2031-03-03');
  await expect(page.getByRole('tab').first()).toHaveText('Lunes 3');
  await page.getByRole('tab', { name: 'Martes 4' }).click();
  await expect(page.getByTestId('day-card').getByRole('heading', { level: 3 })).toHaveText('Martes 4 de marzo');
  await expect(page.getByTestId('day-card')).toContainText(title);
  // Leave the public schedule as seeded for the specs that follow.
  expect((await api(page.request).send('schedule.delete', { params: { id: added!.id } })).status).toBe(204);
});

test('transfer tab imports an MP3 from an http URL and explains a bad one', async ({ page }) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-admin-e2e-'));
  const mp3 = path.join(dir, 'tono.mp3');
  execFileSync(resolveFfmpegPath(), [
    '-hide_banner',
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=660:duration=2',
    '-c:a',
    'libmp3lame',
    mp3,
  ]);
  const server = http.createServer((req, res) => {
    if (req.url === '/Banda%20Remota%20-%20Tema%20Importado.mp3')
      res.writeHead(200, { 'Content-Type': 'audio/mpeg' }).end(fs.readFileSync(mp3));
    else res.writeHead(404).end('no');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    await logIn(page);
    await page.goto('/admin/dashboard?section=musica');
    await page.getByRole('tab', { name: 'Transferir' }).click();
    await page.getByLabel('URL del archivo *').fill('ftp://ejemplo.org/x.mp3');
    await page.getByRole('button', { name: 'Transferir Desde URL' }).click();
    await expect(page.getByText('Introduce una URL http(s) válida.')).toBeVisible();

    await page.getByLabel('URL del archivo *').fill(`${base}/no-existe.mp3`);
    await page.getByRole('button', { name: 'Transferir Desde URL' }).click();
    await expect(page.getByText('Error al transferir', { exact: true })).toBeVisible();

    await page.getByLabel('URL del archivo *').fill(`${base}/Banda%20Remota%20-%20Tema%20Importado.mp3`);
    await page.getByRole('button', { name: 'Transferir Desde URL' }).click();
    await expect(page.getByText('Canción transferida', { exact: true })).toBeVisible();
    await page.getByRole('tab', { name: 'Música' }).click();
    await expect(page.getByRole('cell', { name: 'Tema Importado', exact: true })).toBeVisible();
    // Leave the library as seeded: a 2 s tone at the head of the list would change what the player specs play.
    const imported = (await libraryTracks(page.request)).find((t) => t.title === 'Tema Importado');
    expect((await api(page.request).send('tracks.delete', { params: { id: imported!.id } })).status).toBe(204);
  } finally {
    server.close();
  }
});
