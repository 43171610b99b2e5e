import type { CartButton } from '../../../../shared/schemas/broadcast/studio';
import type { Db } from '../../db/database';

interface CartRow {
  slot: number;
  track_id: number;
  label: string;
  color: CartButton['color'];
  mode: CartButton['mode'];
  title: string;
  duration: number;
}

const toButton = (row: CartRow): CartButton => ({
  slot: row.slot,
  trackId: row.track_id,
  label: row.label,
  color: row.color,
  mode: row.mode,
  title: row.title,
  duration: row.duration,
});

const SELECT = 'SELECT c.*, t.title, t.duration FROM cart_buttons c JOIN tracks t ON t.id = c.track_id';

/** The studio's cart wall (migration 8). */
export function createCartRepo(db: Db) {
  const all = db.prepare<[], CartRow>(`${SELECT} ORDER BY c.slot`);
  const bySlot = db.prepare<[number], CartRow>(`${SELECT} WHERE c.slot = ?`);
  const byTrack = db.prepare<[number], CartRow>(`${SELECT} WHERE c.track_id = ? ORDER BY c.slot LIMIT 1`);
  const upsert = db.prepare<[number, number, string, string, string]>(
    `INSERT INTO cart_buttons (slot, track_id, label, color, mode) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (slot) DO UPDATE SET track_id = excluded.track_id, label = excluded.label,
       color = excluded.color, mode = excluded.mode`,
  );
  const remove = db.prepare<[number]>('DELETE FROM cart_buttons WHERE slot = ?');
  return {
    list: (): CartButton[] => all.all().map(toButton),
    get: (slot: number): CartButton | undefined => {
      const row = bySlot.get(slot);
      return row ? toButton(row) : undefined;
    },
    /** The first button that carries this track (its mode decides how a play by track id behaves). */
    forTrack: (trackId: number): CartButton | undefined => {
      const row = byTrack.get(trackId);
      return row ? toButton(row) : undefined;
    },
    set(slot: number, button: Pick<CartButton, 'trackId' | 'label' | 'color' | 'mode'>): CartButton {
      upsert.run(slot, button.trackId, button.label, button.color, button.mode);
      return toButton(bySlot.get(slot)!);
    },
    remove: (slot: number): boolean => remove.run(slot).changes > 0,
  };
}
