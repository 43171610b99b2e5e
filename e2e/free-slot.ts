import type { APIRequestContext } from '@playwright/test';
import { api } from './api';

/**
 * The demo station airs a week of shows, so a test that puts its own programme on the grid first cancels,
 * for this one day, any show occurrence of `date` that overlaps [fromIso, toIso) (as an admin: `request` is signed
 * in). Cancelled occurrences are only that day's; the rules stay. `keepShowId`: the test's own show, left as it is.
 */
export async function cancelShowsOverlapping(
  request: APIRequestContext,
  date: string,
  fromIso: string,
  toIso: string,
  keepShowId?: number,
): Promise<void> {
  const admin = api(request);
  const rows = await admin.call('shows.occurrencesAll', { query: { from: date, to: date } });
  const from = Date.parse(fromIso);
  const to = Date.parse(toIso);
  for (const o of rows) {
    if (o.sourceShowId === null || o.sourceShowId === keepShowId || o.status === 'cancelled') continue;
    if (Date.parse(o.start) >= to || Date.parse(o.end) <= from) continue;
    // call() fails the test with the route, the status and the refusal's message.
    await admin.call('shows.editOccurrence', {
      params: { id: o.sourceShowId, start: o.originalStart },
      body: { scope: 'one', action: 'cancel' },
    });
  }
}
