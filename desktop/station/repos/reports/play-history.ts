import type { Db } from '../../db/database';

export function createPlayHistoryRepo(db: Db) {
  // A track deleted while it was on its way to air (prepared, then removed by an admin) was still heard: the row is
  // kept without the link rather than refused by the foreign key.
  const insert = db.prepare(
    'INSERT INTO play_history (track_id, title, artist, album, source, started_at) VALUES ((SELECT id FROM tracks WHERE id = @trackId), @title, @artist, @album, @source, @startedAt)',
  );
  const recent = db.prepare<[number], RecentRow>(
    'SELECT track_id, title, artist, started_at FROM play_history ORDER BY started_at DESC, id DESC LIMIT ?',
  );
  // Songs only: a row whose track is still in the library counts when that track is music; one whose track was
  // deleted since counts when it aired as a song (rotation or a playlist), not as a spot, jingle, show or live show.
  const recentSongs = db.prepare<[number], RecentRow>(
    `SELECT h.track_id, h.title, h.artist, h.started_at FROM play_history h LEFT JOIN tracks t ON t.id = h.track_id
      WHERE CASE WHEN t.id IS NULL THEN h.source IN ('rotation', 'playlist') ELSE t.kind = 'music' END
      ORDER BY h.started_at DESC, h.id DESC LIMIT ?`,
  );
  const toRecent = (r: RecentRow) => ({
    trackId: r.track_id,
    title: r.title,
    artist: r.artist,
    playedAt: r.started_at,
  });
  // A month of airplay at most (the API caps the window): a few thousand rows, read by the started_at index.
  const between = db.prepare<[string, string], WindowRow>(
    `SELECT h.started_at, h.title, h.artist, h.source, CASE WHEN t.kind = 'music' THEN t.id END AS track_id
       FROM play_history h LEFT JOIN tracks t ON t.id = h.track_id
      WHERE h.started_at >= ? AND h.started_at < ? AND h.source NOT IN ('jingle', 'spot', 'station-id')
      ORDER BY h.started_at DESC, h.id DESC LIMIT 50000`,
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
    /** Everything that aired lately (songs, jingles, spots, shows, live), newest first. */
    recent: (limit = 20) => recent.all(limit).map(toRecent),
    /** The songs listeners heard lately, newest first (the public "Reproducidas recientemente"). */
    recentSongs: (limit = 20) => recentSongs.all(limit).map(toRecent),
    /**
     * What listeners heard between two instants (ISO, `to` excluded), newest first: songs, shows and live
     * programmes, not spots, jingles or station IDs; `trackId` only for a song still in the library.
     */
    heardBetween: (fromIso: string, toIso: string) =>
      between.all(fromIso, toIso).map((r) => ({
        startedAt: r.started_at,
        title: r.title,
        artist: r.artist,
        source: r.source,
        trackId: r.track_id,
      })),
    playCounts: (): Map<number, number> => new Map(playCounts.all().map((r) => [r.track_id, r.plays])),
  };
}

interface RecentRow {
  track_id: number | null;
  title: string;
  artist: string;
  started_at: string;
}

interface WindowRow {
  started_at: string;
  title: string;
  artist: string;
  source: string;
  track_id: number | null;
}
