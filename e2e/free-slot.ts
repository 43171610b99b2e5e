import type { APIRequestContext } from '@playwright/test';

interface OccurrenceRow {
  sourceShowId: number | null;
  originalStart: string;
  start: string;
  end: string;
  status: string;
}

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
  const answer = await request.get(`/api/shows/occurrences?from=${date}&to=${date}`);
  if (!answer.ok()) throw new Error(`occurrences: ${answer.status()} ${await answer.text()}`);
  const rows = (await answer.json()) as OccurrenceRow[];
  const from = Date.parse(fromIso);
  const to = Date.parse(toIso);
  for (const o of rows) {
    if (o.sourceShowId === null || o.sourceShowId === keepShowId || o.status === 'cancelled') continue;
    if (Date.parse(o.start) >= to || Date.parse(o.end) <= from) continue;
    const res = await request.patch(`/api/shows/${o.sourceShowId}/occurrences/${encodeURIComponent(o.originalStart)}`, {
      data: { scope: 'one', action: 'cancel' },
    });
    if (!res.ok()) throw new Error(`cancel ${o.originalStart}: ${res.status()} ${await res.text()}`);
  }
}
