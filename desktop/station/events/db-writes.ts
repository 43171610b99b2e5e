import type { Db } from '../db/database';
import { type StationEvents, type StationTable, type StationTopic, TABLE_TOPICS } from './station-events';

// The table a data-changing statement writes: INSERT [OR …] INTO t, REPLACE INTO t, UPDATE [OR …] t, DELETE FROM t.
const WRITE_TARGET =
  /\b(?:INSERT(?:\s+OR\s+\w+)?\s+INTO|REPLACE\s+INTO|UPDATE(?:\s+OR\s+\w+)?|DELETE\s+FROM)\s+["`[]?(\w+)/gi;

/** The classified tables a piece of SQL writes (unclassified names, such as a migration's scratch table, are ignored). */
export function tablesWritten(sql: string): StationTable[] {
  const tables = new Set<StationTable>();
  for (const match of sql.matchAll(WRITE_TARGET)) {
    const name = match[1]!.toLowerCase();
    if (name in TABLE_TOPICS) tables.add(name as StationTable);
  }
  return [...tables];
}

/**
 * Publishes every committed write to a table with a topic, whoever wrote it (a repo, a service's own statement,
 * an import): statements are classified once, when prepared, so the cost on the air path is a set insertion per
 * write. Outside a transaction the event fires as soon as the statement returns; inside one, once the outermost
 * transaction has committed (nothing is published for one that rolled back). Call before preparing the repos.
 */
export function publishCommittedWrites(db: Db, events: StationEvents): void {
  const pending = new Map<StationTopic, Set<StationTable>>();
  let flushQueued = false;

  function flush() {
    if (db.inTransaction) return;
    const topics = [...pending];
    pending.clear();
    for (const [topic, tables] of topics) events[topic].fire({ tables: [...tables] as never });
  }

  function wrote(tables: readonly StationTable[]) {
    for (const table of tables) {
      const topic = TABLE_TOPICS[table];
      if (!topic) continue;
      const set = pending.get(topic) ?? new Set<StationTable>();
      pending.set(topic, set);
      set.add(table);
    }
    if (!db.inTransaction) return flush();
    // A transaction opened with a plain BEGIN is not seen below: publish once the current job is done.
    if (flushQueued) return;
    flushQueued = true;
    queueMicrotask(() => {
      flushQueued = false;
      flush();
    });
  }

  const prepare = db.prepare.bind(db);
  db.prepare = ((sql: string) => {
    const statement = prepare(sql);
    const tables = tablesWritten(sql).filter((t) => TABLE_TOPICS[t] !== null);
    if (tables.length === 0) return statement;
    // A write that changed no row changes nothing anyone caches.
    const run = statement.run.bind(statement);
    statement.run = (...args: unknown[]) => {
      const result = run(...args);
      if (result.changes > 0) wrote(tables);
      return result;
    };
    // INSERT … RETURNING is read with get/all.
    for (const method of ['get', 'all'] as const) {
      const read = (statement[method] as (...a: unknown[]) => unknown).bind(statement);
      (statement as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
        const result = read(...args);
        wrote(tables);
        return result;
      };
    }
    return statement;
  }) as typeof db.prepare;

  const exec = db.exec.bind(db);
  db.exec = ((sql: string) => {
    const result = exec(sql);
    const tables = tablesWritten(sql);
    if (tables.length > 0) wrote(tables);
    return result;
  }) as typeof db.exec;

  const transaction = db.transaction.bind(db);
  db.transaction = ((fn: (...args: never[]) => unknown) => {
    const tx = transaction(fn);
    const settled =
      <F extends (...args: never[]) => unknown>(run: F) =>
      (...args: Parameters<F>) => {
        try {
          return run(...args);
        } catch (error) {
          // Rolled back: what it wrote never happened.
          if (!db.inTransaction) pending.clear();
          throw error;
        } finally {
          flush();
        }
      };
    return Object.assign(settled(tx), {
      default: settled(tx.default),
      deferred: settled(tx.deferred),
      immediate: settled(tx.immediate),
      exclusive: settled(tx.exclusive),
    });
  }) as typeof db.transaction;
}
