import { createHash, randomBytes } from 'node:crypto';
import type { Follower } from '../../../../shared/schemas/standby/standby';
import type { Clock } from '../../core/clock';
import { isoNow } from '../../core/clock';
import type { Db } from '../../db/database';
import type { ChangePublisher } from '../../events/change-publisher';
import { quoted } from './studio-tables';

interface FollowerRow {
  id: number;
  name: string;
  created_at: string;
  last_seen_at: string | null;
  revoked_at: string | null;
}

const toFollower = (row: FollowerRow): Follower => ({
  id: row.id,
  name: row.name,
  createdAt: row.created_at,
  lastSeenAt: row.last_seen_at,
  revokedAt: row.revoked_at,
});

// A random 256-bit token needs no slow hash: nobody can guess one to match a leaked digest.
const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/** The studio's standby PCs: their tokens (hashed), and the as-run rows they send back. */
export function createFollowersRepo(db: Db, publish: ChangePublisher, clock: Clock) {
  const insert = db.prepare<[string, string, string]>(
    'INSERT INTO followers (name, token_hash, created_at) VALUES (?, ?, ?)',
  );
  const byHash = db.prepare<[string], FollowerRow>('SELECT * FROM followers WHERE token_hash = ?');
  const seen = db.prepare<[string, number]>('UPDATE followers SET last_seen_at = ? WHERE id = ?');
  const revoke = db.prepare<[string, number]>(
    'UPDATE followers SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL',
  );
  const exists = db.prepare<[number], { id: number }>('SELECT id FROM followers WHERE id = ?');
  const all = db.prepare<[], FollowerRow>('SELECT * FROM followers ORDER BY id');
  const asRunColumns = () => new Set((db.pragma('table_info(as_run)') as Array<{ name: string }>).map((c) => c.name));

  return {
    create(name: string): { id: number; token: string } {
      const token = randomBytes(32).toString('base64url');
      const id = Number(insert.run(name, digest(token), isoNow(clock)).lastInsertRowid);
      return { id, token };
    },
    list: (): Follower[] => all.all().map(toFollower),
    /** False when there is no such follower; revoking twice keeps the first date. */
    revoke(id: number): boolean {
      if (!exists.get(id)) return false;
      revoke.run(isoNow(clock), id);
      return true;
    },
    /** The follower a token belongs to, revoked or not (the caller refuses a revoked one); notes it was seen. */
    byToken(token: string): Follower | undefined {
      const row = byHash.get(digest(token));
      if (row && !row.revoked_at) seen.run(isoNow(clock), row.id);
      return row && toFollower(row);
    },
    /**
     * Stores the as-run rows a follower aired, marked with it and their id there: a row sent again is stored once.
     * Only the columns this studio's as-run has are kept (a follower of another version may send more).
     */
    importAsRun(followerId: number, rows: ReadonlyArray<Record<string, string | number | null>>): number {
      const known = asRunColumns();
      let stored = 0;
      publish.transaction(() => {
        for (const row of rows) {
          const columns = Object.keys(row).filter(
            (c) => known.has(c) && c !== 'id' && c !== 'aired_by_follower' && c !== 'follower_row_id',
          );
          const names = [...columns, 'aired_by_follower', 'follower_row_id'];
          stored += db
            .prepare(
              `INSERT INTO as_run (${names.map(quoted).join(', ')}) VALUES (${names.map(() => '?').join(', ')}) ON CONFLICT DO NOTHING`,
            )
            .run(...columns.map((c) => row[c] ?? null), followerId, row.id ?? null).changes;
        }
      })();
      return stored;
    },
  };
}
export type FollowersRepo = ReturnType<typeof createFollowersRepo>;
