import type { Alert, AlertKind } from '../../../shared/schemas/admin/health';
import type { Db } from '../db/database';
import { isStorageFull, writeBehindOf } from '../db/write-behind';
import { createAlertsRepo } from '../repos/admin/alerts';
import { type Clock, isoNow } from '../core/clock';

const newestFirst = (alerts: Alert[]) => alerts.sort((a, b) => b.startedAt.localeCompare(a.startedAt) || b.id - a.id);

/**
 * Where alerts are kept: the alerts table, and memory for those the disk has no room for (the recording stopped
 * because the disk is full, most likely). Those are shown like the others, and written, with their own times, in
 * the order they came, once there is room. Keys are kind and subject, as createAlerts makes them.
 */
export function createAlertBook(db: Db, clock: Clock) {
  const rows = createAlertsRepo(db);
  const later = writeBehindOf(db);
  // Alerts not written yet, by key; negative ids tell them apart until their row has its own.
  const unwritten = new Map<string, Alert>();
  // Rows whose closing waits for room: open in the table, over for everyone else.
  const closing = new Set<number>();
  let nextUnwrittenId = -1;

  function keep(key: string, kind: AlertKind, subject: string, message: string, startedAt: string): Alert {
    const alert: Alert = { id: nextUnwrittenId--, kind, message, startedAt, resolvedAt: null };
    // Raised again after it ended, still unwritten: the earlier one is written as it was, this one after it.
    const earlier = unwritten.get(key);
    unwritten.set(key, alert);
    if (earlier) unwritten.set(`${key}\u0000${earlier.id}`, earlier);
    later.run(() => {
      const row = rows.insert(kind, subject, message, alert.startedAt);
      if (alert.resolvedAt) rows.close(row.id, alert.resolvedAt);
      for (const [waitingKey, waiting] of unwritten) if (waiting === alert) unwritten.delete(waitingKey);
    });
    return alert;
  }

  return {
    /** The kinds and subjects open in the table (at start). */
    openSubjects: () => rows.openSubjects(),
    /** The alert open for this key, if any: in the table (and not closing), or waiting to be written. */
    openOf(key: string, kind: AlertKind, subject: string): Alert | undefined {
      const waiting = unwritten.get(key);
      if (waiting) return waiting.resolvedAt ? undefined : waiting;
      const row = rows.openOf(kind, subject);
      return row && !closing.has(row.id) ? row : undefined;
    },
    /** A new alert, written now, or kept until there is room (and always behind what waits for this key). */
    open(key: string, kind: AlertKind, subject: string, message: string): Alert {
      const startedAt = isoNow(clock);
      const row = unwritten.has(key) ? undefined : rows.openOf(kind, subject);
      if (unwritten.has(key) || row) return keep(key, kind, subject, message, startedAt);
      try {
        return rows.insert(kind, subject, message, startedAt);
      } catch (error) {
        if (!isStorageFull(error)) throw error;
        return keep(key, kind, subject, message, startedAt);
      }
    },
    /** Ends an open alert (the caller found it with openOf); returns it as ended. */
    close(key: string, alert: Alert): Alert {
      const at = isoNow(clock);
      if (unwritten.get(key) === alert) {
        alert.resolvedAt = at;
        return alert;
      }
      let closed: Alert | undefined;
      closing.add(alert.id);
      later.run(() => {
        closed = rows.close(alert.id, at);
        closing.delete(alert.id);
      });
      return closed ?? { ...alert, resolvedAt: at };
    },
    /** Open alerts, newest first. */
    openAll: (): Alert[] => newestFirst([...rows.openAll(), ...[...unwritten.values()].filter((a) => !a.resolvedAt)]),
    /** The latest alerts, open or not, newest first. */
    recent: (limit: number): Alert[] => newestFirst([...rows.recent(limit), ...unwritten.values()]).slice(0, limit),
  };
}
