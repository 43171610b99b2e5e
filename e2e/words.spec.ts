import type { Page } from '@playwright/test';
import { api, logInAsAdmin } from './api';
import { expect, test } from './fixtures';
import { addTrack, removeTracksByArtists, stationDb } from './public-content-db';
import { stationNow } from './station-clock';

/** The words a listener and a volunteer read, on a phone. */
test.use({ viewport: { width: 390, height: 844 } });

const logIn = (page: Page) => logInAsAdmin(page.request);

async function chooseLanguage(page: Page, name: 'Català' | 'Français') {
  await page.getByRole('button', { name: /Idioma|Llengua|Langue/ }).click();
  await page.getByRole('menuitemradio', { name }).click();
}

const podcastCard = (page: Page, title: string) => page.getByTestId('podcast').filter({ hasText: title });

test.describe('podcast categories', () => {
  const CATEGORIES = {
    Español: { 'Historias de la frontera': 'Historia', 'Los astilleros de la bahía': 'Sociedad y cultura' },
    Català: { 'Historias de la frontera': 'Història', 'Los astilleros de la bahía': 'Societat i cultura' },
    Français: { 'Historias de la frontera': 'Histoire', 'Los astilleros de la bahía': 'Société et culture' },
  } as const;

  for (const [language, expected] of Object.entries(CATEGORIES)) {
    test(`show in the visitor’s language on /podcasts (${language})`, async ({ page }) => {
      await page.goto('/podcasts');
      if (language !== 'Español') await chooseLanguage(page, language as 'Català' | 'Français');
      for (const [title, category] of Object.entries(expected))
        await expect(podcastCard(page, title)).toContainText(category);
      await expect(page.getByTestId('podcast-library')).not.toContainText(/History|Society|Leisure|Music/);
    });
  }

  test('stay Apple’s English names in the feed', async ({ request }) => {
    const feed = (await api(request).send('podcasts.feed', { params: { slug: 'los-astilleros-de-la-bahia' } })).text;
    expect(feed).toContain('<itunes:category text="Society &amp; Culture"/>');
  });
});

test('the home page’s podcast cards read as /podcasts reads the same podcasts', async ({ page }) => {
  await page.goto('/podcasts');
  const podcasts = page.getByTestId('podcast');
  await expect(podcasts.first()).toBeVisible();
  const onPodcastsPage = new Map<string, { category: string; line: string }>();
  for (const card of await podcasts.all()) {
    const title = (await card.getByRole('heading', { level: 3 }).textContent()) ?? '';
    const category = (await card.getByTestId('podcast-category').textContent()) ?? '';
    // Episodes are listed newest first; the home card shows the newest.
    const line = (await card.getByTestId('podcast-episode-line').first().textContent()) ?? '';
    onPodcastsPage.set(title, { category, line });
  }

  await page.goto('/');
  const homeCards = page.getByTestId('podcast-list').locator('li');
  await expect(homeCards).toHaveCount(6);
  for (const card of await homeCards.all()) {
    const title = (await card.getByRole('heading', { level: 3 }).textContent()) ?? '';
    const same = onPodcastsPage.get(title);
    expect(same, `${title} is on /podcasts too`).toBeDefined();
    await expect(card.getByTestId('podcast-category')).toHaveText(same!.category);
    await expect(card.getByTestId('podcast-episode-line')).toHaveText(same!.line);
    // The spec's card format: dd/mm/yyyy and m:ss.
    await expect(card.getByTestId('podcast-episode-line')).toHaveText(/^\d{2}\/\d{2}\/\d{4} · \d+:\d{2}$/);
  }
});

test.describe('admin counts agree with their nouns', () => {
  const ARTIST = 'Plurales E2E';
  const TITLE = 'Canción solitaria E2E';
  test.beforeAll(() => addTrack(TITLE, ARTIST, null, 0));
  test.afterAll(() => removeTracksByArtists([ARTIST]));

  test('one song in the library list, its selection, edit and delete dialogs', async ({ page }) => {
    await logIn(page);
    await page.goto('/admin/upload/music');
    await page.getByRole('tab', { name: 'Mis Canciones' }).click();
    await page.getByLabel('Buscar canciones').fill(TITLE);
    // Every kind listed: a count of tracks (jingles and spots are not songs).
    await expect(page.getByText('1 pista', { exact: true })).toBeVisible();
    await page.getByLabel('Tipo').selectOption({ label: 'Música' });
    await expect(page.getByText('1 canción', { exact: true })).toBeVisible();
    await page.getByLabel('Seleccionar la cargada').check();
    await expect(page.getByText('1 canción · 1 seleccionada', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Editar selección' }).click();
    const edit = page.getByRole('dialog', { name: 'Editar 1 canción' });
    await expect(edit).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(edit).toBeHidden();

    await page.getByRole('button', { name: 'Eliminar selección' }).click();
    const confirm = page.getByRole('alertdialog', { name: '¿Eliminar 1 canción?' });
    await expect(confirm).toContainText('Se eliminará de la biblioteca, con su archivo: 1 canción.');
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await expect(confirm).toBeHidden();
  });

  test('a podcast with one episode', async ({ page }) => {
    const podcasts = await api(page.request).call('podcasts.list');
    const walk = podcasts.find((p) => p.title === 'Costa Brava a pie');
    expect(walk?.episodes).toHaveLength(1);
    await logIn(page);
    await page.goto('/admin/podcasts');
    const card = page.getByTestId('admin-podcast').filter({ hasText: 'Costa Brava a pie' });
    await expect(card.getByText('Pere Roca · 1 episodio', { exact: true })).toBeVisible();
  });
});

test.describe('prices', () => {
  const ADVERTISER = 'Precios E2E';
  let campaignId: number | null = null;
  let spotId: number | null = null;

  test.afterAll(async ({ request }) => {
    if (campaignId !== null) {
      // The campaign is the admin's to delete: a request without the session would be refused and leave it.
      await logInAsAdmin(request);
      await api(request).send('campaigns.delete', { params: { id: campaignId } });
    }
    if (spotId === null) return;
    const db = stationDb();
    try {
      db.prepare('DELETE FROM tracks WHERE id = ?').run(spotId);
    } finally {
      db.close();
    }
  });

  test('the admin prints a campaign’s price as /advertising/rates prints the same amount', async ({ page }) => {
    const db = stationDb();
    try {
      spotId = Number(
        db
          .prepare('INSERT INTO tracks (title, artist, album, duration, file_name) VALUES (?, ?, NULL, 20, ?)')
          .run('Cuña de precios E2E', ADVERTISER, `e2e-precios-${Date.now()}.mp3`).lastInsertRowid,
      );
    } finally {
      db.close();
    }
    await logIn(page);
    // 25 spots of 20 s: the 20+ tier's 20 s price, no discount and no surcharge. Next year, so it never airs here.
    const year = new Date(stationNow()).getFullYear() + 1;
    const created = await api(page.request).send('campaigns.create', {
      body: {
        advertiser: ADVERTISER,
        title: 'Campaña de precios E2E',
        spotTrackId: spotId,
        startDate: `${year}-03-02`,
        endDate: `${year}-03-08`,
        spots: 25,
        daypart: 'any',
      },
    });
    expect(created.ok).toBe(true);
    campaignId = created.data!.id;

    await page.goto('/advertising/rates');
    const rateCell = page.getByRole('row', { name: /^20\+/ }).getByRole('cell').nth(1);
    const ratePrice = ((await rateCell.textContent()) ?? '').replace(/\s/g, ' ');
    expect(ratePrice).toBe('1.200 €');

    await page.goto('/admin/advertising');
    const row = page.getByTestId('campaign-row').filter({ hasText: ADVERTISER });
    await expect.poll(async () => ((await row.textContent()) ?? '').replace(/\s/g, ' ')).toContain(ratePrice);
  });
});

test('the Audiencia chart’s legend is Spanish', async ({ page }) => {
  await logIn(page);
  await page.goto('/admin/audience');
  const legend = page.getByTestId('listener-chart').locator('.u-legend');
  await expect(legend.locator('.u-series').first().locator('.u-label')).toHaveText('Hora');
  await expect(legend).not.toContainText('Time');
});

test('the volunteer badge is a word for women and men alike', async ({ page }) => {
  await page.goto('/team');
  const nuria = page.getByRole('article', { name: /^Núria/ });
  await expect(nuria.getByText('Persona voluntaria', { exact: true })).toBeVisible();
  await expect(page.getByText('Voluntario', { exact: true })).toHaveCount(0);
  await chooseLanguage(page, 'Català');
  await expect(nuria.getByText('Persona voluntària', { exact: true })).toBeVisible();
});
