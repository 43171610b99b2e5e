import { api, logInAsAdmin } from './api';
import { expect, test } from './fixtures';

// A listener on a phone: the rule that holds a song is said on the small screen, before any dedication is written.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/**
 * A song that aired lately, asked for under the music director's separation rules: with a title rule longer than a
 * request may wait it is refused with the reason, and no dedication is offered. (The wait, with its time, is held by
 * the API and dialog tests: the demo's small library repeats titles within the hour, so a wait there becomes a refusal.)
 */
test('on a phone, the listener sees why a song is refused before any dedication field', async ({ page, request }) => {
  await logInAsAdmin(request);
  const admin = api(request);
  const settingsBefore = await admin.call('requests.settings');
  const separationBefore = await admin.call('separation.get');
  const open = { enabled: true, perListenerMinutes: 0, maxPending: 50, offSlotTypes: [], offShowIds: [] };
  try {
    // The request settings' own "not aired for" rule names a song that aired in the last two hours.
    await admin.call('requests.updateSettings', { body: { ...open, notAiredMinutes: 120 } });
    const aired = async () =>
      (await admin.call('requests.availability')).unavailable.find((song) => song.reason === 'recently_aired');
    await expect(async () => {
      if (!(await aired())) await admin.send('streaming.skip');
      expect(await aired()).toBeDefined();
    }).toPass({ timeout: 60_000 });
    const { title } = await admin.call('tracks.get', { params: { id: (await aired())!.trackId } });
    // Then only the separation rules hold it.
    await admin.call('requests.updateSettings', { body: { ...open, notAiredMinutes: 0 } });

    const choose = async () => {
      await page.goto('/music?pedir=1');
      const dialog = page.getByRole('dialog', { name: 'Pide una canción' });
      await dialog.getByLabel('Busca por título o artista').fill(title);
      await dialog
        .getByRole('button', { name: `Pedir «${title}»` })
        .first()
        .click();
      return dialog;
    };

    await admin.call('separation.update', { body: { artistMin: 0, titleMin: 240, albumMin: 0, featuredArtist: true } });
    const refused = await choose();
    const notice = refused.getByTestId('request-check');
    await expect(notice).toHaveText(
      'No podrá sonar en las próximas 3 horas: la emisora no repite una canción con menos de 240 minutos de separación. Pide otra canción.',
    );
    await expect(notice).toBeInViewport();
    await expect(refused.getByLabel('Dedicatoria (opcional)')).toHaveCount(0);
    await expect(refused.getByRole('button', { name: 'Elegir otra' })).toBeVisible();
  } finally {
    await admin.call('separation.update', { body: separationBefore });
    await admin.call('requests.updateSettings', { body: settingsBefore });
  }
});
