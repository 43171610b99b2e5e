import type { Db } from '../../db/database';
import type { ChangePublisher } from '../../events/change-publisher';

/** Who aired a live session and in which occurrence: set when its recording starts. */
export interface SessionTag {
  presenterId: number;
  showId: number;
  /** ISO instant of the occurrence's start. */
  occurrenceStart: string;
}

interface DraftRow {
  id: number;
  podcast_id: number;
  podcast_title: string;
  recording_id: number;
  presenter_id: number | null;
  show_id: number | null;
  occurrence_start: string | null;
  title: string;
  recorded_at: string;
  duration_sec: number;
  file_name: string;
}

export interface StoredDraft {
  id: number;
  podcastId: number;
  podcastTitle: string;
  recordingId: number;
  presenterId: number | null;
  showId: number | null;
  occurrenceStart: string | null;
  title: string;
  recordedAt: string;
  durationSec: number;
  fileName: string;
}

const toDraft = (r: DraftRow): StoredDraft => ({
  id: r.id,
  podcastId: r.podcast_id,
  podcastTitle: r.podcast_title,
  recordingId: r.recording_id,
  presenterId: r.presenter_id,
  showId: r.show_id,
  occurrenceStart: r.occurrence_start,
  title: r.title,
  recordedAt: r.recorded_at,
  durationSec: r.duration_sec,
  fileName: r.file_name,
});

const SELECT = `SELECT d.*, p.title AS podcast_title, r.started_at AS recorded_at, r.duration_sec, r.file_name
  FROM podcast_drafts d JOIN podcasts p ON p.id = d.podcast_id JOIN recordings r ON r.id = d.recording_id`;

/** Presenters' drafts, and the tags that tie a live recording to its presenter, show and occurrence. */
export function createPodcastDraftsRepo(db: Db, publish: ChangePublisher) {
  const tag = db.prepare<[{ id: number } & SessionTag]>(
    'UPDATE recordings SET presenter_id = @presenterId, show_id = @showId, occurrence_start = @occurrenceStart WHERE id = @id',
  );
  const tagOf = db.prepare<
    [number],
    { presenter_id: number | null; show_id: number | null; occurrence_start: string | null }
  >('SELECT presenter_id, show_id, occurrence_start FROM recordings WHERE id = ?');
  const podcastOfShow = db.prepare<[number], { id: number }>(
    'SELECT podcast_id AS id FROM shows WHERE id = ? AND podcast_id IS NOT NULL',
  );
  const setShow = db.prepare<[number, number]>('UPDATE shows SET podcast_id = ? WHERE id = ?');
  const insert = db.prepare<[Omit<StoredDraft, 'id' | 'podcastTitle' | 'recordedAt' | 'durationSec' | 'fileName'>]>(
    `INSERT OR IGNORE INTO podcast_drafts (podcast_id, recording_id, presenter_id, show_id, occurrence_start, title)
     VALUES (@podcastId, @recordingId, @presenterId, @showId, @occurrenceStart, @title)`,
  );
  const byPresenter = db.prepare<[number], DraftRow>(
    `${SELECT} WHERE d.presenter_id = ? ORDER BY d.created_at DESC, d.id DESC`,
  );
  const byId = db.prepare<[number], DraftRow>(`${SELECT} WHERE d.id = ?`);
  const remove = db.prepare<[number]>('DELETE FROM podcast_drafts WHERE id = ?');
  return {
    tagRecording: (recordingId: number, session: SessionTag) => void tag.run({ id: recordingId, ...session }),
    tagOf(recordingId: number): SessionTag | undefined {
      const row = tagOf.get(recordingId);
      if (!row || row.presenter_id === null || row.show_id === null || row.occurrence_start === null) return undefined;
      return { presenterId: row.presenter_id, showId: row.show_id, occurrenceStart: row.occurrence_start };
    },
    podcastOfShow: (showId: number): number | undefined => podcastOfShow.get(showId)?.id,
    linkPodcastToShow: (podcastId: number, showId: number) =>
      void publish.changed(setShow.run(podcastId, showId), 'shows'),
    /** One draft per recording: a second call for the same recording does nothing. */
    create(draft: Parameters<typeof insert.run>[0]): StoredDraft | undefined {
      const result = insert.run(draft);
      // An ignored insert leaves lastInsertRowid at the previous insert's: only a written row counts.
      const row = result.changes > 0 ? byId.get(Number(result.lastInsertRowid)) : undefined;
      return row ? toDraft(row) : undefined;
    },
    ofPresenter: (presenterId: number): StoredDraft[] => byPresenter.all(presenterId).map(toDraft),
    get(id: number): StoredDraft | undefined {
      const row = byId.get(id);
      return row ? toDraft(row) : undefined;
    },
    remove: (id: number) => void remove.run(id),
  };
}
