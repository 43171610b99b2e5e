import type { Alert, AlertKind } from '../../../../shared/schemas/admin/health';
import type { Db } from '../../db/database';

const COLUMNS = 'id, kind, message, started_at AS startedAt, resolved_at AS resolvedAt';

/**
 * The alerts table: one row per alert, open until resolved_at is set (health/alerts.ts holds the rules). A write with
 * RETURNING runs with all(): get() stops at the returned row, and SQLite reports a commit that failed (a full disk)
 * only to the step that finishes the statement, which get() leaves to a reset that swallows it.
 */
export function createAlertsRepo(db: Db) {
  const openOf = db.prepare<[string, string], Alert>(
    `SELECT ${COLUMNS} FROM alerts WHERE kind = ? AND subject = ? AND resolved_at IS NULL`,
  );
  const insert = db.prepare<[string, string, string, string], Alert>(
    `INSERT INTO alerts (kind, subject, message, started_at) VALUES (?, ?, ?, ?) RETURNING ${COLUMNS}`,
  );
  const close = db.prepare<[string, number], Alert>(
    `UPDATE alerts SET resolved_at = ? WHERE id = ? AND resolved_at IS NULL RETURNING ${COLUMNS}`,
  );
  const openAll = db.prepare<[], Alert>(
    `SELECT ${COLUMNS} FROM alerts WHERE resolved_at IS NULL ORDER BY started_at DESC, id DESC`,
  );
  const openSubjects = db.prepare<[], { kind: AlertKind; subject: string }>(
    'SELECT kind, subject FROM alerts WHERE resolved_at IS NULL',
  );
  const recent = db.prepare<[number], Alert>(`SELECT ${COLUMNS} FROM alerts ORDER BY id DESC LIMIT ?`);
  return {
    openOf: (kind: AlertKind, subject: string): Alert | undefined => openOf.get(kind, subject),
    insert: (kind: AlertKind, subject: string, message: string, at: string): Alert =>
      insert.all(kind, subject, message, at)[0]!,
    /** Undefined when it was already closed. */
    close: (id: number, at: string): Alert | undefined => close.all(at, id)[0],
    openAll: (): Alert[] => openAll.all(),
    openSubjects: () => openSubjects.all(),
    recent: (limit: number): Alert[] => recent.all(limit),
  };
}
