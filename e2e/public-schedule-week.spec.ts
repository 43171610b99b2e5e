import type { APIRequestContext } from '@playwright/test';
import { api, logInAsAdmin } from './api';
import { expect, test } from './fixtures';
import { stationNow } from './station-clock';

/** The station's wall clock for an instant (the page must use the station's zone, not the browser's). */
function wall(instant: number, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      weekday: 'short',
    })
      .formatToParts(new Date(instant))
      .map((p) => [p.type, p.value]),
  );
  const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(parts.weekday as string) + 1;
  const minute = Math.floor(Number(parts.minute) / 5) * 5;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    start: `${parts.hour}:${String(minute).padStart(2, '0')}`,
    weekday,
  };
}

const logIn = (request: APIRequestContext) => logInAsAdmin(request);

/**
 * What is on now: the week's occurrence covering this minute, or else a five-minute show made around it (the test
 * removes it): the programmes start on round times, so the five minutes before the next one are free.
 */
async function onAirNow(request: APIRequestContext): Promise<{ name: string; cleanup: () => Promise<void> }> {
  const week = await api(request).call('station.week');
  const now = stationNow();
  const current = week.occurrences.find(
    (o) => o.status !== 'cancelled' && Date.parse(o.start) <= now && now < Date.parse(o.end),
  );
  if (current) return { name: current.showName, cleanup: async () => {} };
  const at = wall(now, week.timeZone);
  const name = `Ahora E2E ${now}`;
  await logIn(request);
  const created = await api(request).send('shows.create', {
    body: {
      name,
      kind: 'music',
      rules: [
        {
          days: [at.weekday],
          start: at.start,
          durationMin: 5,
          from: at.date,
          until: at.date,
        },
      ],
    },
  });
  expect(created.status, created.text).toBe(201);
  const show = created.data!;
  return { name, cleanup: async () => void (await api(request).send('shows.delete', { params: { id: show.id } })) };
}

test.describe('/schedule on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('lists today first, open, with what is on now highlighted, and walks to the next week and back', async ({
    page,
    request,
  }) => {
    const onNow = await onAirNow(request);
    try {
      await page.goto('/schedule');
      const tabs = page.getByRole('tab');
      await expect(tabs).toHaveCount(7);
      await expect(tabs.first()).toContainText('(hoy)');
      await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
      const highlighted = page.getByTestId('on-now');
      await expect(highlighted).toContainText(onNow.name);
      await expect(highlighted).toContainText('Ahora en antena');

      const range = await page.getByTestId('week-range').textContent();
      await page.getByRole('link', { name: 'Semana siguiente' }).click();
      await expect(page).toHaveURL(/\?semana=\d{4}-\d{2}-\d{2}$/);
      await expect(page.getByTestId('week-range')).not.toHaveText(range ?? '');
      // Another week runs Monday to Sunday, even on a phone, and nothing in it is "on now".
      await expect(tabs.first()).toHaveText(/^Lunes \d+$/);
      await expect(page.getByTestId('on-now')).toHaveCount(0);
      await page.getByRole('link', { name: 'Esta semana' }).click();
      await expect(page.getByTestId('week-range')).toHaveText(range ?? '');
    } finally {
      await onNow.cleanup();
    }
  });
});
