import type { Db } from '../../db/database';
import type { ChangePublisher } from '../../events/change-publisher';
import { type Clock, isoNow } from '../../core/clock';
import type { LogEdit } from '../../../../shared/schemas/music/log-edits';

interface EditRow {
  position: number;
  kind: LogEdit['kind'];
  track_id: number;
  moved_from: number | null;
}

export interface StoredLogEdit extends LogEdit {
  position: number;
  movedFrom: number | null;
}

const toEdit = (row: EditRow): StoredLogEdit => ({
  position: row.position,
  kind: row.kind,
  trackId: row.track_id,
  movedFrom: row.moved_from,
});

/**
 * The music director's edits of log positions (log-position.ts): the song each edited position airs. Every write
 * is published as a programming change, so the air re-plans the item it was decoding when that is the one edited.
 */
export function createLogEditsRepo(db: Db, publish: ChangePublisher, clock: Clock) {
  const byPosition = db.prepare<[number], EditRow>('SELECT * FROM log_edits WHERE position = ?');
  const upsert = db.prepare<
    [{ position: number; kind: string; trackId: number; movedFrom: number | null; by: number | null; at: string }]
  >(
    `INSERT INTO log_edits (position, kind, track_id, moved_from, edited_by, edited_at)
     VALUES (@position, @kind, @trackId, @movedFrom, @by, @at)
     ON CONFLICT(position) DO UPDATE SET kind = excluded.kind, track_id = excluded.track_id,
       moved_from = excluded.moved_from, edited_by = excluded.edited_by,
       edited_at = excluded.edited_at`,
  );
  const remove = db.prepare<[number]>('DELETE FROM log_edits WHERE position = ?');
  const between = db.prepare<[number, number], EditRow>(
    'SELECT * FROM log_edits WHERE position BETWEEN ? AND ? ORDER BY position',
  );

  const set = (edit: StoredLogEdit, by: number | null) =>
    publish.changed(upsert.run({ ...edit, by, at: isoNow(clock) }), 'log_edits');

  return {
    /** The edit of a position, as the planner reads it at each decision. */
    at: (position: number): StoredLogEdit | undefined => {
      const row = byPosition.get(position);
      return row ? toEdit(row) : undefined;
    },
    /** Edits of positions from `first` to `last` (ids order as positions do: by day, hour and place). */
    between: (first: number, last: number): StoredLogEdit[] => between.all(first, last).map(toEdit),
    /** The position airs `trackId` (locked, or swapped in): replaces whatever edit it had. */
    set: (position: number, kind: 'lock' | 'swap', trackId: number, by: number | null) =>
      void set({ position, kind, trackId, movedFrom: null }, by),
    /** Two positions exchange their songs, both then fixed. */
    exchange: publish.transaction(
      (a: { position: number; trackId: number }, b: { position: number; trackId: number }, by: number | null) => {
        set({ position: b.position, kind: 'move', trackId: a.trackId, movedFrom: a.position }, by);
        set({ position: a.position, kind: 'move', trackId: b.trackId, movedFrom: b.position }, by);
      },
    ),
    /** The position is the planner's again. False when it had no edit. */
    clear: (position: number): boolean => publish.changed(remove.run(position), 'log_edits').changes > 0,
  };
}
export type LogEditsRepo = ReturnType<typeof createLogEditsRepo>;
