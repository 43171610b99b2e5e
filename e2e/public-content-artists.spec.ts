import { expect, test } from './fixtures';
import { FAKE_PROVIDER_TOKEN } from './public-content-fake-provider';
import { addTrack, removeTracksByArtists } from './public-content-db';
import { stationNow } from './station-clock';

// These rows point at files that do not exist: later specs (the player) must not find them.
test.afterAll(() =>
  removeTracksByArtists(['Les Sirenes E2E', 'Grupo E2E 1', 'Grupo E2E 2', 'Grupo E2E 3', 'Grupo E2E 4', 'Grupo E2E 5']),
);

test.beforeAll(() => {
  addTrack('Mar de fons', 'Les Sirenes E2E', 'Costa Brava', 3);
  addTrack('Tramuntana', 'Les Sirenes E2E', 'Costa Brava', 5);
  addTrack('Port Vell', 'Les Sirenes E2E', 'Nit', 0);
  for (const n of [1, 2, 3, 4, 5]) addTrack(`Tema ${n}`, `Grupo E2E ${n}`, null, 1);
});

test('search with Enter finds library artists; details show real counts after loading; empty input clears', async ({
  page,
}) => {
  // A controlled clock makes the spec's 500 ms pause observable without racing a loaded machine.
  await page.clock.install({ time: stationNow() });
  await page.goto('/artists');
  await expect(page.getByRole('heading', { level: 1, name: 'Descubrir Artistas' })).toBeVisible();
  const search = page.getByLabel(/Buscar artista/);
  await search.fill('sirenes e2e');
  await expect(page.getByRole('region', { name: /Resultados/ })).toHaveCount(0);
  await search.press('Enter');
  const results = page.getByRole('region', { name: 'Resultados para «sirenes e2e»' });
  const result = results.getByRole('button', { name: /Les Sirenes E2E/ });
  await expect(result).toContainText('3 canciones · 2 álbumes · 8 reproducciones');

  // Freeze time (it otherwise flows naturally after install) so only runFor moves it.
  await page.clock.pauseAt(stationNow() + 5_000);
  await result.click();
  const loading = page.getByText('Cargando información del artista…');
  await expect(loading).toBeVisible();
  await page.clock.runFor(450);
  await expect(loading).toBeVisible();
  await page.clock.runFor(100);
  // Query results are delivered on a zero-delay timer: let time flow again.
  await page.clock.resume();
  const details = page.getByRole('region', { name: 'Les Sirenes E2E' });
  const library = details.getByRole('region', { name: 'En la biblioteca de la emisora' });
  await expect(library.getByRole('listitem').first()).toContainText('Tramuntana');
  await expect(loading).toHaveCount(0);
  await expect(library).toContainText('5 reproducciones');
  await expect(details.getByText(/Conecta Spotify/)).toBeVisible();

  await search.fill('');
  await expect(results).toHaveCount(0);
});

test('recently viewed: newest first, no duplicates, at most five, kept across visits', async ({ page }) => {
  await page.goto('/artists');
  const search = page.getByLabel(/Buscar artista/);
  await search.fill('E2E');
  await search.press('Enter');
  const results = page.getByRole('region', { name: /Resultados/ });
  for (const name of [
    'Grupo E2E 1',
    'Grupo E2E 2',
    'Grupo E2E 3',
    'Grupo E2E 1',
    'Grupo E2E 4',
    'Grupo E2E 5',
    'Les Sirenes E2E',
  ]) {
    await results.getByRole('button', { name: new RegExp(`^${name}`) }).click();
  }
  const recent = page.getByRole('list', { name: 'Vistos recientemente' }).getByRole('listitem');
  await expect(recent).toHaveText(['Les Sirenes E2E', 'Grupo E2E 5', 'Grupo E2E 4', 'Grupo E2E 1', 'Grupo E2E 3']);
  await page.reload();
  await expect(recent).toHaveText(['Les Sirenes E2E', 'Grupo E2E 5', 'Grupo E2E 4', 'Grupo E2E 1', 'Grupo E2E 3']);
});

test('with a connected provider the details add its genres (at most three badges)', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(
    (token) => localStorage.setItem('spotify-token', JSON.stringify({ state: { token }, version: 0 })),
    FAKE_PROVIDER_TOKEN,
  );
  await page.goto('/artists');
  const search = page.getByLabel(/Buscar artista/);
  await search.fill('Sirenes');
  await search.press('Enter');
  await page
    .getByRole('region', { name: /Resultados/ })
    .getByRole('button', { name: /Les Sirenes E2E/ })
    .click();
  const provider = page.getByRole('region', { name: 'Les Sirenes E2E en Spotify' });
  await expect(provider.getByRole('list', { name: 'Géneros' }).getByRole('listitem')).toHaveText([
    'rumba catalana',
    'pop',
    'flamenco',
  ]);
  await expect(page.getByRole('region', { name: 'En la biblioteca de la emisora' })).toBeVisible();

  // An artist the library does not have: the provider's match is offered and its details say so honestly.
  await search.fill('Rosalía');
  await search.press('Enter');
  await expect(page.getByText('No hay artistas en la biblioteca que coincidan con tu búsqueda.')).toBeVisible();
  await page.getByRole('region', { name: 'En Spotify' }).getByRole('button', { name: 'Rosalía' }).click();
  await expect(page.getByText('La biblioteca de la emisora no tiene canciones de este artista.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Rosalía en Spotify' })).toBeVisible();
});
