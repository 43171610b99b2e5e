import type { Page } from '@playwright/test';
import { api } from './api';
import { expect, test } from './fixtures';
import { stationNow } from './station-clock';

/** Each public route and the heading a listener should see (other pages: any non-empty h1). */
const HEADINGS: Array<[string, string | RegExp]> = [
  ['/', 'Ràdio Portbou, la radio de Portbou'],
  ['/music', 'Mi Música'],
  ['/fm-station', 'FM 100.3'],
  ['/fm', 'FM 100.3'],
  ['/streaming', 'Radio En Vivo'],
  ['/gallery', /\S/],
  ['/shipyard', /\S/],
  ['/history', /\S/],
  ['/schedule', 'Programación'],
  ['/programacion', 'Programas'],
  ['/team', /\S/],
  ['/spotify', /\S/],
  ['/artists', /\S/],
  ['/advertising', /\S/],
  ['/advertising/rates', /\S/],
  ['/live', 'En Directo'],
  ['/podcasts', 'Podcasts destacados'],
];

test.describe('public routes', () => {
  for (const [path, heading] of HEADINGS) {
    test(`${path} answers 200 and shows its heading`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const h1 = page.locator('main h1').first();
      await expect(h1).toHaveText(heading);
      await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toHaveCount(0);
    });
  }

  test('an unknown path is an HTTP 404 with the not-found screen', async ({ page }) => {
    const response = await page.goto('/no-such-page/here');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByText('¿Has olvidado añadir la página al router?')).toBeVisible();
  });

  // The week's tabs and "(hoy)" follow the visitor's clock, so each weekday of one week is tried with the browser's
  // clock pinned to it: a test that read today's date would pass six days a week and fail on the seventh.
  const WEEK_MONDAY = '2026-11-23';
  const DAY_NAMES = ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'];
  /** What the note under the week must say: the days of the week shown without programmes, as the API lists them. */
  async function rotationNote(page: Page): Promise<string> {
    const week = await api(page.request).call('station.week', { query: { start: WEEK_MONDAY } });
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' });
    const busy = new Set(
      week.occurrences.filter((o) => o.status !== 'cancelled').map((o) => day.format(new Date(o.start))),
    );
    const free = DAY_NAMES.filter((_, i) => !busy.has(`2026-11-${23 + i}`)).map((name) => name.toLowerCase());
    if (free.length === 7)
      return 'Esta semana no hay programas: la emisora ofrece rotación musical continua las 24 horas del día.';
    if (free.length === 0) return 'Entre un programa y otro la emisora ofrece rotación musical continua.';
    const list = new Intl.ListFormat('es', { type: 'conjunction' }).format(free);
    return `${list[0]!.toUpperCase()}${list.slice(1)}: sin programas, rotación musical continua las 24 horas. Los demás días suena entre un programa y otro.`;
  }

  for (const [index, name] of DAY_NAMES.entries()) {
    test(`the schedule shows the week Monday to Sunday with today open, on a ${name}`, async ({ page }) => {
      const date = 23 + index;
      // 12:00 in Madrid (winter: UTC+1): the middle of the station's day, far from either midnight.
      await page.clock.setFixedTime(new Date(`2026-11-${date}T11:00:00Z`));
      await page.goto(`/schedule?semana=${WEEK_MONDAY}`);
      const tabs = page.getByRole('tab');
      await expect(tabs).toHaveCount(7);
      await expect(tabs).toHaveText(
        DAY_NAMES.map((day, i) => (i === index ? `${day} ${23 + i} (hoy)` : `${day} ${23 + i}`)),
      );
      await expect(page.getByRole('tab', { selected: true })).toHaveText(`${name} ${date} (hoy)`);
      await expect(page.getByTestId('week-range')).toHaveText('23–29 de noviembre de 2026');
      await expect(page.getByTestId('rotation-note')).toHaveText(await rotationNote(page));
    });
  }

  test("/live shows the broadcast state from the server and the week's schedule", async ({ page }) => {
    const air = await api(page.request).call('nowPlaying.get');
    await page.goto('/live');
    await expect(page.getByText('Lun a Dom, de 0 a 24h')).toBeVisible();
    await expect(page.getByTestId('broadcast-state')).toHaveText(
      air.isLive ? 'EN DIRECTO' : air.serverRunning ? 'EN ANTENA' : 'FUERA DE EMISIÓN',
    );
    await expect(page.getByText('Puerto RTMP')).toBeVisible();
    await page.getByRole('tab', { name: 'Programación' }).click();
    await expect(page.getByRole('heading', { name: 'Programación de la semana' })).toBeVisible();
    await expect(page.getByTestId('week-schedule').getByRole('tab')).toHaveCount(7);
  });

  test('/streaming lists only active sources and asks visitors to log in to broadcast', async ({ page, request }) => {
    const sources = await api(request).call('streaming.sources');
    await page.goto('/streaming');
    for (const source of sources) {
      await expect(page.getByRole('tabpanel').getByRole('heading', { name: source.name, exact: true })).toHaveCount(
        source.isActive ? 1 : 0,
      );
    }
    await page.getByRole('tab', { name: 'Transmitir' }).click();
    await expect(page.getByRole('alert')).toContainText('Inicia sesión para transmitir');
  });

  test('the station page tells how to tune in on 100.3 MHz', async ({ page }) => {
    await page.goto('/fm-station');
    await expect(page.getByRole('heading', { level: 2, name: 'Cómo sintonizarnos' })).toBeVisible();
    await expect(page.getByText('Busca la frecuencia 100.3 MHz con el dial o la búsqueda automática.')).toBeVisible();
  });

  test('the burger menu lists every entry and navigates', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    for (const name of [
      'Inicio',
      'Mi Música',
      'FM 100.3',
      'Galería',
      'Astilleros',
      'Historia',
      'Programación',
      'Equipo',
      'Publicidad',
      'Grupo empresarial',
      'Intranet',
    ]) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await menu.getByRole('link', { name: 'FM 100.3' }).click();
    await expect(page).toHaveURL(/\/fm$/);
    await expect(menu).toBeHidden();
  });

  test('the stations overlay opens, has its texts and closes on the backdrop', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Emisoras' }).click();
    const dialog = page.getByRole('dialog', { name: 'Emisoras Internacionales' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Visitar Radio Garden' })).toHaveAttribute('target', '_blank');
    await expect(dialog.getByRole('button', { name: 'Radio Portbou International' })).toBeDisabled();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
  });

  test('the footer carries the current year and links the week, the shows and the air', async ({ page }) => {
    await page.goto('/music');
    await expect(page.getByTestId('copyright')).toContainText(`© ${new Date(stationNow()).getFullYear()}`);
    const footer = page.getByRole('contentinfo');
    // The spec's sample "Sábados de Junio" named a month of programmes the station does not have.
    await expect(footer.getByRole('link', { name: 'Sábados de Junio' })).toHaveCount(0);
    await footer.getByRole('link', { name: 'Programación de la semana' }).click();
    await expect(page).toHaveURL(/\/schedule$/);
    await footer.getByRole('link', { name: 'Todos los programas' }).click();
    await expect(page).toHaveURL(/\/programacion$/);
    await footer.getByRole('link', { name: 'En directo ahora' }).click();
    await expect(page).toHaveURL(/\/live$/);
  });
});
