import type { APIRequestContext } from '@playwright/test';

/** The station's time zone, as the web app reads it. */
export async function stationZone(request: APIRequestContext): Promise<string> {
  return ((await (await request.get('/api/site-config')).json()) as { timeZone: string }).timeZone;
}

/** An instant on the station's clock: its date (YYYY-MM-DD), hour, minute and the `datetime-local` value. */
export function stationClock(at: number, timeZone: string) {
  const part = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(at))
      .map((p) => [p.type, p.value]),
  );
  const date = `${part.year}-${part.month}-${part.day}`;
  return { date, hour: Number(part.hour), minute: Number(part.minute), local: `${date}T${part.hour}:${part.minute}` };
}

/**
 * How far the station's clock is from the real one: E2E_CLOCK_START (global-setup.ts) starts the shared station at
 * a chosen instant, and every spec that reckons the station's "now" (what is on air, today's tab, a report's range)
 * reads it here, as the page's clock (fixtures.ts) does. Unset, the station runs on the real time.
 */
export const clockOffsetMs = () => Number(process.env.E2E_CLOCK_OFFSET_MS ?? 0);

/** The station's time now, in ms: what the shared station's clock reads. */
export const stationNow = () => Date.now() + clockOffsetMs();
