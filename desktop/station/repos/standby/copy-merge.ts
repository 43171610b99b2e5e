import type { Db } from '../../db/database';
import type { ChangePublisher, PublishedTable } from '../../events/change-publisher';
import { TABLE_TOPICS } from '../../events/station-events';
import { FOLLOWER_OWN_ROWS, quoted, studioTables } from './studio-tables';

const COPY = 'standby_copy';

interface TablePlan {
  table: string;
  columns: string[];
  /** The row's identity: its integer key, its declared key, or the hidden rowid. */
  key: string[];
  /** Rows of this table that stay the follower's own (a predicate over `{t}`), if any. */
  own: string | undefined;
}

/**
 * Brings the follower's copy of the studio's tables to a verified snapshot's state in one transaction: rows the
 * studio removed are deleted (their ON DELETE actions reach the follower's own tables as they did the studio's),
 * changed rows updated in place and new ones inserted, so rows that did not change are not touched and the
 * follower's own tables (its as-run) keep every row. Returns the tables that changed.
 */
export function createStandbyCopyRepo(db: Db, publish: ChangePublisher) {
  function plans(): TablePlan[] {
    const theirs = new Set(studioTables(db, COPY));
    return order(studioTables(db).filter((table) => theirs.has(table))).map((table) => {
      const info = db.pragma(`main.table_info(${quoted(table)})`) as Array<{ name: string; type: string; pk: number }>;
      const pk = info.filter((c) => c.pk > 0).sort((a, b) => a.pk - b.pk);
      return {
        table,
        columns: info.map((c) => c.name),
        key: pk.length ? pk.map((c) => c.name) : ['rowid'],
        own: FOLLOWER_OWN_ROWS[table],
      };
    });
  }

  /** Children before their parents, so a RESTRICT parent is deleted only after the rows pointing at it. */
  function order(tables: string[]): string[] {
    const parents = new Map(
      tables.map((t) => [
        t,
        (db.pragma(`main.foreign_key_list(${quoted(t)})`) as Array<{ table: string }>)
          .map((fk) => fk.table)
          .filter((p) => p !== t),
      ]),
    );
    const done: string[] = [];
    const visit = (t: string, path: Set<string>) => {
      if (done.includes(t) || path.has(t)) return;
      path.add(t);
      for (const child of tables) if (parents.get(child)?.includes(t)) visit(child, path);
      done.push(t);
    };
    for (const t of tables) visit(t, new Set());
    return done;
  }

  const list = (names: string[], alias?: string) => names.map((n) => (alias ? `${alias}.${quoted(n)}` : quoted(n)));
  const notOwn = (plan: TablePlan, alias: string) => (plan.own ? `NOT (${plan.own.replaceAll('{t}', alias)})` : '1');

  function merge(plan: TablePlan): number {
    const { table, columns, key } = plan;
    const main = `main.${quoted(table)}`;
    const theirs = `${COPY}.${quoted(table)}`;
    const keys = `(${list(key).join(', ')})`;
    const hidden = key[0] === 'rowid' ? ['rowid'] : [];
    const values = columns.filter((c) => !key.includes(c));
    let changed = db
      .prepare(
        `DELETE FROM ${main} AS m WHERE ${notOwn(plan, 'm')} AND ${keys} NOT IN (SELECT ${list(key).join(', ')} FROM ${theirs})`,
      )
      .run().changes;
    if (values.length)
      changed += db
        .prepare(
          `UPDATE ${main} AS m SET (${list(values).join(', ')}) = (${list(values, 's').join(', ')}) FROM ${theirs} AS s
           WHERE (${list(key, 's').join(', ')}) = (${list(key, 'm').join(', ')}) AND ${notOwn(plan, 's')}
             AND (${list(values, 'm').join(', ')}) IS NOT (${list(values, 's').join(', ')})`,
        )
        .run().changes;
    changed += db
      .prepare(
        `INSERT INTO ${main} (${[...hidden, ...list(columns)].join(', ')})
         SELECT ${[...hidden, ...list(columns)].join(', ')} FROM ${theirs} AS s
         WHERE ${notOwn(plan, 's')} AND ${keys} NOT IN (SELECT ${list(key).join(', ')} FROM ${main})`,
      )
      .run().changes;
    return changed;
  }

  return {
    /**
     * Applies the snapshot at `file` (already verified, same schema). The engine hears the changed tables as it
     * hears a local edit: through the one publisher, once the transaction has committed.
     */
    apply(file: string): string[] {
      db.prepare('ATTACH DATABASE ? AS standby_copy').run(file);
      try {
        return publish.transaction(() => {
          db.pragma('defer_foreign_keys = ON');
          const changed = plans()
            .filter((plan) => merge(plan) > 0)
            .map((plan) => plan.table);
          const published = changed.filter((t) => (TABLE_TOPICS as Record<string, string | null>)[t]);
          if (published.length) publish.wrote(...(published as PublishedTable[]));
          return changed;
        })();
      } finally {
        db.exec(`DETACH DATABASE ${COPY}`);
      }
    },
  };
}
export type StandbyCopyRepo = ReturnType<typeof createStandbyCopyRepo>;
