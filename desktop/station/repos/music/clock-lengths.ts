import type { ClockLengths } from '../../../../shared/schemas/music/clocks';
import type { Db } from '../../db/database';

// Real audio, as the air plays it: cue-in to cue-out when analysis found them, else the whole file.
const REAL = 'MAX(0, COALESCE(t.cue_out, t.duration) - COALESCE(t.cue_in, 0))';

/** What each kind of clock event lasts on average, for the editor's wheel (see clockLengthsSchema). */
export function createClockLengths(db: Db) {
  const categories = db.prepare<[], { id: number; seconds: number | null; songs: number }>(
    `SELECT c.id, AVG(${REAL}) AS seconds, COUNT(t.id) AS songs FROM categories c
       LEFT JOIN track_categories tc ON tc.category_id = c.id
       LEFT JOIN tracks t ON t.id = tc.track_id AND t.broken = 0 AND t.kind = 'music'
      GROUP BY c.id ORDER BY c.id`,
  );
  const jingle = db.prepare<[], { seconds: number | null }>(
    `SELECT AVG(${REAL}) AS seconds FROM tracks t WHERE t.broken = 0 AND t.id IN
       (SELECT pt.track_id FROM playlist_tracks pt JOIN playlists p ON p.id = pt.playlist_id WHERE p.kind = 'jingles')`,
  );
  const breakOn = db.prepare<[string, string], { seconds: number | null }>(
    `SELECT SUM(${REAL}) AS seconds FROM campaigns c JOIN tracks t ON t.id = c.spot_track_id
      WHERE c.start_date <= ? AND c.end_date >= ? AND t.broken = 0`,
  );
  /** The averages on a station date (the campaigns running that day make the break). */
  return (date: string): ClockLengths => {
    const jingleSeconds = jingle.get()?.seconds ?? 0;
    return {
      categories: categories.all().map((c) => ({ id: c.id, seconds: c.seconds ?? 0, songs: c.songs })),
      jingle: jingleSeconds,
      stationId: jingleSeconds,
      break: breakOn.get(date, date)?.seconds ?? 0,
    };
  };
}
