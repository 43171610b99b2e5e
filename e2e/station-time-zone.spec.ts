/// <reference lib="dom" />
// Code inside page.evaluate runs in the browser, so these specs see DOM types.
import type { Browser, Page } from '@playwright/test';
import { api, logInAsAdmin } from './api';
import { adminPassword, expect, test } from './fixtures';
import { stationNow } from './station-clock';

/**
 * Every time the studio, the admin and a presenter's area show is on the station's clock, whatever the browser's
 * zone: here a browser in New York (UTC-5) reads a station in Madrid (UTC+1 in winter, UTC+2 in summer).
 */
const BROWSER_ZONE = 'America/New_York';

async function stationZone(page: Page): Promise<string> {
  return (await api(page.request).call('station.week')).timeZone;
}

/** A signed-in page in a browser set to New York. */
async function farAway(browser: Browser, baseURL: string, username: string, password: string) {
  const context = await browser.newContext({ baseURL, timezoneId: BROWSER_ZONE });
  const page = await context.newPage();
  await api(page.request).call('auth.login', { body: { username, password } });
  return { context, page };
}

/**
 * Every <time datetime> on the page whose text shows a clock reads the station's HH:MM of its instant (and the
 * browser's zone would read another hour: the check can fail). Returns how many it checked.
 */
async function timesOnStationClock(page: Page, zone: string): Promise<number> {
  const shown = await page
    .locator('time[datetime]')
    .evaluateAll((nodes) => nodes.map((n) => ({ at: n.getAttribute('datetime') ?? '', text: n.textContent ?? '' })));
  const station = new Intl.DateTimeFormat('es-ES', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const browser = new Intl.DateTimeFormat('es-ES', {
    timeZone: BROWSER_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  let checked = 0;
  for (const { at, text } of shown) {
    if (!/\d\d:\d\d/.test(text) || Number.isNaN(Date.parse(at))) continue;
    expect(station.format(new Date(at))).not.toBe(browser.format(new Date(at)));
    expect(text, `${at} shown as "${text}"`).toContain(station.format(new Date(at)));
    checked++;
  }
  return checked;
}

/** Pages of the studio and the admin, each with what shows once its times are drawn. */
const CLOCKED_PAGES: Array<[string, string, (page: Page) => ReturnType<Page['locator']>]> = [
  [
    'the studio console: its queue and history',
    '/studio',
    (page) => page.getByTestId('queue-item').first().locator('time'),
  ],
  [
    'the admin dashboard: its recent activity',
    '/admin/dashboard',
    (page) => page.getByRole('list', { name: 'Actividad reciente' }).locator('time').first(),
  ],
];

for (const [what, route, drawn] of CLOCKED_PAGES) {
  test(`${what}, on the station clock from a browser in another zone`, async ({ browser, baseURL }) => {
    const { context, page } = await farAway(browser, baseURL!, 'admin', adminPassword());
    try {
      const zone = await stationZone(page);
      await page.goto(route);
      await expect(drawn(page)).toBeVisible({ timeout: 20_000 });
      await expect(drawn(page)).not.toHaveText('…');
      expect(await timesOnStationClock(page, zone)).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });
}

test("the studio names the station's zone beside its next hour", async ({ browser, baseURL }) => {
  const { context, page } = await farAway(browser, baseURL!, 'admin', adminPassword());
  try {
    await page.goto('/studio');
    await expect(page.getByText(`hora de la emisora: ${await stationZone(page)}`)).toBeVisible({ timeout: 20_000 });
  } finally {
    await context.close();
  }
});

test("a presenter reads their show's hours, and when to connect, on the station clock", async ({
  page,
  browser,
  baseURL,
}) => {
  const stamp = Date.now();
  const username = `hora-${stamp}`;
  const password = 'locutora-e2e-pass';
  await logInAsAdmin(page.request);
  const admin = api(page.request);
  const user = await admin.send('users.create', { body: { username, password, role: 'presenter' } });
  expect(user.status).toBe(201);
  const presenterId = user.data!.id;
  // One airing tomorrow at 05:10 station time (the small hours the demo's week leaves free).
  const tomorrow = new Date(stationNow() + 86_400_000).toISOString().slice(0, 10);
  const created = await admin.send('shows.create', {
    body: {
      name: `Madrugada E2E ${stamp}`,
      kind: 'live',
      presenterIds: [presenterId],
      rules: [{ days: [1, 2, 3, 4, 5, 6, 7], start: '05:10', durationMin: 15, from: tomorrow, until: tomorrow }],
    },
  });
  expect(created.status, created.text).toBe(201);
  const show = created.data!;
  const { context, page: presenter } = await farAway(browser, baseURL!, username, password);
  try {
    await presenter.goto('/estudio');
    const airing = presenter
      .getByRole('listitem')
      .filter({ hasText: `Madrugada E2E ${stamp}` })
      .filter({ hasText: 'puedes conectar' });
    await expect(airing).toContainText('05:10–05:25');
    await expect(airing).toContainText('(puedes conectar desde las 05:00)');
  } finally {
    await context.close();
    await admin.send('shows.delete', { params: { id: show.id } });
    await admin.send('users.delete', { params: { id: presenterId } });
  }
});
