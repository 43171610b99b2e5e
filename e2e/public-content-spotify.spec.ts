import { expect, test } from './fixtures';
import { FAKE_PROVIDER_TOKEN } from './public-content-fake-provider';

const TOKEN_KEY = 'spotify-token';
const storedToken = (page: import('@playwright/test').Page) =>
  page.evaluate(
    (key) =>
      (JSON.parse(localStorage.getItem(key) ?? '{}') as { state?: { token?: string | null } }).state?.token ?? null,
    TOKEN_KEY,
  );

test('a bad token is refused with "Error de conexión" and never stored', async ({ page }) => {
  await page.goto('/spotify');
  await expect(page.getByRole('heading', { level: 1, name: 'Descubre Música' })).toBeVisible();
  // Empty (blank) input is ignored: no call, no toast.
  await page.getByLabel('Token de acceso').fill('   ');
  await page.getByRole('button', { name: 'Conectar' }).click();
  await expect(page.getByText('Error de conexión', { exact: true })).toHaveCount(0);

  await page.getByLabel('Token de acceso').fill('token-caducado');
  await page.getByRole('button', { name: 'Conectar' }).click();
  await expect(page.getByText('Error de conexión', { exact: true })).toBeVisible();
  await expect(
    page.getByText('No se pudo conectar a Spotify con el token proporcionado.', { exact: true }),
  ).toBeVisible();
  expect(await storedToken(page)).toBeNull();
});

test('connect, featured playlists in two halves, playlist detail with previews, disconnect', async ({ page }) => {
  await page.goto('/spotify');
  await page.getByLabel('Token de acceso').fill(`  ${FAKE_PROVIDER_TOKEN}  `);
  await page.getByRole('button', { name: 'Conectar' }).click();
  await expect(page.getByRole('tab', { name: 'Explorar' })).toHaveAttribute('aria-selected', 'true');
  expect(await storedToken(page)).toBe(FAKE_PROVIDER_TOKEN);

  // The fake offers 12; the site asks for 10 and shows 5 + 5.
  const first = page.getByRole('region', { name: 'Listas destacadas' });
  const second = page.getByRole('region', { name: 'Más para descubrir' });
  await expect(first.getByRole('listitem')).toHaveCount(5);
  await expect(second.getByRole('listitem')).toHaveCount(5);
  await expect(second.getByRole('button', { name: /Lista destacada 10/ })).toBeVisible();

  await first.getByRole('button', { name: /Lista destacada 2/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Lista destacada 2' });
  const tracks = dialog.getByRole('list', { name: 'Canciones' });
  await expect(tracks.getByRole('listitem')).toHaveCount(3);
  const box = await dialog.locator('[data-radix-scroll-area-viewport]').locator('..').boundingBox();
  expect(Math.round(box?.height ?? 0)).toBe(350);

  // Two rows without preview carry the note; the click adds the toast as a third occurrence.
  const noPreview = page.getByText('Vista previa no disponible', { exact: true });
  await expect(noPreview).toHaveCount(2);
  await tracks.getByRole('button', { name: 'Escuchar vista previa de Canción 2' }).click();
  await expect(noPreview).toHaveCount(3);

  await tracks.getByRole('button', { name: 'Escuchar vista previa de Canción 1' }).click();
  await expect(tracks.getByRole('button', { name: 'Pausar vista previa de Canción 1' })).toBeVisible();
  await expect.poll(() => dialog.locator('audio').evaluate((a: HTMLAudioElement) => a.currentTime)).toBeGreaterThan(0);
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('tab', { name: 'Conexión' }).click();
  await page.getByRole('button', { name: 'Desconectar' }).click();
  expect(await storedToken(page)).toBeNull();
  await page.getByRole('tab', { name: 'Explorar' }).click();
  await expect(page.getByText('Conecta tu cuenta en la pestaña Conexión para explorar las listas.')).toBeVisible();
});

test('a stored token that fails at start is removed with the playlists toast', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(
    (key) => localStorage.setItem(key, JSON.stringify({ state: { token: 'expired-token' }, version: 0 })),
    TOKEN_KEY,
  );
  await page.goto('/spotify');
  await expect(
    page.getByText('No se pudieron cargar las listas de reproducción de Spotify.', { exact: true }),
  ).toBeVisible();
  await expect(page.getByText('Spotify token expired', { exact: true })).toBeVisible();
  await expect.poll(() => storedToken(page)).toBeNull();
  await expect(page.getByRole('button', { name: 'Conectar' })).toBeVisible();
});
