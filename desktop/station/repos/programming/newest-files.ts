import type { Db } from '../../db/database';

interface NewestRow {
  folder: string;
  file_name: string;
  modified_at: number;
  size: number;
  track_id: number | null;
  reason: string | null;
  mark_at: number | null;
  analyzed_at: string | null;
  broken: number | null;
}

/**
 * A watched folder's newest file, or a dated address's file for a mark, as the station filed it ahead of the
 * clock's minute.
 */
export interface NewestFile {
  /** The watched folder, or the dated address as its mark expands it. */
  folder: string;
  /** Its name in the folder or the address (what the as-run calls it). */
  fileName: string;
  /**
   * How fresh it is at the mark (epoch ms): a folder's file's modification time; an address's Last-Modified, or when
   * it was downloaded if the server sends none; for an address that failed (`reason`, no track), when it was tried.
   */
  modifiedAt: number;
  size: number;
  /** The library track it was filed as; null while it is being filed, or when it was refused (`reason`). */
  trackId: number | null;
  reason: string | null;
  /** Filed, analysed and playable: what the mark may air. */
  ready: boolean;
  /** The latest mark a dated address's file was fetched for (null: a watched folder's file). */
  markAt: number | null;
}

/**
 * The newest file of each folder the hour clocks' "newest file" events watch (one row per folder), and the file of
 * each dated address fetched for a coming mark (one row per expanded address, with its mark).
 */
export function createNewestFilesRepo(db: Db) {
  const get = db.prepare<[string], NewestRow>(
    `SELECT n.*, t.analyzed_at, t.broken FROM newest_files n LEFT JOIN tracks t ON t.id = n.track_id
     WHERE n.folder = ?`,
  );
  const put = db.prepare(
    `INSERT INTO newest_files (folder, file_name, modified_at, size, track_id, reason, mark_at)
     VALUES (@folder, @fileName, @modifiedAt, @size, @trackId, @reason, @markAt)
     ON CONFLICT (folder) DO UPDATE SET file_name = excluded.file_name, modified_at = excluded.modified_at,
       size = excluded.size, track_id = excluded.track_id, reason = excluded.reason, mark_at = excluded.mark_at`,
  );
  const marksBefore = db.prepare<[number], { folder: string; track_id: number | null }>(
    'SELECT folder, track_id FROM newest_files WHERE mark_at < ?',
  );
  const remove = db.prepare<[string]>('DELETE FROM newest_files WHERE folder = ?');
  const markFor = db.prepare<[number, string]>(
    'UPDATE newest_files SET mark_at = max(coalesce(mark_at, 0), ?) WHERE folder = ?',
  );
  const byTrack = db.prepare<[number], { folder: string }>('SELECT folder FROM newest_files WHERE track_id = ?');
  const toNewest = (r: NewestRow): NewestFile => ({
    folder: r.folder,
    fileName: r.file_name,
    modifiedAt: r.modified_at,
    size: r.size,
    trackId: r.track_id,
    reason: r.broken === 1 ? 'el audio no se pudo analizar ni reproducir' : r.reason,
    ready: r.track_id !== null && r.analyzed_at !== null && r.broken === 0,
    markAt: r.mark_at,
  });
  return {
    get(folder: string): NewestFile | null {
      const row = get.get(folder);
      return row ? toNewest(row) : null;
    },
    /** Files it; `markAt`: the mark a dated address's file was fetched for (a folder's row has none). */
    put: (file: Omit<NewestFile, 'ready' | 'markAt'> & { markAt?: number }) => void put.run({ markAt: null, ...file }),
    /** A dated address's file, already filed, is read by a later mark too (a pattern with the date only). */
    markFor: (source: string, markAt: number) => void markFor.run(markAt, source),
    /** The dated addresses' rows whose mark came before `at`, with the track each was filed as. */
    marksBefore: (at: number) => marksBefore.all(at).map((r) => ({ source: r.folder, trackId: r.track_id })),
    remove: (source: string) => void remove.run(source),
    /** The folder a track is the newest file of (the as-run names it as the feed); null for any other track. */
    folderOf: (trackId: number): string | null => byTrack.get(trackId)?.folder ?? null,
  };
}
export type NewestFilesRepo = ReturnType<typeof createNewestFilesRepo>;
