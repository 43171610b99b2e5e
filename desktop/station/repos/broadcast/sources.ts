import type { SourceCreate, SourceUpdate, StreamingSource } from '../../../../shared/schemas/broadcast/sources';
import type { Db } from '../../db/database';

interface SourceRow {
  id: number;
  name: string;
  url: string;
  is_active: number;
}

const toSource = (row: SourceRow): StreamingSource => ({
  id: row.id,
  name: row.name,
  url: row.url,
  isActive: row.is_active === 1,
});

export function createSourcesRepo(db: Db) {
  const all = db.prepare<[], SourceRow>('SELECT * FROM streaming_sources ORDER BY id');
  const byId = db.prepare<[number], SourceRow>('SELECT * FROM streaming_sources WHERE id = ?');
  const insert = db.prepare<[string, string, number]>(
    'INSERT INTO streaming_sources (name, url, is_active) VALUES (?, ?, ?)',
  );
  const remove = db.prepare<[number]>('DELETE FROM streaming_sources WHERE id = ?');
  const count = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM streaming_sources');
  return {
    list: (): StreamingSource[] => all.all().map(toSource),
    get: (id: number): StreamingSource | undefined => {
      const row = byId.get(id);
      return row ? toSource(row) : undefined;
    },
    create: (source: SourceCreate): StreamingSource => {
      const id = Number(insert.run(source.name, source.url, source.isActive ? 1 : 0).lastInsertRowid);
      return toSource(byId.get(id)!);
    },
    update: (id: number, patch: SourceUpdate): StreamingSource | undefined => {
      const current = byId.get(id);
      if (!current) return undefined;
      db.prepare('UPDATE streaming_sources SET name = ?, url = ?, is_active = ? WHERE id = ?').run(
        patch.name ?? current.name,
        patch.url ?? current.url,
        patch.isActive === undefined ? current.is_active : patch.isActive ? 1 : 0,
        id,
      );
      return toSource(byId.get(id)!);
    },
    remove: (id: number): boolean => remove.run(id).changes > 0,
    count: (): number => count.get()!.n,
  };
}
