import type { Db } from '../db/database';

export function createPlayHistoryRepo(db: Db) {
  // A track deleted while it was on its way to air (prepared, then removed by an admin) was still heard: the row is
  // kept without the link rather than refused by the foreign key.
  const insert = db.prepare(
    'INSERT INTO play_history (track_id, title, artist, album, source, started_at) VALUES ((SELECT id FROM tracks WHERE id = @trackId), @title, @artist, @album, @source, @startedAt)',
  );
  const recent = db.prepare<[number], { track_id: number | null; title: string; artist: string; started_at: string }>(
    'SELECT track_id, title, artist, started_at FROM play_history ORDER BY started_at DESC, id DESC LIMIT ?',
  );
  const playCounts = db.prepare<[], { track_id: number; plays: number }>(
    'SELECT track_id, COUNT(*) AS plays FROM play_history WHERE track_id IS NOT NULL GROUP BY track_id',
  );
  return {
    record: (entry: {
      trackId: number | null;
      title: string;
      artist: string;
      album: string | null;
      source: string;
      startedAt: string;
    }) => insert.run(entry),
    recent: (limit = 20) =>
      recent.all(limit).map((r) => ({ trackId: r.track_id, title: r.title, artist: r.artist, playedAt: r.started_at })),
    playCounts: (): Map<number, number> => new Map(playCounts.all().map((r) => [r.track_id, r.plays])),
  };
}
export type PlayHistoryRepo = ReturnType<typeof createPlayHistoryRepo>;
