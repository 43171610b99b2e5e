import {
  type Clock,
  type ClockCreate,
  type ClockEvent,
  clockEventSchema,
  type Grid,
  type GridUpdate,
} from '../../../../shared/schemas/music/clocks';
import { Conflict, Invalid } from '../../core/domain-errors';
import type { Db } from '../../db/database';
import type { ChangePublisher } from '../../events/change-publisher';
import { createCategoriesRepo } from './categories';
import { createClockLengths } from './clock-lengths';

interface ClockRow {
  id: number;
  name: string;
  events: string;
  is_default: number;
}

const eventsOf = (json: string): ClockEvent[] => clockEventSchema.array().parse(JSON.parse(json));
const toClock = (row: ClockRow): Clock => ({
  id: row.id,
  name: row.name,
  events: eventsOf(row.events),
  isDefault: row.is_default === 1,
});

/** The categories an event list names (hard events' inner picks too), to refuse one that does not exist. */
const categoriesOf = (events: readonly ClockEvent[]): number[] =>
  events.flatMap((e) => {
    if (e.type === 'category' || e.type === 'filler') return [e.categoryId];
    if (e.type === 'hard' && e.event.type === 'category') return [e.event.categoryId];
    return [];
  });

/** Hour clocks and the week's grid of them. */
export function createClocksRepo(db: Db, publish: ChangePublisher) {
  const categories = createCategoriesRepo(db, publish);
  const all = db.prepare<[], ClockRow>('SELECT * FROM clocks ORDER BY name COLLATE NOCASE, id');
  const byId = db.prepare<[number], ClockRow>('SELECT * FROM clocks WHERE id = ?');
  const byName = db.prepare<[string], { id: number }>('SELECT id FROM clocks WHERE name = ?');
  const insert = db.prepare<[string, string]>('INSERT INTO clocks (name, events) VALUES (?, ?)');
  const replace = db.prepare<[string, string, number]>('UPDATE clocks SET name = ?, events = ? WHERE id = ?');
  const remove = db.prepare<[number]>('DELETE FROM clocks WHERE id = ?');
  const hoursUsing = db.prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM clock_grid WHERE clock_id = ?');
  const showsUsing = db.prepare<[number], { name: string }>('SELECT name FROM shows WHERE clock_id = ? ORDER BY name');
  const cells = db.prepare<[], { day: number; hour: number; clock_id: number }>(
    'SELECT day, hour, clock_id FROM clock_grid ORDER BY day, hour',
  );
  const setCell = db.prepare<[number, number, number]>(
    'INSERT INTO clock_grid (day, hour, clock_id) VALUES (?, ?, ?) ON CONFLICT(day, hour) DO UPDATE SET clock_id = excluded.clock_id',
  );
  const clearCell = db.prepare<[number, number]>('DELETE FROM clock_grid WHERE day = ? AND hour = ?');
  const defaultRow = db.prepare<[], ClockRow>('SELECT * FROM clocks WHERE is_default = 1');
  const clearDefault = db.prepare('UPDATE clocks SET is_default = 0 WHERE is_default = 1');
  const markDefault = db.prepare<[number]>('UPDATE clocks SET is_default = 1 WHERE id = ?');
  const clockAt = db.prepare<[number, number], ClockRow>(
    'SELECT c.* FROM clock_grid g JOIN clocks c ON c.id = g.clock_id WHERE g.day = ? AND g.hour = ?',
  );

  function assertClocksExist(ids: readonly number[]) {
    const missing = ids.find((id) => !byId.get(id));
    if (missing !== undefined) throw new Invalid('clock_not_found', `El reloj ${missing} no existe.`, 'clockId');
  }

  function inUse(row: ClockRow): string[] {
    const uses: string[] = [];
    const hours = hoursUsing.get(row.id)?.n ?? 0;
    if (hours > 0) uses.push(`lo usa${hours === 1 ? ' 1 hora' : `n ${hours} horas`} de la parrilla`);
    if (row.is_default === 1) uses.push('es el reloj por defecto de la parrilla');
    const shows = showsUsing.all(row.id).map((s) => `«${s.name}»`);
    if (shows.length > 0)
      uses.push(`lo usa${shows.length === 1 ? ' el programa' : 'n los programas'} ${shows.join(', ')}`);
    return uses;
  }

  return {
    list: (): Clock[] => all.all().map(toClock),
    /** What each kind of event lasts on average on a station date, for the editor's wheel. */
    lengths: createClockLengths(db),
    get(id: number): Clock | null {
      const row = byId.get(id);
      return row ? toClock(row) : null;
    },
    create: publish.transaction((input: ClockCreate): Clock => {
      if (byName.get(input.name)) throw new Conflict('clock_exists', `Ya existe un reloj «${input.name}».`, 'name');
      categories.assertExist([...new Set(categoriesOf(input.events))]);
      const id = Number(
        publish.changed(insert.run(input.name, JSON.stringify(input.events)), 'clocks').lastInsertRowid,
      );
      return toClock(byId.get(id)!);
    }),
    /** Renames and replaces the events of a clock; null when it does not exist. */
    update: publish.transaction((id: number, input: ClockCreate): Clock | null => {
      if (!byId.get(id)) return null;
      const same = byName.get(input.name);
      if (same && same.id !== id) throw new Conflict('clock_exists', `Ya existe un reloj «${input.name}».`, 'name');
      categories.assertExist([...new Set(categoriesOf(input.events))]);
      publish.changed(replace.run(input.name, JSON.stringify(input.events), id), 'clocks');
      return toClock(byId.get(id)!);
    }),
    /**
     * Deletes a clock nothing airs: a clock on the grid, the default one or a show's would leave hours to the old
     * rotation without the music director noticing, so the refusal says what still uses it.
     */
    remove: publish.transaction((id: number): Clock | null => {
      const row = byId.get(id);
      if (!row) return null;
      const uses = inUse(row);
      if (uses.length > 0)
        throw new Conflict('clock_in_use', `No se puede eliminar el reloj «${row.name}»: ${uses.join('; ')}.`);
      publish.changed(remove.run(id), 'clocks');
      return toClock(row);
    }),
    grid: (): Grid => ({
      cells: cells.all().map((c) => ({ day: c.day, hour: c.hour, clockId: c.clock_id })),
      defaultClockId: defaultRow.get()?.id ?? null,
    }),
    /** The cells given take their clock; the default changes only when named (null: no default). */
    setGrid: publish.transaction((update: GridUpdate) => {
      const named = update.cells.flatMap((c) => (c.clockId === null ? [] : [c.clockId]));
      if (update.defaultClockId != null) named.push(update.defaultClockId);
      assertClocksExist([...new Set(named)]);
      for (const { day, hour, clockId } of update.cells)
        publish.changed(clockId === null ? clearCell.run(day, hour) : setCell.run(day, hour, clockId), 'clock_grid');
      if (update.defaultClockId !== undefined) {
        publish.changed(clearDefault.run(), 'clocks');
        if (update.defaultClockId !== null) publish.changed(markDefault.run(update.defaultClockId), 'clocks');
      }
    }),
    /** The clock of an hour of the ISO week (its own, else the default), or null when the grid has none. */
    clockAt(day: number, hour: number): Clock | null {
      const row = clockAt.get(day, hour) ?? defaultRow.get();
      return row ? toClock(row) : null;
    },
  };
}
export type ClocksRepo = ReturnType<typeof createClocksRepo>;
