import type { AuditEntry } from '../../../shared/schemas/station';
import type { Db } from '../db/database';

export interface Actor {
  id: number;
  username: string;
}

export function createAuditRepo(db: Db) {
  const insert = db.prepare<[number | null, string | null, string, string]>(
    'INSERT INTO audit_log (user_id, username, action, detail) VALUES (?, ?, ?, ?)',
  );
  const recent = db.prepare<[number], AuditEntry>(
    'SELECT id, at, username, action, detail FROM audit_log ORDER BY id DESC LIMIT ?',
  );
  return {
    record: (actor: Actor | null, action: string, detail = '') =>
      insert.run(actor?.id ?? null, actor?.username ?? null, action, detail),
    recent: (limit = 20): AuditEntry[] => recent.all(limit),
  };
}
