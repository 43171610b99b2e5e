import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database';
import { quoted, studioTables } from './studio-tables';

/**
 * A cursor that moves with every row the studio's tables change, for followers to poll cheaply. Temporary triggers
 * (this connection's only: they are in no backup and no follower's copy) count the changes; the start's random tag
 * makes a restarted studio's cursor differ from every one before it, so a follower never takes a reset count for
 * "nothing changed". A write that rolls back still moves it: one needless copy, never a missed one.
 */
export function watchStudioChanges(db: Db): { cursor(): string } {
  const start = randomBytes(4).toString('hex');
  let changes = 0;
  db.function('emisora_studio_changed', { deterministic: false }, () => {
    changes++;
    return null;
  });
  for (const table of studioTables(db))
    for (const op of ['INSERT', 'UPDATE', 'DELETE'])
      db.exec(
        `CREATE TEMP TRIGGER IF NOT EXISTS ${quoted(`standby_${table}_${op.toLowerCase()}`)} AFTER ${op} ON main.${quoted(table)} BEGIN SELECT emisora_studio_changed(); END`,
      );
  return { cursor: () => `${start}.${changes}` };
}
