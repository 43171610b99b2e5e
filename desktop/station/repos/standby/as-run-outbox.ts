import type { Db } from '../../db/database';

export type AsRunCells = Record<string, string | number | null>;

/** The follower's as-run rows after `afterId`, closed ones only (a row's end is written when the next item airs). */
export function createAsRunOutbox(db: Db) {
  const after = db.prepare<[number, number], AsRunCells>(
    'SELECT * FROM as_run WHERE id > ? AND ended_at IS NOT NULL ORDER BY id LIMIT ?',
  );
  return { after: (afterId: number, limit: number): AsRunCells[] => after.all(afterId, limit) };
}
