import type { AuditEntry } from '../../../../shared/schemas/programming/station';
import type { Db } from '../../db/database';
import { writeBehindOf } from '../../db/write-behind';
import { type Clock, isoNow, systemClock } from '../../core/clock';

export interface Actor {
  id: number;
  username: string;
}

export function createAuditRepo(db: Db, clock: Clock = systemClock) {
  const insert = db.prepare<[number | null, string | null, string, string, string]>(
    'INSERT INTO audit_log (user_id, username, action, detail, at) VALUES (?, ?, ?, ?, ?)',
  );
  const recent = db.prepare<[number], AuditEntry>(
    'SELECT id, at, username, action, detail FROM audit_log ORDER BY id DESC LIMIT ?',
  );
  const later = writeBehindOf(db);
  return {
    /**
     * Never throws for a full disk: the line waits in memory, with the time it happened, until there is room. What it
     * records (a sign-in, a source connecting) must not fail, and never take the core down, for lack of disk.
     */
    record(actor: Actor | null, action: string, detail = '') {
      const at = isoNow(clock);
      later.run(() => insert.run(actor?.id ?? null, actor?.username ?? null, action, detail, at));
    },
    recent: (limit = 20): AuditEntry[] => recent.all(limit),
  };
}
