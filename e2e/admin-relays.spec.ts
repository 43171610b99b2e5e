import type { Page } from '@playwright/test';
import { nowPlayingSchema } from '../shared/schemas/broadcast/streaming';
import { startIcecast, type TestIcecast } from '../testing/station/icecast';
import { api, logInAsAdmin } from './api';
import { expect, test } from './fixtures';

let relay: TestIcecast;

test.beforeAll(async () => {
  // A real icecast2 relaying the e2e station's /stream, as a station's relay does.
  relay = await startIcecast({ relays: [{ url: `${process.env.E2E_BASE_URL}/stream`, localMount: '/emisora.mp3' }] });
  await expect.poll(async () => (await relay.sources()).length, { timeout: 20_000 }).toBe(1);
});

test.afterAll(async () => {
  await relay?.stop();
});

const login = (page: Page) => logInAsAdmin(page.request);

const audioState = (page: Page) =>
  page.evaluate(() => {
    const audio = [...document.querySelectorAll<HTMLAudioElement>('audio[data-player]')].find((a) =>
      a.getAttribute('src'),
    );
    return audio ? { src: audio.getAttribute('src'), time: audio.currentTime } : null;
  });

test('Repetidores: add a relay (validated), see its listeners and the title it carries, delete it', async ({
  page,
}) => {
  await login(page);
  await page.goto('/admin/relays');
  await expect(page.getByRole('heading', { name: 'Repetidores', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Repetidores' })).toHaveAttribute('aria-current', 'page');

  await page.getByLabel('Nombre *').fill('Relé e2e');
  await page.getByLabel('URL del servidor *').fill(`${relay.url}/emisora.mp3`);
  await page.getByRole('button', { name: 'Añadir repetidor' }).click();
  await expect(page.getByText('Introduce solo el servidor y el puerto')).toBeVisible();

  await page.getByLabel('URL del servidor *').fill(relay.url);
  await page.getByLabel('Usuario administrador').fill('admin');
  await page.getByLabel('Contraseña de administrador').fill(relay.adminPassword);
  await page.getByRole('button', { name: 'Añadir repetidor' }).click();
  await expect(page.getByText('Repetidor añadido', { exact: true })).toBeVisible();

  const table = page.getByRole('table', { name: 'Oyentes por servidor' });
  const row = table.locator('tr[data-relay="Relé e2e"]');
  await expect(row).toContainText('Funciona');
  await expect(row).toContainText(`${relay.url}/emisora.mp3`);
  // The row shows the title the relay carried at the station's last check of it: the song on air then, which may
  // already be in the station's recent history (a song changed between the check and this read).
  await expect
    .poll(async () => {
      const onAir = nowPlayingSchema.parse(await api(page.request).call('nowPlaying.get'));
      const aired = [onAir.current, ...onAir.history].flatMap((item) => (item ? [item.title] : []));
      const shown = (await row.textContent()) ?? '';
      return aired.length === 0 || aired.some((title) => shown.includes(title));
    })
    .toBe(true);
  await expect(table.getByRole('row', { name: /Emisora \(montajes locales\)/ })).toBeVisible();
  await expect(page.locator('body')).not.toContainText(relay.adminPassword);

  await row.getByRole('button', { name: 'Eliminar Relé e2e' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('Repetidor eliminado', { exact: true })).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('the public player goes to the relay when the station is full, and back to the studio when the relay fails', async ({
  page,
}) => {
  await login(page);
  const created = await api(page.request).send('relays.create', {
    body: { name: 'Relé del reproductor', url: relay.url, mount: '/emisora.mp3' },
  });
  expect(created.status).toBe(201);
  const { id, listenUrl, ok } = created.data as { id: number; listenUrl: string; ok: boolean };
  expect(ok).toBe(true);
  // Every new listener is past a limit of 0.
  await api(page.request).call('relays.updateSettings', { body: { redirectAbove: 0 } });
  try {
    await page.goto('/');
    await page.getByTestId('live-button').click();
    await expect.poll(async () => (await audioState(page))?.src).toBe(listenUrl);
    await expect.poll(async () => (await audioState(page))?.time ?? 0, { timeout: 20_000 }).toBeGreaterThan(1);

    // The relay fails: the player tries the next place, the studio's own mount.
    await page.route(`${listenUrl}*`, (route) => route.abort());
    await page.goto('/');
    await page.getByTestId('live-button').click();
    await expect.poll(async () => (await audioState(page))?.src).toBe('/stream?direct=1');
    await expect.poll(async () => (await audioState(page))?.time ?? 0, { timeout: 20_000 }).toBeGreaterThan(1);
  } finally {
    await api(page.request).call('relays.updateSettings', { body: { redirectAbove: null } });
    await api(page.request).send('relays.delete', { params: { id } });
  }
});
