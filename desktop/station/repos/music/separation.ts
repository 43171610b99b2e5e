import { SEPARATION_DEFAULTS, type Separation, separationSchema } from '../../../../shared/schemas/music/separation';
import type { Db } from '../../db/database';
import type { ChangePublisher } from '../../events/change-publisher';

const KEY = 'music.separation';

/** The station's separation rules (a settings row), and each category's own minutes over them. */
export function createSeparationRepo(db: Db, publish: ChangePublisher) {
  const read = db.prepare<[string], { value: string }>('SELECT value FROM settings WHERE key = ?');
  const write = db.prepare<[string, string]>(
    'INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
  );
  const overrides = db.prepare<
    [number],
    { artist_min: number | null; title_min: number | null; album_min: number | null }
  >('SELECT artist_min, title_min, album_min FROM categories WHERE id = ?');

  function station(): Separation {
    const row = read.get(KEY);
    if (!row) return SEPARATION_DEFAULTS;
    try {
      const parsed = separationSchema.safeParse(JSON.parse(row.value));
      return parsed.success ? parsed.data : SEPARATION_DEFAULTS;
    } catch {
      return SEPARATION_DEFAULTS;
    }
  }

  return {
    station,
    set: (rules: Separation) => publish.changed(write.run(KEY, JSON.stringify(rules)), 'settings'),
    /** The rules a pick from a category keeps: its own minutes where set, the station's elsewhere. */
    forCategory(categoryId: number | null): Separation {
      const rules = station();
      const own = categoryId === null ? undefined : overrides.get(categoryId);
      if (!own) return rules;
      return {
        ...rules,
        artistMin: own.artist_min ?? rules.artistMin,
        titleMin: own.title_min ?? rules.titleMin,
        albumMin: own.album_min ?? rules.albumMin,
      };
    },
  };
}
export type SeparationRepo = ReturnType<typeof createSeparationRepo>;
