import type { Browser } from '@playwright/test';
import { api, logInAsAdmin } from './api';
import { browserWithFakeMic, recordTake } from './fake-mic';
import { expect, pinClock, test } from './fixtures';
import { stationNow } from './station-clock';
import { watchToasts } from './toasts-seen';

const DAY = 86_400_000;

/**
 * An admin records a voice track between two of tomorrow's items from the music log (the presenters' recorder, with
 * Chromium's fake microphone), hears it and saves it; the log lists it in its gap, and the admin deletes it. On a
 * desktop and on a tablet. «Mañana» is a whole day ahead: every item in it is still to air, at any hour of any day.
 */
test.describe('enlaces desde el registro musical', () => {
  let browser: Browser;
  test.beforeAll(async () => {
    browser = await browserWithFakeMic();
  });
  test.afterAll(() => browser?.close());

  for (const [device, viewport] of [
    ['escritorio', { width: 1280, height: 800 }],
    ['tableta', { width: 820, height: 1180 }],
  ] as const)
    test(`graba, escucha, guarda y borra un enlace de mañana en ${device}`, async ({ baseURL }) => {
      test.setTimeout(240_000);
      // The fake microphone's own browser: its pages read the station's clock as the fixtures' pages do.
      const context = await pinClock(await browser.newContext({ baseURL, viewport, hasTouch: device === 'tableta' }));
      const page = await context.newPage();
      await logInAsAdmin(page.request);
      // Other specs may leave links of their own on the shared station: this one's is the link that was not there.
      const now = stationNow();
      // Tomorrow lies within the next two days; each read plans the log that far, so it is not asked for more.
      const window = { from: new Date(now).toISOString(), to: new Date(now + 2 * DAY).toISOString() };
      const links = async () => (await api(page.request).call('log.get', { query: window })).voiceTracks;
      const before = new Set((await links()).map((v) => v.id));
      await page.goto('/admin/registro-musical');
      await page.getByRole('button', { name: 'Mañana' }).click();
      const log = page.getByRole('list', { name: 'Registro' });
      const gap = log.getByRole('listitem', { name: /^Entre «/ }).first();
      // Tomorrow's log is a day and more of the planner's decisions: on a busy machine that takes a while.
      await expect(gap).toBeVisible({ timeout: 60_000 });
      await gap.getByRole('button', { name: 'Grabar enlace' }).click();

      const dialog = page.getByRole('dialog');
      const taken = await recordTake(dialog);
      await dialog.getByLabel('Recortar al principio (s)').fill('0.2');
      const preview = dialog.getByLabel('Escuchar el enlace');
      await expect
        .poll(() => preview.evaluate((a: HTMLAudioElement) => a.duration), { timeout: 10_000 })
        .toBeCloseTo(taken - 0.2, 0);
      await preview.evaluate((a: HTMLAudioElement) => a.play());
      await expect.poll(() => preview.evaluate((a: HTMLAudioElement) => a.currentTime)).toBeGreaterThan(0);
      const toasts = await watchToasts(page);
      await dialog.getByRole('button', { name: 'Guardar enlace' }).click();
      // Saving places the link in tomorrow's log (planned up to it) and measures its loudness with ffmpeg; its toast
      // is read from the page's own record (toasts-seen.ts).
      await expect.poll(toasts.titles, { timeout: 30_000 }).toContain('Enlace guardado');
      await expect(dialog).toBeHidden();

      // The log lists it in its gap, ready to air (the gap's time may move by the link's length: it is found by
      // the link's own audio); the API says the same.
      const ours = (await links()).filter((v) => !before.has(v.id));
      expect(ours).toHaveLength(1);
      expect(ours[0]).toMatchObject({ status: 'ready', flagReason: null });
      expect(ours[0]!.durationSec).toBeCloseTo(taken - 0.2, 0);
      const saved = log
        .getByRole('listitem', { name: /^Entre «/ })
        .filter({ has: page.getByLabel(`Enlace ${ours[0]!.id}`) });
      await expect(saved.getByText(/^Enlace grabado \(\d+\.\d s\): Listo$/)).toBeVisible({ timeout: 30_000 });
      await expect(saved.getByRole('button', { name: 'Grabar enlace' })).toHaveCount(0);

      // Deleted from the log: gone from it and from the API.
      await saved.getByRole('button', { name: 'Borrar enlace' }).click();
      await expect(saved).toHaveCount(0, { timeout: 30_000 });
      expect((await links()).map((v) => v.id)).not.toContain(ours[0]!.id);
      await context.close();
    });
});
