import type { TrackKind } from '../../../../shared/schemas/library/tracks';
import { RIGHTS_FIELDS, type TrackRightsFields } from '../../../../shared/schemas/library/track-rights';
import type { Db } from '../../db/database';
import type { ChangePublisher } from '../../events/change-publisher';
import { assertRequestable } from './requestable';
import { type PlayableTrack, type TrackRow, toTrack } from './track-row';

export interface BulkTrackChanges extends Partial<TrackRightsFields> {
  artist?: string;
  album?: string | null;
  genre?: string | null;
  kind?: TrackKind;
  requestable?: boolean;
}

/** Many tracks at once: the library's selections (how many still exist, the tracks themselves) and bulk edits. */
export function createTrackBulk(db: Db, publish: ChangePublisher) {
  const countIds = db.prepare<[string], { n: number }>(
    'SELECT COUNT(*) AS n FROM tracks WHERE id IN (SELECT value FROM json_each(?))',
  );
  const byIds = db.prepare<[string], TrackRow>(
    'SELECT * FROM tracks WHERE id IN (SELECT value FROM json_each(?)) ORDER BY id',
  );
  const nonMusicOf = db.prepare<[string], { id: number }>(
    "SELECT id FROM tracks WHERE kind <> 'music' AND id IN (SELECT value FROM json_each(?))",
  );
  const setRequestableOf = db.prepare<[number, string]>(
    'UPDATE tracks SET requestable = ? WHERE id IN (SELECT value FROM json_each(?))',
  );
  /** The same artist/album/genre/kind/rights for many rows in one statement; only the fields given are touched. */
  const bulkEdit = publish.transaction((ids: readonly number[], changes: BulkTrackChanges): number => {
    const columns = (['artist', 'album', 'genre', 'kind', ...RIGHTS_FIELDS] as const).filter(
      (key) => changes[key] !== undefined,
    );
    const { requestable } = changes;
    if (columns.length === 0 && requestable === undefined) return 0;
    assertRequestable(changes, () => nonMusicOf.all(JSON.stringify(ids)).length > 0);
    const set = columns.map((key) => `${key} = @${key}`).join(', ');
    const values = Object.fromEntries(columns.map((key) => [key, changes[key] ?? null]));
    const changed = set
      ? publish.changed(
          db
            .prepare(`UPDATE tracks SET ${set} WHERE id IN (SELECT value FROM json_each(@ids))`)
            .run({ ...values, ids: JSON.stringify(ids) }),
          'tracks',
        ).changes
      : 0;
    // After the kind, whose change sets requestable by trigger (migration 28): the admin's word is the last.
    if (requestable === undefined) return changed;
    return Math.max(
      changed,
      publish.changed(setRequestableOf.run(requestable ? 1 : 0, JSON.stringify(ids)), 'tracks').changes,
    );
  });

  return {
    /** How many of these ids exist (bulk operations refuse a selection with a vanished song). */
    countExisting: (ids: readonly number[]): number => countIds.get(JSON.stringify(ids))!.n,
    /** The tracks with these ids (of one kind when given), by id. */
    getMany: (ids: readonly number[], kind?: TrackKind): PlayableTrack[] =>
      byIds
        .all(JSON.stringify(ids))
        .map(toTrack)
        .filter((track) => !kind || track.kind === kind),
    bulkEdit,
  };
}
