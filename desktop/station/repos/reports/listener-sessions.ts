import type { Db } from '../../db/database';

/** Listener sessions and per-minute listener counts (health/listener-stats.ts decides what to write and when). */
export function createListenerSessionsRepo(db: Db) {
  const insert = db.prepare<[string, string, string, string], { id: number }>(
    'INSERT INTO listener_sessions (mount, started_at, client, address_hash) VALUES (?, ?, ?, ?) RETURNING id',
  );
  const finish = db.prepare<[string, number]>('UPDATE listener_sessions SET ended_at = ? WHERE id = ?');
  const writeMinute = db.prepare<[string, number, number]>(
    `INSERT INTO listener_minutes (minute, max_listeners, avg_listeners) VALUES (?, ?, ?)
     ON CONFLICT(minute) DO UPDATE SET max_listeners = max(max_listeners, excluded.max_listeners),
       avg_listeners = excluded.avg_listeners`,
  );
  const closeOrphans = db.prepare(
    `UPDATE listener_sessions SET ended_at = max(started_at, coalesce(
       (SELECT strftime('%Y-%m-%dT%H:%M:59.999Z', max(minute)) FROM listener_minutes), started_at))
     WHERE ended_at IS NULL`,
  );
  return {
    /** A new session; its id. */
    start: (mount: string, at: string, client: string, addressHash: string): number | null =>
      // all(), not get(): a commit that fails (a full disk) is only reported to the step that finishes the statement.
      insert.all(mount, at, client, addressHash)[0]?.id ?? null,
    finish: (id: number, at: string) => void finish.run(at, id),
    /** A minute's maximum (kept if higher) and average listeners. */
    writeMinute: (minute: string, max: number, average: number) => void writeMinute.run(minute, max, average),
    /** Sessions left open by a crash end where the station last counted its listeners. */
    closeOrphans: () => void closeOrphans.run(),
  };
}
