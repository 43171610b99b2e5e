import { api, logInAsAdmin } from './api';
import { expect, test } from './fixtures';

// A listener on a phone: the rule that holds a song is said on the small screen, before any dedication is written.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/**
 * A song that aired lately, asked for under the music director's separation rules: with a title rule longer than a
 * request may wait it is refused with the reason and no dedication is offered; with a shorter title rule it waits, saying
 * until about when and why, above the dedication field.
 */
test('on a phone, the listener sees why a song waits or is refused before the dedication field', async ({
  page,
  request,
}) => {
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

    // A title rule the rotation keeps itself (an artist rule on the demo's small library gives way in the rotation,
    // and each relaxed pick of the artist would push the request on): the song aired under two hours ago.
    await admin.call('separation.update', { body: { artistMin: 0, titleMin: 150, albumMin: 0, featuredArtist: true } });
    const waits = await choose();
    const wait = waits.getByTestId('request-check');
    await expect(wait).toHaveText(
      /^Podrá sonar hacia las \d{2}:\d{2}: la emisora no repite una canción con menos de 150 minutos de separación\.$/,
    );
    const dedication = waits.getByLabel('Dedicatoria (opcional)');
    await expect(dedication).toBeVisible();
    // Said before the field: above it on the phone's single column, and fully inside the screen's width.
    const [said, field] = [await wait.boundingBox(), await dedication.boundingBox()];
    expect(said!.y + said!.height).toBeLessThanOrEqual(field!.y);
    expect(said!.x + said!.width).toBeLessThanOrEqual(390);
  } finally {
    await admin.call('separation.update', { body: separationBefore });
    await admin.call('requests.updateSettings', { body: settingsBefore });
  }
});
