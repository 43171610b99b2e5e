import type { ListenerStatsReport } from '../../../shared/schemas/admin/health';
import type { Db } from '../db/database';

const MINUTE_MS = 60_000;
const round = (value: number, digits = 3) => Math.round(value * 10 ** digits) / 10 ** digits;

/** Minutes per point: a day at 1 min (1,440 points), a week at 10 min, a month at an hour. */
const stepFor = (ms: number) => (ms <= 86_400_000 * 1.01 ? 1 : ms <= 7 * 86_400_000 * 1.01 ? 10 : 60);

/** The audience between two instants, from the per-minute counts and the sessions. */
export function listenerReport(db: Db, from: number, to: number, now: number): ListenerStatsReport {
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
  // The relays' listeners of each minute, summed over the relays (each read from its status page).
  const relayMinutes = db
    .prepare<[string, string], { minute: string; max: number; avg: number }>(
      `SELECT minute, sum(max_listeners) AS max, sum(avg_listeners) AS avg FROM relay_minutes
       WHERE minute >= ? AND minute <= ? GROUP BY minute ORDER BY minute`,
    )
    .all(fromMinute, toMinute);
  const perMinute = new Map<string, { max: number; avg: number; relays: number }>();
  for (const row of minutes) perMinute.set(row.minute, { max: row.max, avg: row.avg, relays: 0 });
  for (const row of relayMinutes) {
    const local = perMinute.get(row.minute) ?? { max: 0, avg: 0, relays: 0 };
    // Local and relay maxima of a minute may fall on different seconds: their sum is an upper bound.
    perMinute.set(row.minute, { max: local.max + row.max, avg: local.avg + row.avg, relays: row.max });
  }
  const buckets = new Map<number, { max: number; sum: number; relays: number }>();
  let peak = 0;
  let avgSum = 0;
  for (const [minute, row] of [...perMinute.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const at = Date.parse(`${minute}:00.000Z`);
    const key = Math.floor(at / (step * MINUTE_MS)) * step * MINUTE_MS;
    const bucket = buckets.get(key) ?? { max: 0, sum: 0, relays: 0 };
    bucket.max = Math.max(bucket.max, row.max);
    bucket.relays = Math.max(bucket.relays, row.relays);
    bucket.sum += row.avg;
    buckets.set(key, bucket);
    peak = Math.max(peak, row.max);
    avgSum += row.avg;
  }
  const series = [...buckets.entries()].map(([t, b]) => ({
    t: new Date(t).toISOString(),
    listeners: b.max,
    // Minutes without a row had nobody listening (or the station off): they count as zero in the step's average.
    average: round(b.sum / step, 2),
    relays: b.relays,
  }));
  const byRelay = db
    .prepare<[string, string], { relay: string; peak: number; hours: number }>(
      `SELECT relay_name AS relay, max(max_listeners) AS peak, sum(avg_listeners) / 60.0 AS hours
       FROM relay_minutes WHERE minute >= ? AND minute <= ? GROUP BY relay_id ORDER BY hours DESC, relay`,
    )
    .all(fromMinute, toMinute)
    .map((r) => ({ relay: r.relay, peak: r.peak, hours: round(r.hours) }));
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
  const tlhHours = round(byClient.reduce((n, r) => n + r.hours, 0) + byRelay.reduce((n, r) => n + r.hours, 0));
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
    byRelay,
  };
}
