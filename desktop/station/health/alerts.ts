import { EventEmitter } from 'node:events';
import type { Alert, AlertKind } from '../../../shared/schemas/admin/health';
import type { Db } from '../db/database';
import type { Logger } from '../core/log';
import { createAlertBook } from './alert-book';
import { type Clock, systemClock } from '../core/clock';

export interface AlertsOptions {
  db: Db;
  log: Logger;
  /** Told of each alert that starts or ends (the webhook); must not throw nor block. */
  onChange?(event: 'start' | 'end', alert: Alert): void;
  /** The station's; the system's for a test of the alerts alone. */
  clock?: Clock;
}

/**
 * The technician's alerts: at most one open alert per kind. raise() while one is open changes nothing (a detector
 * may call it on every frame); resolve() closes it. Neither ever throws: a locked database must not reach the air.
 * An alert raised while the disk is full (the recording stopped for lack of room, most likely) is kept in memory,
 * shown and sent like any other, and written, with its times, once there is room.
 */
export function createAlerts({ db, log, onChange, clock = systemClock }: AlertsOptions) {
  const events = new EventEmitter();
  events.setMaxListeners(0);
  const book = createAlertBook(db, clock);
  // Which kinds (per subject: a relay) are open, kept in memory so a detector calling raise() 50 times a second
  // costs no query.
  const open = new Set<string>();
  const key = (kind: AlertKind, subject: string) => `${kind}\u0000${subject}`;
  try {
    for (const row of book.openSubjects()) open.add(key(row.kind, row.subject));
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
    /**
     * Opens an alert of this kind unless one is open; returns the new alert, or null. `subject` tells apart
     * alerts of one kind about different things (each relay), each opened and closed on its own.
     */
    raise(kind: AlertKind, message: string, subject = ''): Alert | null {
      const k = key(kind, subject);
      if (open.has(k)) return null;
      try {
        if (book.openOf(k, kind, subject)) {
          open.add(k);
          return null;
        }
        const alert = book.open(k, kind, subject, message);
        open.add(k);
        changed('start', alert);
        return alert;
      } catch (error) {
        log.error('could not record an alert', { kind, message, error: (error as Error).message });
        return null;
      }
    },
    /** Closes the open alert of this kind, if any; returns it, or null. */
    resolve(kind: AlertKind, subject = ''): Alert | null {
      const k = key(kind, subject);
      if (!open.has(k)) return null;
      try {
        open.delete(k);
        const existing = book.openOf(k, kind, subject);
        if (!existing) return null;
        const alert = book.close(k, existing);
        changed('end', alert);
        return alert;
      } catch (error) {
        log.error('could not resolve an alert', { kind, error: (error as Error).message });
        return null;
      }
    },
    /** True while an alert of this kind is open (for any subject, unless one is named). */
    isOpen: (kind: AlertKind, subject?: string) =>
      subject === undefined ? [...open].some((k) => k.startsWith(`${kind}\u0000`)) : open.has(key(kind, subject)),
    /** Open alerts, newest first (with those waiting for room on the disk). */
    open: (): Alert[] => book.openAll(),
    /** The latest alerts, open or not, newest first. */
    recent: (limit = 100): Alert[] => book.recent(limit),
  };
}
export type Alerts = ReturnType<typeof createAlerts>;
