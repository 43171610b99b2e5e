import type { Db } from './database';

/**
 * Prepares each distinct SQL text once: for repos whose queries are built from a few filters or sort orders, so a
 * page or an export never prepares the same statement twice.
 */
export function statementCache<Row>(db: Db) {
  const statements = new Map<string, ReturnType<typeof db.prepare<unknown[], Row>>>();
  return (sql: string) => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare<unknown[], Row>(sql);
      statements.set(sql, statement);
    }
    return statement;
  };
}
