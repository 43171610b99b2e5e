import { EventEmitter } from 'node:events';
import type { Alert, AlertKind } from '../../../shared/schemas/health';
import type { Db } from '../db/database';
import type { Logger } from '../log';

interface AlertRow {
  id: number;
  kind: AlertKind;
  message: string;
  startedAt: string;
  resolvedAt: string | null;
}

export interface AlertsOptions {
  db: Db;
  log: Logger;
  /** Told of each alert that starts or ends (the webhook); must not throw nor block. */
  onChange?(event: 'start' | 'end', alert: Alert): void;
}

const COLUMNS = 'id, kind, message, started_at AS startedAt, resolved_at AS resolvedAt';

/**
 * The technician's alerts: at most one open alert per kind. raise() while one is open changes nothing (a detector
 * may call it on every frame); resolve() closes it. Neither ever throws: a locked database must not reach the air.
 */
export function createAlerts({ db, log, onChange }: AlertsOptions) {
  const events = new EventEmitter();
  events.setMaxListeners(0);
  const openOf = db.prepare<[string], AlertRow>(`SELECT ${COLUMNS} FROM alerts WHERE kind = ? AND resolved_at IS NULL`);
  const insert = db.prepare<[string, string, string], AlertRow>(
    `INSERT INTO alerts (kind, message, started_at) VALUES (?, ?, ?) RETURNING ${COLUMNS}`,
  );
  const close = db.prepare<[string, number], AlertRow>(
    `UPDATE alerts SET resolved_at = ? WHERE id = ? AND resolved_at IS NULL RETURNING ${COLUMNS}`,
  );
  const openAll = db.prepare<[], AlertRow>(
    `SELECT ${COLUMNS} FROM alerts WHERE resolved_at IS NULL ORDER BY started_at DESC, id DESC`,
  );
  const recent = db.prepare<[number], AlertRow>(`SELECT ${COLUMNS} FROM alerts ORDER BY id DESC LIMIT ?`);
  // Which kinds are open, kept in memory so a detector calling raise() 50 times a second costs no query.
  const open = new Set<AlertKind>();
  try {
    for (const row of openAll.all()) open.add(row.kind);
  } catch {
    // An old database without the table is migrated before this runs; nothing else to do.
  }

  function changed(event: 'start' | 'end', alert: Alert) {
    log[event === 'start' ? 'warn' : 'info'](event === 'start' ? 'alert' : 'alert resolved', {
      kind: alert.kind,
      message: alert.message,
    });
    events.emit('change', event, alert);
    try {
      onChange?.(event, alert);
    } catch (error) {
      log.error('alert listener failed', { error: (error as Error).message });
    }
  }

  return {
    events,
    /** Opens an alert of this kind unless one is open; returns the new alert, or null. */
    raise(kind: AlertKind, message: string): Alert | null {
      if (open.has(kind)) return null;
      try {
        const existing = openOf.get(kind);
        if (existing) {
          open.add(kind);
          return null;
        }
        const alert = insert.get(kind, message, new Date().toISOString())!;
        open.add(kind);
        changed('start', alert);
        return alert;
      } catch (error) {
        log.error('could not record an alert', { kind, message, error: (error as Error).message });
        return null;
      }
    },
    /** Closes the open alert of this kind, if any; returns it, or null. */
    resolve(kind: AlertKind): Alert | null {
      if (!open.has(kind)) return null;
      try {
        const existing = openOf.get(kind);
        open.delete(kind);
        if (!existing) return null;
        const alert = close.get(new Date().toISOString(), existing.id);
        if (alert) changed('end', alert);
        return alert ?? null;
      } catch (error) {
        log.error('could not resolve an alert', { kind, error: (error as Error).message });
        return null;
      }
    },
    isOpen: (kind: AlertKind) => open.has(kind),
    /** Open alerts, newest first. */
    open: (): Alert[] => openAll.all(),
    /** The latest alerts, open or not, newest first. */
    recent: (limit = 100): Alert[] => recent.all(limit),
  };
}
export type Alerts = ReturnType<typeof createAlerts>;
