import { AUDIO } from '../../../../shared/station/audio-format';
import type { Recording, RecordingKind, RecordingPageQuery } from '../../../../shared/schemas/archive/recordings';
import type { Db } from '../../db/database';
import { type Clock, isoNow, systemClock } from '../../core/clock';

interface RecordingRow {
  id: number;
  kind: RecordingKind;
  program_title: string;
  file_name: string;
  started_at: string;
  ended_at: string | null;
  duration_sec: number;
  size_bytes: number;
  bitrate_kbps: number;
}

export interface StoredRecording extends Omit<Recording, 'endedAt' | 'audioUrl'> {
  /** Null while the recording is still being written. */
  endedAt: string | null;
  /** Path relative to <data>/recordings. */
  fileName: string;
  /** The file's MP3 bitrate (CBR): the air's 128 for live shows, the logger's quality for its hours. */
  bitrateKbps: number;
}

const toRecording = (row: RecordingRow): StoredRecording => ({
  id: row.id,
  kind: row.kind,
  programTitle: row.program_title,
  fileName: row.file_name,
  startedAt: row.started_at,
  endedAt: row.ended_at,
  durationSec: row.duration_sec,
  sizeBytes: row.size_bytes,
  bitrateKbps: row.bitrate_kbps,
});

const recordingAudioUrl = (id: number) => `/api/recordings/${id}/audio`;

/** The API shape of a recording; the logger's hour still being written ends "now" (its length lags by ≤ 10 s). */
export const publicRecordingAt =
  (clock: Clock) =>
  ({ fileName: _f, bitrateKbps: _b, ...rest }: StoredRecording): Recording => ({
    ...rest,
    endedAt: rest.endedAt ?? isoNow(clock),
    audioUrl: recordingAudioUrl(rest.id),
  });

export function createRecordingsRepo(db: Db, clock: Clock = systemClock) {
  const insert = db.prepare<
    [{ kind: RecordingKind; title: string; fileName: string; startedAt: string; bitrateKbps: number }]
  >(
    'INSERT INTO recordings (kind, program_title, file_name, started_at, bitrate_kbps) VALUES (@kind, @title, @fileName, @startedAt, @bitrateKbps)',
  );
  const finish = db.prepare<[{ id: number; endedAt: string; durationSec: number; sizeBytes: number }]>(
    'UPDATE recordings SET ended_at = @endedAt, duration_sec = @durationSec, size_bytes = @sizeBytes WHERE id = @id',
  );
  const progress = db.prepare<[{ id: number; durationSec: number; sizeBytes: number }]>(
    'UPDATE recordings SET duration_sec = @durationSec, size_bytes = @sizeBytes WHERE id = @id',
  );
  const byId = db.prepare<[number], RecordingRow>('SELECT * FROM recordings WHERE id = ?');
  const open = db.prepare<[], RecordingRow>('SELECT * FROM recordings WHERE ended_at IS NULL');
  const remove = db.prepare<[number]>('DELETE FROM recordings WHERE id = ?');
  const loggerOldest = db.prepare<[], RecordingRow>(
    "SELECT * FROM recordings WHERE kind = 'logger' AND ended_at IS NOT NULL ORDER BY started_at, id",
  );
  const loggerBefore = db.prepare<[string], RecordingRow>(
    "SELECT * FROM recordings WHERE kind = 'logger' AND ended_at IS NOT NULL AND started_at < ? ORDER BY started_at",
  );
  const bytes = db.prepare<[RecordingKind], { n: number }>(
    'SELECT COALESCE(SUM(size_bytes), 0) AS n FROM recordings WHERE kind = ?',
  );
  const usedBy = db.prepare<[number], { n: number }>(
    'SELECT COUNT(*) AS n FROM podcast_episodes WHERE recording_id = ?',
  );

  type Filter = Pick<RecordingPageQuery, 'kind' | 'from' | 'to'>;
  function where(query: Filter) {
    // Finished recordings only, except the logger's current hour when logger hours are asked for: the station
    // listens back to the last minutes too. A live show appears once it has ended.
    const clauses = [query.kind === 'logger' ? "(ended_at IS NOT NULL OR kind = 'logger')" : 'ended_at IS NOT NULL'];
    const params: Record<string, string> = {};
    if (query.kind) {
      clauses.push('kind = @kind');
      params.kind = query.kind;
    }
    // Stored instants are UTC ISO strings (sortable as text): normalise the caller's offsets the same way.
    if (query.from) {
      clauses.push('COALESCE(ended_at, @now) > @from');
      params.now = isoNow(clock);
      params.from = new Date(query.from).toISOString();
    }
    if (query.to) {
      clauses.push('started_at < @to');
      params.to = new Date(query.to).toISOString();
    }
    return { sql: clauses.join(' AND '), params };
  }

  return {
    create(recording: {
      kind: RecordingKind;
      title: string;
      fileName: string;
      startedAt: string;
      /** Default: the air's bitrate (live recordings). */
      bitrateKbps?: number;
    }): number {
      return Number(
        insert.run({ ...recording, bitrateKbps: recording.bitrateKbps ?? AUDIO.mp3BitrateKbps }).lastInsertRowid,
      );
    },
    finish: (id: number, endedAt: string, durationSec: number, sizeBytes: number) =>
      void finish.run({ id, endedAt, durationSec, sizeBytes }),
    progress: (id: number, durationSec: number, sizeBytes: number) => void progress.run({ id, durationSec, sizeBytes }),
    get(id: number): StoredRecording | undefined {
      const row = byId.get(id);
      return row ? toRecording(row) : undefined;
    },
    /** Rows left open by a crash (the next start closes them). */
    open: (): StoredRecording[] => open.all().map(toRecording),
    /** Finished recordings, newest first. */
    list(query: Filter = {}): StoredRecording[] {
      const { sql, params } = where(query);
      return db
        .prepare<[Record<string, string>], RecordingRow>(
          `SELECT * FROM recordings WHERE ${sql} ORDER BY started_at DESC, id DESC`,
        )
        .all(params)
        .map(toRecording);
    },
    page(query: RecordingPageQuery): { items: StoredRecording[]; total: number } {
      const { sql, params } = where(query);
      const total = db
        .prepare<[Record<string, string>], { n: number }>(`SELECT COUNT(*) AS n FROM recordings WHERE ${sql}`)
        .get(params)!.n;
      const items = db
        .prepare<[Record<string, string | number>], RecordingRow>(
          `SELECT * FROM recordings WHERE ${sql} ORDER BY started_at DESC, id DESC LIMIT @limit OFFSET @offset`,
        )
        .all({ ...params, limit: query.limit, offset: query.offset })
        .map(toRecording);
      return { items, total };
    },
    /** Finished logger hours, oldest first (what retention removes first). */
    loggerOldestFirst: (): StoredRecording[] => loggerOldest.all().map(toRecording),
    loggerStartedBefore: (iso: string): StoredRecording[] => loggerBefore.all(iso).map(toRecording),
    bytes: (kind: RecordingKind): number => bytes.get(kind)!.n,
    episodesUsing: (id: number): number => usedBy.get(id)!.n,
    remove: (id: number) => void remove.run(id),
  };
}
export type RecordingsRepo = ReturnType<typeof createRecordingsRepo>;
