import { api } from './api';
import { expect, test } from './fixtures';
import { stationClock } from './station-clock';

/** /live "Ha sonado": what the demo station aired, searched by words and by a moment, linking songs to /music. */
test('a listener finds a song that aired, searches it by words and by time, and opens it in Mi Música', async ({
  page,
}) => {
  // The demo station is on air: at least its first song is in the history.
  const aired = await api(page.request).call('history.list');
  const song = aired.items.find((item) => item.trackId !== null);
  expect(song, 'the demo station aired a song from its library').toBeTruthy();

  await page.goto('/live');
  await page.getByRole('tab', { name: 'Ha sonado' }).click();
  const rows = page.getByRole('region', { name: 'Ha sonado' }).getByRole('listitem');
  await expect(rows.filter({ hasText: song!.title }).first()).toBeVisible();

  await page.getByLabel('Título o artista').fill('zzz-no-existe');
  await expect(page.getByText('No sonó nada que coincida.')).toBeVisible();
  await page.getByLabel('Título o artista').fill(song!.title.toUpperCase());
  await expect(rows.first()).toContainText(song!.title);

  // "Hoy a las HH:MM" in the station's time: the hour around the moment the song started.
  const at = stationClock(Date.parse(song!.startedAt), aired.timeZone);
  await page.getByLabel('Día').fill(at.date);
  await page.getByLabel('Hora').fill(at.local.slice(11));
  await expect(rows.first()).toContainText(song!.title);

  await rows
    .filter({ hasText: song!.title })
    .first()
    .getByRole('link', { name: /Ver en Mi Música/ })
    .click();
  await expect(page).toHaveURL(/\/music\?q=/);
  await expect(page.getByRole('searchbox')).toHaveValue(song!.title);
  // The search is the song's title (its album or artist may match other songs too): the song is among the rows.
  await expect(page.getByTestId('track-row').filter({ hasText: song!.title }).first()).toBeVisible();
});
