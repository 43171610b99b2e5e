import type { ClockEvent } from '../../../../shared/schemas/music/clocks';
import type { Db } from '../../db/database';
import type { Repos } from '../../repos/index';
import { stationHour } from './clock-step';
import type { Candidate } from './picker';

/**
 * What the music director's scheduling adds to the planner's reads: each category's songs, the clock of each hour
 * of the week (both kept until `clear()`, which the planner's data calls on every library or programming change)
 * and the separation rules (read at each decision: one settings row, so a change applies at the next pick).
 */
export function createMusicData(
  db: Db,
  { clocks, separation }: Pick<Repos, 'clocks' | 'separation'>,
  timeZone: () => string,
) {
  const categoryTracks = db.prepare<[number], Candidate>(
    `SELECT t.id, t.artist, t.title, t.album,
            COALESCE(t.cue_out, t.duration) - COALESCE(t.cue_in, 0) AS length FROM track_categories tc JOIN tracks t ON t.id = tc.track_id
      WHERE tc.category_id = ? AND t.broken = 0 AND t.kind = 'music' ORDER BY t.id`,
  );
  const clockHours = new Map<string, readonly ClockEvent[] | null>();

  return {
    clear: () => clockHours.clear(),
    categoryTracks: (categoryId: number): Candidate[] => categoryTracks.all(categoryId),
    separation: (categoryId: number | null) => separation.forCategory(categoryId),
    /** The clock of the hour `at` falls in (station time): its grid cell's, else the default clock's. */
    clockAt(at: number): readonly ClockEvent[] | null {
      const { day, hour } = stationHour(at, timeZone());
      const key = `${day}:${hour}`;
      if (!clockHours.has(key)) clockHours.set(key, clocks.clockAt(day, hour)?.events ?? null);
      return clockHours.get(key)!;
    },
    /** A clock by its id (a music show's own), read once until a change. */
    clockById(id: number): readonly ClockEvent[] | null {
      const key = `clock:${id}`;
      if (!clockHours.has(key)) clockHours.set(key, clocks.get(id)?.events ?? null);
      return clockHours.get(key)!;
    },
  };
}
