import type { Locator, Page } from '@playwright/test';
import { api, logInAsAdmin, onePage, wholeList } from './api';
import { expect, test } from './fixtures';

const logIn = (page: Page) => logInAsAdmin(page.request);

/** Two categories, each with a song of the library, made through the API for this test only. */
async function twoCategories(page: Page, tag: string) {
  const client = api(page.request);
  const songs = onePage(await client.call('tracks.list', { query: { kind: 'music', sort: 'title', limit: 2 } }));
  const ids: number[] = [];
  for (const [i, name] of [`Pop ${tag}`, `Rock ${tag}`].entries()) {
    const { id } = await client.call('categories.create', { body: { name } });
    const song = songs.items[i]!;
    // With ids, the list answers the tracks themselves, in order.
    const current = wholeList(await client.call('tracks.list', { query: { ids: String(song.id) } }));
    const categoryIds = [...(current[0]?.categoryIds ?? []), id];
    expect((await client.send('tracks.update', { params: { id: song.id }, body: { categoryIds } })).ok).toBe(true);
    ids.push(id);
  }
  return ids as [number, number];
}

/** Drags with the pointer from one element's centre to another's, in steps, as a hand does. */
async function drag(page: Page, from: Locator, to: Locator) {
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2 + 6, { steps: 3 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 12 });
  await page.mouse.up();
}

const clocks = (page: Page) => api(page.request).call('clocks.list');

for (const device of [
  { name: 'desktop', viewport: { width: 1280, height: 900 }, hasTouch: false },
  { name: 'tablet', viewport: { width: 820, height: 1180 }, hasTouch: true },
]) {
  test.describe(`music clocks on a ${device.name}`, () => {
    test.use({ viewport: device.viewport, hasTouch: device.hasTouch });

    test('a music director builds a clock: drags an event up, sees the wheel warn, saves it', async ({ page }) => {
      await logIn(page);
      const tag = `${device.name} ${Date.now()}`;
      const [pop, rock] = await twoCategories(page, tag);
      await page.goto('/admin/upload/music');
      await page.getByRole('tab', { name: 'Relojes' }).click();
      await page.getByRole('button', { name: 'Nuevo reloj' }).click();
      const editor = page.getByRole('form', { name: 'Nuevo reloj' });
      await editor.getByLabel('Nombre del reloj').fill(`Día ${tag}`);
      await editor.getByLabel('Tipo de evento').selectOption({ label: 'Categoría' });
      await editor.getByRole('button', { name: 'Añadir evento' }).click();
      await editor.getByRole('button', { name: 'Añadir evento' }).click();
      await editor.getByLabel('Categoría del evento 1').selectOption({ label: `Pop ${tag}` });
      await editor.getByLabel('Categoría del evento 2').selectOption({ label: `Rock ${tag}` });
      await editor.getByLabel('Tipo de evento').selectOption({ label: 'Identificación' });
      await editor.getByRole('button', { name: 'Añadir evento' }).click();

      // Three short events do not fill the hour: the wheel says so and draws a share for each.
      const wheel = editor.getByRole('figure', { name: 'Rueda del reloj' });
      await expect(wheel.locator('[data-warning="under"]')).toContainText('faltan');
      await expect(wheel.getByTestId('wheel-segment')).not.toHaveCount(0);

      // The station ID goes to the top of the hour by dragging its handle above the first event.
      const events = editor.getByRole('list', { name: 'Eventos del reloj' });
      await drag(
        page,
        events.getByRole('button', { name: 'Mover Identificación 3' }),
        events.getByRole('listitem').first(),
      );
      await expect(events.getByRole('listitem').first()).toHaveAccessibleName('Identificación 1');

      // A hard event at :00 after the songs has them running past its mark: the wheel warns of the overfill.
      await editor.getByLabel('Tipo de evento').selectOption({ label: 'Hora fija' });
      await editor.getByRole('button', { name: 'Añadir evento' }).click();
      await expect(wheel.locator('[data-warning="over"]')).toContainText('antes de la hora fija 00:00');
      await editor.getByLabel('Hora fija del evento 4 (MM:SS)').fill('30:00');
      await expect(wheel.locator('[data-warning="over"]')).toHaveCount(0);

      await editor.getByRole('button', { name: 'Guardar reloj' }).click();
      await expect(page.getByText('Reloj guardado', { exact: true })).toBeVisible();
      const saved = (await clocks(page)).find((c) => c.name === `Día ${tag}`)!;
      expect(saved.events).toEqual([
        { type: 'station-id' },
        { type: 'category', categoryId: pop },
        { type: 'category', categoryId: rock },
        { type: 'hard', at: '30:00', event: { type: 'station-id' } },
      ]);
      expect((await api(page.request).send('clocks.delete', { params: { id: saved.id } })).status).toBe(204);
    });

    test('a music director paints a daypart across the week in one drag and saves the grid', async ({ page }) => {
      await logIn(page);
      const name = `Mañanas ${device.name} ${Date.now()}`;
      const { id } = await api(page.request).call('clocks.create', { body: { name, events: [{ type: 'jingle' }] } });
      await page.goto('/admin/upload/music');
      await page.getByRole('tab', { name: 'Parrilla' }).click();
      const grid = page.getByRole('table', { name: 'Parrilla de relojes' });
      await expect(grid.locator('td[data-cell]')).toHaveCount(168);
      await page.getByRole('radio', { name }).check();
      // Monday 03:00 down to 05:00, then across to Wednesday 05:00, without lifting the pointer.
      const cell = (day: number, hour: number) => grid.locator(`td[data-cell="${day}:${hour}"]`);
      const start = (await cell(1, 3).boundingBox())!;
      await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
      await page.mouse.down();
      for (const [day, hour] of [
        [1, 4],
        [1, 5],
        [2, 5],
        [3, 5],
      ] as const) {
        const box = (await cell(day, hour).boundingBox())!;
        await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 4 });
      }
      await page.mouse.up();
      await expect(page.getByText('5 horas sin guardar')).toBeVisible();
      await expect(cell(2, 5)).toHaveAccessibleName(`Martes 5:00: ${name}`);
      await page.getByRole('button', { name: 'Guardar parrilla' }).click();
      await expect(page.getByText('Parrilla guardada', { exact: true })).toBeVisible();

      const saved = await api(page.request).call('grid.get');
      const painted = saved.cells.filter((c) => c.clockId === id).map((c) => `${c.day}:${c.hour}`);
      expect(painted.sort()).toEqual(['1:3', '1:4', '1:5', '2:5', '3:5']);
      // Give the hours back and remove the clock, so the shared station airs as before.
      const cells = painted.map((k) => ({ day: Number(k[0]), hour: Number(k.slice(2)), clockId: null }));
      expect((await api(page.request).send('grid.update', { body: { cells } })).ok).toBe(true);
      expect((await api(page.request).send('clocks.delete', { params: { id } })).status).toBe(204);
    });
  });
}
