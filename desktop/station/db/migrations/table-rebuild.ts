import type Database from 'better-sqlite3';

type Db = Database.Database;

/**
 * Rebuilds a table with a changed definition, by SQLite's documented procedure for what ALTER TABLE cannot do
 * (https://www.sqlite.org/lang_altertable.html, "Making Other Kinds Of Table Schema Changes"): a new table from
 * the revised CREATE statement, every row copied, the old one dropped, the new one renamed, then its indexes and
 * triggers created again from their own text. The revision is made on the table's definition as the database has it
 * now, not on a copy written here, so a column another migration added survives. The caller runs it in a
 * transaction with foreign keys off: with them on, dropping the old table would cascade to every row pointing at it.
 */
export function rebuildTable(db: Db, table: string, revise: (createSql: string) => string): void {
  const own = db
    .prepare<[string], { type: string; name: string; sql: string | null }>(
      "SELECT type, name, sql FROM sqlite_master WHERE tbl_name = ? AND type IN ('table','index','trigger')",
    )
    .all(table);
  const create = own.find((o) => o.type === 'table')?.sql;
  if (!create) throw new Error(`no table ${table} to rebuild`);
  const revised = revise(create);
  const temp = `${table}_rebuilt`;
  // The name right after CREATE TABLE, quoted or not, becomes the temporary one.
  const renamed = revised.replace(/^(\s*CREATE\s+TABLE\s+)("[^"]+"|\S+)/i, `$1"${temp}"`);
  if (renamed === revised) throw new Error(`cannot read the definition of ${table}`);
  db.exec(renamed);
  db.exec(`INSERT INTO "${temp}" SELECT * FROM "${table}"`);
  db.exec(`DROP TABLE "${table}"`);
  db.exec(`ALTER TABLE "${temp}" RENAME TO "${table}"`);
  // Automatic indexes (UNIQUE, PRIMARY KEY) have no text: the revised CREATE made them again.
  for (const o of own) if (o.type !== 'table' && o.sql) db.exec(o.sql);
}

/** A CREATE TABLE whose `column … CHECK (column IN (…))` list also allows `value` (unchanged if it already does). */
export function allowInCheck(createSql: string, column: string, value: string): string {
  const check = new RegExp(`(CHECK\\s*\\(\\s*${column}\\s+IN\\s*\\()([^)]*)\\)`, 'i');
  const match = check.exec(createSql);
  if (!match) throw new Error(`no CHECK (${column} IN (…)) to widen`);
  if (match[2]!.includes(`'${value}'`)) return createSql;
  return createSql.replace(check, `$1$2,'${value}')`);
}
