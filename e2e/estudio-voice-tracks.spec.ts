import type { Browser } from '@playwright/test';
import { api, logInAsAdmin } from './api';
import { browserWithFakeMic, recordTake } from './fake-mic';
import { expect, pinClock, test } from './fixtures';
import { cancelShowsOverlapping } from './free-slot';
import { stationNow } from './station-clock';

const PASSWORD = 'enlaces-desde-casa-1';
const HOUR = 3_600_000;

/** Tomorrow's date and ISO weekday on the station's clock. */
async function tomorrow(request: import('@playwright/test').APIRequestContext) {
  const { timeZone } = await api(request).call('station.week');
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', weekday: 'short' })
      .formatToParts(new Date(stationNow() + 86_400_000))
      .map((p) => [p.type, p.value]),
  );
  const day = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(parts.weekday!) + 1;
  return { date: `${parts.year}-${parts.month}-${parts.day}`, day };
}

const SCREENS = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
] as const;

test.describe('voice tracking in /estudio', () => {
  let browser: Browser;
  test.beforeAll(async () => {
    browser = await browserWithFakeMic();
  });
  test.afterAll(() => browser?.close());

  test('a presenter records, trims, hears and saves links for tomorrow’s hour, on a phone and on a desktop', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    await logInAsAdmin(page.request);
    const admin = api(page.request);
    const stamp = stationNow();
    const username = `enlaces-${stamp}`;
    const presenterId = (
      await admin.call('users.create', { body: { username, password: PASSWORD, role: 'presenter' } })
    ).id;
    // Her show, tomorrow 03:00–04:00 only: the music of the hour is what she links.
    const { date, day } = await tomorrow(page.request);
    const showId = (
      await admin.call('shows.create', {
        body: {
          name: `Madrugada E2E ${stamp}`,
          kind: 'live',
          presenterIds: [presenterId],
          rules: [{ days: [day], start: '03:00', durationMin: 60, from: date, until: date }],
        },
      })
    ).id;
    const occurrences = await admin.call('shows.occurrences', {
      params: { id: showId },
      query: { from: date, to: date },
    });
    const hourStart = Date.parse(occurrences[0]!.start);
    await cancelShowsOverlapping(page.request, date, occurrences[0]!.start, occurrences[0]!.end, showId);

    for (const [index, screen] of SCREENS.entries()) {
      const context = await pinClock(await browser.newContext({ baseURL, viewport: screen.viewport }));
      const presenter = await context.newPage();
      await presenter.goto('/intranet');
      await presenter.getByLabel('Usuario').fill(username);
      await presenter.getByLabel('Contraseña').fill(PASSWORD);
      await presenter.getByRole('button', { name: 'Iniciar sesión' }).click();
      await expect(presenter).toHaveURL(/\/estudio$/);
      await presenter.getByRole('link', { name: 'Grabar enlaces' }).click();
      await expect(presenter.getByRole('heading', { name: 'Enlaces grabados' })).toBeVisible();
      await expect(presenter.getByLabel('Hora', { exact: true })).toHaveValue(String(hourStart));
      // The first gap still without a link (on the desktop, the phone's link is already in the first).
      const record = presenter.getByRole('button', { name: 'Grabar enlace' }).first();
      await expect(record).toBeVisible();
      await record.click();
      const dialog = presenter.getByRole('dialog');
      const taken = await recordTake(dialog);
      await dialog.getByLabel('Recortar al principio (s)').fill('0.3');
      await dialog.getByLabel('Recortar al final (s)').fill('0.2');
      await expect(dialog.getByText(`queda en ${(taken - 0.5).toFixed(1)} s`)).toBeVisible();
      await dialog
        .getByLabel(/^Solapar con .* \(s\)$/)
        .first()
        .fill('0.5');
      // The preview is the trimmed take: it loads with the trimmed length and plays.
      const preview = dialog.getByLabel('Escuchar el enlace');
      await expect
        .poll(() => preview.evaluate((a: HTMLAudioElement) => a.duration), { timeout: 10_000 })
        .toBeCloseTo(taken - 0.5, 0);
      await preview.evaluate((a: HTMLAudioElement) => a.play());
      await expect.poll(() => preview.evaluate((a: HTMLAudioElement) => a.currentTime)).toBeGreaterThan(0);
      await dialog.getByRole('button', { name: 'Guardar enlace' }).click();
      await expect(presenter.getByText('Enlace guardado', { exact: true })).toBeVisible();
      await expect(presenter.getByText(/^Enlace grabado \(\d+\.\d s\): Listo$/).nth(index)).toBeVisible();
      await context.close();

      const log = await admin.call('estudio.log', {
        query: { from: new Date(hourStart).toISOString(), to: new Date(hourStart + HOUR).toISOString() },
      });
      expect(log.voiceTracks).toHaveLength(index + 1);
      const saved = log.voiceTracks.at(-1)!;
      expect(saved).toMatchObject({ status: 'ready', overlapBeforeSec: 0.5, showName: `Madrugada E2E ${stamp}` });
      expect(saved.durationSec).toBeCloseTo(taken - 0.5, 0);
    }
  });
});
