import type { Db } from '../../db/database';

interface NewestRow {
  folder: string;
  file_name: string;
  modified_at: number;
  size: number;
  track_id: number | null;
  reason: string | null;
  analyzed_at: string | null;
  broken: number | null;
}

/** A watched folder's newest file, as the station filed it ahead of the clock's minute. */
export interface NewestFile {
  folder: string;
  /** Its name in the folder (what the as-run calls it). */
  fileName: string;
  /** Its modification time (epoch ms): how fresh it is at the mark. */
  modifiedAt: number;
  size: number;
  /** The library track it was filed as; null while it is being filed, or when it was refused (`reason`). */
  trackId: number | null;
  reason: string | null;
  /** Filed, analysed and playable: what the mark may air. */
  ready: boolean;
}

/** The newest file of each folder the hour clocks' "newest file" events watch (one row per folder). */
export function createNewestFilesRepo(db: Db) {
  const get = db.prepare<[string], NewestRow>(
    `SELECT n.*, t.analyzed_at, t.broken FROM newest_files n LEFT JOIN tracks t ON t.id = n.track_id
     WHERE n.folder = ?`,
  );
  const put = db.prepare(
    `INSERT INTO newest_files (folder, file_name, modified_at, size, track_id, reason)
     VALUES (@folder, @fileName, @modifiedAt, @size, @trackId, @reason)
     ON CONFLICT (folder) DO UPDATE SET file_name = excluded.file_name, modified_at = excluded.modified_at,
       size = excluded.size, track_id = excluded.track_id, reason = excluded.reason`,
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
  });
  return {
    get(folder: string): NewestFile | null {
      const row = get.get(folder);
      return row ? toNewest(row) : null;
    },
    put: (file: Omit<NewestFile, 'ready'>) => void put.run(file),
    /** The folder a track is the newest file of (the as-run names it as the feed); null for any other track. */
    folderOf: (trackId: number): string | null => byTrack.get(trackId)?.folder ?? null,
  };
}
export type NewestFilesRepo = ReturnType<typeof createNewestFilesRepo>;
