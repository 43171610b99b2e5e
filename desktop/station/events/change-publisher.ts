import type { Db } from '../db/database';
import { type StationEvents, type StationTable, type StationTopic, TABLE_TOPICS } from './station-events';

/** A table whose writes someone outside its repository caches (see TABLE_TOPICS). */
export type PublishedTable = {
  [T in StationTable]: (typeof TABLE_TOPICS)[T] extends null ? never : T;
}[StationTable];

/**
 * How a repository says what it changed. Outside a transaction the change is published at once; inside one opened
 * with `transaction`, once when the outermost one commits, and not at all for a part that rolled back.
 */
export interface ChangePublisher {
  /** The committed writes of `tables` (one event per topic, listing the tables). */
  wrote(...tables: PublishedTable[]): void;
  /** `wrote(...tables)` when the statement changed a row (a write that changed nothing changes no cache); returns its result. */
  changed<R extends { changes: number }>(result: R, ...tables: PublishedTable[]): R;
  /** `db.transaction(fn)`, with the writes inside it published after the commit. */
  transaction<F extends (...args: never[]) => unknown>(fn: F): F;
  /** Moves with every published change of these topics: a key for caches over them, with no subscription to release. */
  version(...topics: StationTopic[]): number;
}

/**
 * The station's one way of publishing changes, made at start-up beside the repositories that call it. Writes are
 * gathered per transaction level: a nested transaction (a savepoint) that rolls back drops its own, one that
 * commits hands them to the level above, and the outermost commit publishes them.
 */
export function createChangePublisher(db: Db, events: StationEvents): ChangePublisher {
  const levels: Array<Set<PublishedTable>> = [];
  const versions = new Map<StationTopic, number>();

  function publish(tables: Iterable<PublishedTable>) {
    const byTopic = new Map<StationTopic, PublishedTable[]>();
    for (const table of tables) {
      const topic = TABLE_TOPICS[table];
      byTopic.set(topic, [...(byTopic.get(topic) ?? []), table]);
    }
    for (const topic of byTopic.keys()) versions.set(topic, (versions.get(topic) ?? 0) + 1);
    for (const [topic, list] of byTopic) events[topic].fire({ tables: list as never });
  }

  function wrote(...tables: PublishedTable[]) {
    const level = levels.at(-1);
    if (level) {
      for (const table of tables) level.add(table);
      return;
    }
    // A transaction this publisher did not open could still roll back what it would announce.
    if (db.inTransaction)
      throw new Error(`a write to ${tables.join(', ')} inside a transaction not opened by repos.transaction`);
    publish(tables);
  }

  function transaction<F extends (...args: never[]) => unknown>(fn: F): F {
    const tx = db.transaction(fn) as unknown as (...args: unknown[]) => unknown;
    return ((...args: Parameters<F>) => {
      const level = new Set<PublishedTable>();
      levels.push(level);
      let committed = false;
      try {
        const result = tx(...args);
        committed = true;
        return result;
      } finally {
        levels.pop();
        const outer = levels.at(-1);
        if (committed && outer) for (const table of level) outer.add(table);
        else if (committed) publish(level);
      }
    }) as F;
  }

  return {
    wrote,
    changed(result, ...tables) {
      if (result.changes > 0) wrote(...tables);
      return result;
    },
    transaction,
    version: (...topics) => topics.reduce((sum, topic) => sum + (versions.get(topic) ?? 0), 0),
  };
}
