import type { ListenerStatsReport } from '../../../shared/schemas/health';
import type { Db } from '../db/database';

const MINUTE_MS = 60_000;
const round = (value: number, digits = 3) => Math.round(value * 10 ** digits) / 10 ** digits;

/** Minutes per point: a day at 1 min (1,440 points), a week at 10 min, a month at an hour. */
export const stepFor = (ms: number) => (ms <= 86_400_000 * 1.01 ? 1 : ms <= 7 * 86_400_000 * 1.01 ? 10 : 60);

/** The audience between two instants, from the per-minute counts and the sessions. */
export function listenerReport(db: Db, from: number, to: number, now = Date.now()): ListenerStatsReport {
  const fromIso = new Date(from).toISOString();
  const toIso = new Date(to).toISOString();
  const fromMinute = fromIso.slice(0, 16);
  const toMinute = toIso.slice(0, 16);
  const step = stepFor(to - from);
  const minutes = db
    .prepare<[string, string], { minute: string; max: number; avg: number }>(
      `SELECT minute, max_listeners AS max, avg_listeners AS avg FROM listener_minutes
       WHERE minute >= ? AND minute <= ? ORDER BY minute`,
    )
    .all(fromMinute, toMinute);
  const buckets = new Map<number, { max: number; sum: number; n: number }>();
  let peak = 0;
  let avgSum = 0;
  for (const row of minutes) {
    const at = Date.parse(`${row.minute}:00.000Z`);
    const key = Math.floor(at / (step * MINUTE_MS)) * step * MINUTE_MS;
    const bucket = buckets.get(key) ?? { max: 0, sum: 0, n: 0 };
    bucket.max = Math.max(bucket.max, row.max);
    bucket.sum += row.avg;
    bucket.n++;
    buckets.set(key, bucket);
    peak = Math.max(peak, row.max);
    avgSum += row.avg;
  }
  const series = [...buckets.entries()].map(([t, b]) => ({
    t: new Date(t).toISOString(),
    listeners: b.max,
    // Minutes without a row had nobody listening (or the station off): they count as zero in the step's average.
    average: round(b.sum / step, 2),
  }));
  // Listening hours: each session's overlap with the range; one still open counts up to now.
  const nowIso = new Date(Math.min(now, to)).toISOString();
  const overlap = `(julianday(min(coalesce(ended_at, @now), @to)) - julianday(max(started_at, @from))) * 24`;
  const where = `started_at < @to AND coalesce(ended_at, @now) > @from`;
  const params = { from: fromIso, to: toIso, now: nowIso };
  const group = (column: 'client' | 'mount') =>
    db
      .prepare<typeof params, { key: string; sessions: number; hours: number }>(
        `SELECT ${column} AS key, count(*) AS sessions, sum(max(0, ${overlap})) AS hours
         FROM listener_sessions WHERE ${where} GROUP BY ${column} ORDER BY hours DESC, key`,
      )
      .all(params);
  const byClient = group('client').map((r) => ({ client: r.key, sessions: r.sessions, hours: round(r.hours) }));
  const byMount = group('mount').map((r) => ({ mount: r.key, sessions: r.sessions, hours: round(r.hours) }));
  const sessions = byClient.reduce((n, r) => n + r.sessions, 0);
  const tlhHours = round(byClient.reduce((n, r) => n + r.hours, 0));
  const rangeMinutes = Math.max(1, Math.round((Math.min(to, now) - from) / MINUTE_MS));
  return {
    from: fromIso,
    to: toIso,
    stepMinutes: step,
    series,
    sessions,
    peak,
    averageListeners: round(avgSum / rangeMinutes, 2),
    tlhHours,
    byClient,
    byMount,
  };
}
