import type { Page } from '@playwright/test';
import { z } from 'zod';
import { occurrenceSchema } from '../shared/schemas/programming/show-occurrences';
import { showSchema } from '../shared/schemas/programming/shows';
import { api, logInAsAdmin } from './api';
import { expect, test } from './fixtures';

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The centre of a day's column at a slot's top (offset px below it), scrolled into view. */
async function slotPoint(page: Page, date: string, time: string, offset: number) {
  const row = page.locator(`td.fc-timegrid-slot-lane[data-time="${time}"]`);
  await row.scrollIntoViewIfNeeded();
  const column = await page.locator(`th.fc-col-header-cell[data-date="${date}"]`).boundingBox();
  const slot = await row.boundingBox();
  if (!column || !slot) throw new Error(`no slot ${date} ${time}`);
  return { x: column.x + column.width / 2, y: slot.y + offset };
}

type Point = { x: number; y: number };

/** Each point is read just before the pointer goes there, so a banner that moves the page meanwhile cannot shift it. */
async function drag(page: Page, from: () => Promise<Point>, to: () => Promise<Point>) {
  const start = await from();
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  const end = await to();
  await page.mouse.move(end.x, end.y, { steps: 8 });
  await page.mouse.up();
}

test('the week calendar: a rule drawn by dragging, its overlap refused with the other show named, one occurrence moved', async ({
  page,
}) => {
  await logInAsAdmin(page.request);
  const name = `Madrugada E2E ${Date.now()}`;
  let showId: number | undefined;
  try {
    await page.goto('/admin/dashboard?section=programacion');
    await page.getByRole('button', { name: 'Semana siguiente' }).click();
    const label = page.getByTestId('admin-week');
    // Written as a person reads it ("Semana del 30 de noviembre al 6 de diciembre de 2026"); the date is an attribute.
    await expect(label).toHaveText(/^Semana del \d{1,2}( de \S+)?( de \d{4})? al \d{1,2} de \S+ de \d{4} \(/);
    const monday = await label.getAttribute('data-monday');
    expect(monday).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const tuesday = addDays(monday!, 1);
    const wednesday = addDays(monday!, 2);
    await expect(page.locator(`th.fc-col-header-cell[data-date="${tuesday}"]`)).toBeVisible();

    // Create by drag: Tuesday 03:00–04:00 (two half-hour rows), a new show. The 03:00 row is brought to the middle of
    // the grid first, so neither point needs a scroll and the drag ends far from the edges where the calendar scrolls
    // by itself. A drag is made of page pixels: when an earlier test's alert leaves the banner meanwhile, the grid
    // moves under the pointer (seen twice with a second npm test running: 03:00 and 75 minutes). So up to three
    // drags; one that never draws 03:00 for 60 minutes fails with what each drew.
    const editor = page.getByRole('dialog', { name: 'Nuevo programa' });
    const drawn: string[] = [];
    while (drawn.length < 3 && drawn.at(-1) !== '03:00 60') {
      await page
        .locator('td.fc-timegrid-slot-lane[data-time="03:00:00"]')
        .evaluate((row) => row.scrollIntoView({ block: 'center' }));
      await drag(
        page,
        () => slotPoint(page, tuesday, '03:00:00', 3),
        () => slotPoint(page, tuesday, '03:30:00', 20),
      );
      await expect(editor.getByLabel('Hora de inicio')).not.toHaveValue('');
      drawn.push(
        `${await editor.getByLabel('Hora de inicio').inputValue()} ${await editor.getByLabel('Duración (minutos)').inputValue()}`,
      );
      if (drawn.at(-1) !== '03:00 60') {
        await editor.getByRole('button', { name: 'Cancelar' }).click();
        await expect(editor).toBeHidden();
      }
    }
    expect(drawn.at(-1), `drawn: ${drawn.join(', ')}`).toBe('03:00 60');
    await expect(editor.getByLabel('Martes')).toBeChecked();
    await editor.getByLabel('Nombre').fill(name);
    await editor.getByRole('button', { name: 'Guardar' }).click();
    await expect(editor).toBeHidden();
    const created = page.locator('.fc-event').filter({ hasText: name });
    await expect(created).toHaveCount(1);
    const shows = z.array(showSchema).parse(await api(page.request).call('shows.list'));
    const show = shows.find((s) => s.name === name);
    expect(show?.rules).toMatchObject([{ days: [2], start: '03:00', durationMin: 60, from: tuesday, until: null }]);
    showId = show!.id;

    // The keyboard's way to the same time: the overlap is said before saving, and the server's 409 names the show.
    await page.getByRole('button', { name: 'Nueva emisión semanal' }).click();
    const second = page.getByRole('dialog', { name: 'Nuevo programa' });
    await second.getByLabel('Nombre').fill(`${name} bis`);
    await second.getByLabel('Lunes').uncheck();
    await second.getByLabel('Martes').check();
    await second.getByLabel('Hora de inicio').fill('03:30');
    await expect(second.getByTestId('show-conflicts')).toContainText(name);
    await second.getByRole('button', { name: 'Guardar' }).click();
    await expect(second.getByTestId('save-error')).toContainText(name);
    await second.getByRole('button', { name: 'Cancelar' }).click();

    // Move one occurrence: Tuesday's to Wednesday, "only this one".
    // Grab the event inside its first quarter-hour and drop it on the same time a day later.
    await drag(
      page,
      () => slotPoint(page, tuesday, '03:00:00', 5),
      () => slotPoint(page, wednesday, '03:00:00', 5),
    );
    const scope = page.getByRole('dialog', { name: '¿Qué emisiones cambian?' });
    // The drop lands on Wednesday; the quarter-hour it lands on depends on the grid's scrolling under the pointer,
    // so the time is read from what the dialog says the move will be.
    await expect(scope).toContainText(new RegExp(`${wednesday} 03:\\d{2}–04:\\d{2}`));
    const moved = new RegExp(`${wednesday} (03:\\d{2})`).exec((await scope.textContent()) ?? '')?.[1];
    await scope.getByRole('button', { name: /^Solo esta/ }).click();
    await expect
      .poll(async () => {
        const occurrences = await api(page.request).call('shows.occurrences', {
          params: { id: showId! },
          query: { from: monday!, to: addDays(monday!, 13) },
        });
        return z
          .array(occurrenceSchema)
          .parse(occurrences)
          .filter((o) => o.status !== 'cancelled')
          .map((o) => `${o.date} ${o.startTime}`);
      })
      .toEqual([`${wednesday} ${moved}`, `${addDays(tuesday, 7)} 03:00`]);
    await expect(page.locator(`.fc-event`).filter({ hasText: name })).toHaveCount(1);
  } finally {
    if (showId) await api(page.request).send('shows.delete', { params: { id: showId } });
  }
});
