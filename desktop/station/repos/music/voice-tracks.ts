import type { Db } from '../../db/database';

export type VoiceTrackStatus = 'ready' | 'flagged' | 'aired';

/** A voice track as stored: times in ms since the epoch. */
export interface StoredVoiceTrack {
  id: number;
  hourStart: number;
  plannedAt: number;
  prevTrackId: number;
  nextTrackId: number;
  showId: number | null;
  showName: string;
  fileName: string;
  duration: number;
  loudnessLufs: number | null;
  overlapBefore: number;
  overlapAfter: number;
  duckDb: number;
  status: VoiceTrackStatus;
  flagReason: string | null;
  createdBy: number | null;
  createdAt: number;
  airedAt: number | null;
}

export type NewVoiceTrack = Omit<StoredVoiceTrack, 'id' | 'status' | 'flagReason' | 'airedAt'>;

interface Row {
  id: number;
  hour_start: number;
  planned_at: number;
  prev_track_id: number;
  next_track_id: number;
  show_id: number | null;
  show_name: string;
  file_name: string;
  duration: number;
  loudness_lufs: number | null;
  overlap_before: number;
  overlap_after: number;
  duck_db: number;
  status: VoiceTrackStatus;
  flag_reason: string | null;
  created_by: number | null;
  created_at: number;
  aired_at: number | null;
}

const toVoiceTrack = (r: Row): StoredVoiceTrack => ({
  id: r.id,
  hourStart: r.hour_start,
  plannedAt: r.planned_at,
  prevTrackId: r.prev_track_id,
  nextTrackId: r.next_track_id,
  showId: r.show_id,
  showName: r.show_name,
  fileName: r.file_name,
  duration: r.duration,
  loudnessLufs: r.loudness_lufs,
  overlapBefore: r.overlap_before,
  overlapAfter: r.overlap_after,
  duckDb: r.duck_db,
  status: r.status,
  flagReason: r.flag_reason,
  createdBy: r.created_by,
  createdAt: r.created_at,
  airedAt: r.aired_at,
});

/** Presenters' recorded links between two items of an hour (the voice-tracks migration says what ties them). */
export function createVoiceTracksRepo(db: Db) {
  const insert = db.prepare(
    `INSERT INTO voice_tracks (hour_start, planned_at, prev_track_id, next_track_id, show_id, show_name, file_name,
       duration, loudness_lufs, overlap_before, overlap_after, duck_db, created_by, created_at)
     VALUES (@hourStart, @plannedAt, @prevTrackId, @nextTrackId, @showId, @showName, @fileName, @duration,
       @loudnessLufs, @overlapBefore, @overlapAfter, @duckDb, @createdBy, @createdAt)`,
  );
  const byId = db.prepare<[number], Row>('SELECT * FROM voice_tracks WHERE id = ?');
  const between = db.prepare<[number, number], Row>(
    'SELECT * FROM voice_tracks WHERE hour_start >= ? AND hour_start < ? ORDER BY planned_at, id',
  );
  const readyAfter = db.prepare<[number, number, number], Row>(
    `SELECT * FROM voice_tracks WHERE prev_track_id = ? AND status = 'ready' AND planned_at BETWEEN ? AND ?
     ORDER BY planned_at, id`,
  );
  const readyBefore = db.prepare<[number, number, number], Row>(
    `SELECT * FROM voice_tracks WHERE next_track_id = ? AND status = 'ready' AND planned_at BETWEEN ? AND ?
     ORDER BY planned_at, id`,
  );
  const readyOverdue = db.prepare<[number], Row>(
    "SELECT * FROM voice_tracks WHERE status = 'ready' AND planned_at < ? ORDER BY planned_at, id",
  );
  const setFlag = db.prepare<[string, number]>(
    "UPDATE voice_tracks SET status = 'flagged', flag_reason = ? WHERE id = ? AND status = 'ready'",
  );
  const setAired = db.prepare<[number, number]>(
    "UPDATE voice_tracks SET status = 'aired', aired_at = ? WHERE id = ? AND status = 'ready'",
  );
  const remove = db.prepare<[number]>('DELETE FROM voice_tracks WHERE id = ?');
  const pending = db.prepare<[number], Row>(
    "SELECT * FROM voice_tracks WHERE status = 'flagged' OR (status = 'ready' AND planned_at >= ?) ORDER BY planned_at, id",
  );
  const countFile = db.prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM voice_tracks WHERE file_name = ?');

  return {
    create: (link: NewVoiceTrack): StoredVoiceTrack =>
      toVoiceTrack(byId.get(Number(insert.run(link).lastInsertRowid))!),
    get: (id: number): StoredVoiceTrack | undefined => {
      const row = byId.get(id);
      return row ? toVoiceTrack(row) : undefined;
    },
    /** The links of the hours that start in [from, to). */
    between: (from: number, to: number): StoredVoiceTrack[] => between.all(from, to).map(toVoiceTrack),
    /** Links waiting to air after this track, planned within the window. */
    readyAfter: (trackId: number, from: number, to: number) => readyAfter.all(trackId, from, to).map(toVoiceTrack),
    /** Links waiting to air before this track, planned within the window. */
    readyBefore: (trackId: number, from: number, to: number) => readyBefore.all(trackId, from, to).map(toVoiceTrack),
    /** Links still waiting whose planned start is before `at`. */
    readyOverdue: (at: number) => readyOverdue.all(at).map(toVoiceTrack),
    /** Links still to air from `at` on, and every flagged one (until deleted or recorded again). */
    pending: (at: number) => pending.all(at).map(toVoiceTrack),
    /** Flags a waiting link with the reason; false when it was not waiting any more. */
    flag: (id: number, reason: string): boolean => setFlag.run(reason, id).changes > 0,
    aired: (id: number, at: number): boolean => setAired.run(at, id).changes > 0,
    remove: (id: number): boolean => remove.run(id).changes > 0,
    fileInUse: (fileName: string): boolean => countFile.get(fileName)!.n > 0,
  };
}
export type VoiceTracksRepo = ReturnType<typeof createVoiceTracksRepo>;
