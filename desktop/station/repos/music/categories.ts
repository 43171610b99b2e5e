import type { Category, CategoryCreate, CategoryUpdate } from '../../../../shared/schemas/music/categories';
import { Conflict, Invalid } from '../../core/domain-errors';
import type { Db } from '../../db/database';
import type { ChangePublisher } from '../../events/change-publisher';

interface CategoryRow {
  id: number;
  name: string;
  color: string;
  artist_min: number | null;
  title_min: number | null;
  album_min: number | null;
  track_count: number;
}

const toCategory = (row: CategoryRow): Category => ({
  id: row.id,
  name: row.name,
  color: row.color,
  trackCount: row.track_count,
  artistMin: row.artist_min,
  titleMin: row.title_min,
  albumMin: row.album_min,
});

const SELECT = `SELECT c.*, (SELECT COUNT(*) FROM track_categories tc WHERE tc.category_id = c.id) AS track_count
  FROM categories c`;

/** Music categories and which songs are in them. */
export function createCategoriesRepo(db: Db, publish: ChangePublisher) {
  const all = db.prepare<[], CategoryRow>(`${SELECT} ORDER BY c.name COLLATE NOCASE, c.id`);
  const byId = db.prepare<[number], CategoryRow>(`${SELECT} WHERE c.id = ?`);
  const byName = db.prepare<[string], { id: number }>('SELECT id FROM categories WHERE name = ?');
  const insert = db.prepare(
    'INSERT INTO categories (name, color, artist_min, title_min, album_min) VALUES (@name, @color, @artistMin, @titleMin, @albumMin)',
  );
  const existing = db.prepare<[string], { id: number }>(
    'SELECT id FROM categories WHERE id IN (SELECT value FROM json_each(?))',
  );
  const ofTracks = db.prepare<[string], { track_id: number; category_id: number }>(
    'SELECT track_id, category_id FROM track_categories WHERE track_id IN (SELECT value FROM json_each(?)) ORDER BY category_id',
  );
  const clearTrack = db.prepare<[number]>('DELETE FROM track_categories WHERE track_id = ?');
  const link = db.prepare<[string, string]>(
    `INSERT OR IGNORE INTO track_categories (track_id, category_id)
     SELECT t.value, c.value FROM json_each(?) t, json_each(?) c WHERE t.value IN (SELECT id FROM tracks)`,
  );
  const unlink = db.prepare<[string, string]>(
    `DELETE FROM track_categories WHERE track_id IN (SELECT value FROM json_each(?))
       AND category_id IN (SELECT value FROM json_each(?))`,
  );

  /** Refuses ids of categories that do not exist, before anything is written. */
  function assertExist(ids: readonly number[]) {
    if (ids.length === 0) return;
    const found = new Set(existing.all(JSON.stringify(ids)).map((row) => row.id));
    const missing = ids.find((id) => !found.has(id));
    if (missing !== undefined)
      throw new Invalid('category_not_found', `La categoría ${missing} no existe.`, 'categoryIds');
  }

  function assertNameFree(name: string, self?: number) {
    const same = byName.get(name);
    if (same && same.id !== self) throw new Conflict('category_exists', `Ya existe una categoría «${name}».`, 'name');
  }

  return {
    list: (): Category[] => all.all().map(toCategory),
    get: (id: number): Category | undefined => {
      const row = byId.get(id);
      return row ? toCategory(row) : undefined;
    },
    idByName: (name: string): number | undefined => byName.get(name.trim())?.id,
    create: publish.transaction((input: CategoryCreate): Category => {
      assertNameFree(input.name);
      const inserted = insert.run({
        name: input.name,
        color: input.color ?? '#6b7280',
        artistMin: input.artistMin ?? null,
        titleMin: input.titleMin ?? null,
        albumMin: input.albumMin ?? null,
      });
      const id = Number(publish.changed(inserted, 'categories').lastInsertRowid);
      return toCategory(byId.get(id)!);
    }),
    update: publish.transaction((id: number, patch: CategoryUpdate): Category | undefined => {
      const current = byId.get(id);
      if (!current) return undefined;
      if (patch.name !== undefined) assertNameFree(patch.name, id);
      const keep = <T>(value: T | undefined, old: T) => (value === undefined ? old : value);
      const updated = db
        .prepare('UPDATE categories SET name = ?, color = ?, artist_min = ?, title_min = ?, album_min = ? WHERE id = ?')
        .run(
          keep(patch.name, current.name),
          keep(patch.color, current.color),
          keep(patch.artistMin, current.artist_min),
          keep(patch.titleMin, current.title_min),
          keep(patch.albumMin, current.album_min),
          id,
        );
      publish.changed(updated, 'categories');
      return toCategory(byId.get(id)!);
    }),
    assertExist,
    /** Each track's category ids (a track in none is absent). */
    ofTracks(trackIds: readonly number[]): Map<number, number[]> {
      const map = new Map<number, number[]>();
      for (const row of ofTracks.all(JSON.stringify(trackIds))) {
        const list = map.get(row.track_id);
        if (list) list.push(row.category_id);
        else map.set(row.track_id, [row.category_id]);
      }
      return map;
    },
    /** The tracks with the ids of their categories (an empty list for a track in none). */
    withCategoryIds<T extends { id: number }>(tracks: readonly T[]): Array<T & { categoryIds: number[] }> {
      const map = this.ofTracks(tracks.map((t) => t.id));
      return tracks.map((t) => ({ ...t, categoryIds: map.get(t.id) ?? [] }));
    },
    /** A song's categories, given whole. Call inside the transaction that edits the song. */
    setForTrack(trackId: number, categoryIds: readonly number[]) {
      assertExist(categoryIds);
      publish.changed(clearTrack.run(trackId), 'track_categories');
      publish.changed(link.run(JSON.stringify([trackId]), JSON.stringify(categoryIds)), 'track_categories');
    },
    /** Adds and removes categories on many songs at once; the number of songs touched. */
    changeForTracks: publish.transaction(
      (trackIds: readonly number[], add: readonly number[], remove: readonly number[]): number => {
        assertExist([...add, ...remove]);
        const tracks = JSON.stringify(trackIds);
        let changed = 0;
        if (remove.length)
          changed += publish.changed(unlink.run(tracks, JSON.stringify(remove)), 'track_categories').changes;
        if (add.length) changed += publish.changed(link.run(tracks, JSON.stringify(add)), 'track_categories').changes;
        return changed;
      },
    ),
  };
}
export type CategoriesRepo = ReturnType<typeof createCategoriesRepo>;
