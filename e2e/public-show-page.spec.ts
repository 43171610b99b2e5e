import { apiUrl } from '../testing/station/api-client';
import { api, logInAsAdmin } from './api';
import { expect, test } from './fixtures';
import { stationNow } from './station-clock';

test('a show page says what it is, who presents it, when it airs and next, plays its episodes and links its feeds', async ({
  page,
  request,
}) => {
  await logInAsAdmin(request);
  const admin = api(request);
  const podcast = (await admin.call('podcasts.list')).find((p) => p.episodes.length > 0);
  expect(podcast, 'the demo seeds podcasts with an episode').toBeDefined();
  const users = await admin.call('users.list');
  // A presenter is named in public only by a display name of their own (one equal to the login is not shown).
  const shownName = `Marta Vidal ${Date.now()}`;
  const presenter = { id: users[0]!.id };
  const named = await admin.send('users.displayName', { params: presenter, body: { displayName: shownName } });
  expect(named.status, named.text).toBeLessThan(300);
  const name = `Memoria E2E ${Date.now()}`;
  const { timeZone } = await admin.call('station.week');
  const today = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(stationNow()));
  // The coming Saturday (today, if it is one and 13:00 is still ahead: the page says the next airing).
  const weekday = new Date(`${today}T12:00:00Z`).getUTCDay();
  const saturday = new Date(Date.parse(`${today}T12:00:00Z`) + ((6 - weekday + 7) % 7) * 86_400_000);
  const nextText = `${new Intl.DateTimeFormat('es', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(saturday)}, 13:00–15:00`;
  // Saturdays 13:00–15:00 from today on (the demo's Saturdays leave 13:00–16:00 free).
  const created = await admin.send('shows.create', {
    body: {
      name,
      kind: 'recorded',
      description: 'Historias del pueblo, contadas por sus vecinos.',
      podcastId: podcast!.id,
      presenterIds: [users[0]!.id],
      rules: [{ days: [6], start: '13:00', durationMin: 120, from: today }],
    },
  });
  expect(created.status, created.text).toBe(201);
  const show = created.data!;
  try {
    await page.goto('/programacion');
    await page.getByTestId('show-list').getByRole('link', { name }).click();
    await expect(page).toHaveURL(new RegExp(`/programacion/${show.slug}$`));
    const view = page.getByTestId('show-page');
    await expect(view.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(view).toContainText('Historias del pueblo, contadas por sus vecinos.');
    // One presenter, by the name listeners read ("Presenta", not "Presentan"), never by the login name, which is
    // also their source user name.
    await expect(view.getByTestId('show-presenters')).toHaveText(`Presenta: ${shownName}`);
    await expect(view).not.toContainText(users[0]!.username);
    await expect(page.getByTestId('show-airs')).toHaveText('Sábados, 13:00–15:00');
    if (weekday !== 6) await expect(page.getByTestId('show-next')).toHaveText(nextText);
    await expect(view.getByRole('link', { name: 'Suscribirse en el calendario' })).toHaveAttribute(
      'href',
      new RegExp(`/programacion/${show.slug}\\.ics$`),
    );
    await expect(view.getByRole('link', { name: 'Feed del podcast' })).toHaveAttribute(
      'href',
      new RegExp(`${apiUrl('podcasts.feed', { params: { slug: podcast!.slug } }).replace('.', '\\.')}$`),
    );
    const episode = podcast!.episodes[0]!;
    await view.getByRole('button', { name: `Reproducir ${episode.title}` }).click();
    await expect(page.getByTestId('player-desktop')).toContainText(episode.title);

    // A reload of the page's own address is a page of the app, not the 404 screen.
    const response = await page.goto(`/programacion/${show.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId('show-page')).toBeVisible();
    expect((await page.goto('/programacion/no-existe-e2e'))?.status()).toBe(200);
    await expect(page.getByText('Este programa no existe.')).toBeVisible();
  } finally {
    await admin.send('shows.delete', { params: { id: show.id } });
    await admin.send('users.displayName', { params: presenter, body: { displayName: users[0]!.displayName } });
  }
});
