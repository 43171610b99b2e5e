import path from 'node:path';
import Database from 'better-sqlite3';

/**
 * The running station's SQLite file, opened beside it (WAL allows a second connection). Tests use
 * it to add fixtures with names of their own and to check what the server really stored.
 */
export function stationDb() {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR not set: global setup did not run');
  const db = new Database(path.join(dir, 'emisora.db'));
  db.pragma('busy_timeout = 5000');
  return db;
}

export function addGalleryImage(
  type: 'art' | 'shipyard',
  title: string,
  description: string | null,
  fileName = `e2e-missing-${Date.now()}-${Math.random()}.png`,
) {
  const db = stationDb();
  try {
    // Idempotent: Playwright reruns beforeAll in a fresh worker after a failure.
    if (db.prepare('SELECT 1 FROM gallery_images WHERE type = ? AND title = ?').get(type, title)) return;
    db.prepare(
      'INSERT INTO gallery_images (type, title, description, file_name, thumb_file) VALUES (?, ?, ?, ?, ?)',
    ).run(type, title, description, fileName, fileName);
  } finally {
    db.close();
  }
}

export function addTrack(title: string, artist: string, album: string | null, plays: number) {
  const db = stationDb();
  try {
    if (db.prepare('SELECT 1 FROM tracks WHERE title = ? AND artist = ?').get(title, artist)) return;
    const id = Number(
      db
        .prepare('INSERT INTO tracks (title, artist, album, duration, file_name) VALUES (?, ?, ?, 200, ?)')
        .run(title, artist, album, `e2e-${title}-${Math.random()}.mp3`).lastInsertRowid,
    );
    const play = db.prepare(
      "INSERT INTO play_history (track_id, title, artist, album, source, started_at) VALUES (?, ?, ?, ?, 'e2e', ?)",
    );
    for (let i = 0; i < plays; i++)
      play.run(id, title, artist, album, new Date(Date.UTC(2025, 5, 1, 10, i)).toISOString());
  } finally {
    db.close();
  }
}

/** Removes fixture tracks (and their play history) by artist, so later specs see the station as seeded. */
export function removeTracksByArtists(artists: readonly string[]) {
  const db = stationDb();
  try {
    const marks = artists.map(() => '?').join(', ');
    db.transaction(() => {
      db.prepare(`DELETE FROM play_history WHERE track_id IN (SELECT id FROM tracks WHERE artist IN (${marks}))`).run(
        ...artists,
      );
      db.prepare(`DELETE FROM tracks WHERE artist IN (${marks})`).run(...artists);
    })();
  } finally {
    db.close();
  }
}
