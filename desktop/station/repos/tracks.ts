import type { Track, TrackKind, TrackPageQuery, TrackSort, TrackUpdate } from '../../../shared/schemas/tracks';
import { RIGHTS_FIELDS, type TrackRights, type TrackRightsFields } from '../../../shared/schemas/track-rights';
import type { Db } from '../db/database';
import { statementCache } from './statement-cache';
import type { StationEvents } from '../events/station-events';
import { mediaUrl } from '../media/urls';
import { ftsQuery } from './fts-query';
import { assertRequestable } from './requestable';

export interface TrackRow {
  id: number;
  title: string;
  artist: string;
  album: string | null;
  duration: number;
  file_name: string;
  cover_file: string | null;
  uploaded_by: number;
  created_at: string;
  broken: number;
  cue_in: number | null;
  cue_out: number | null;
  loudness_lufs: number | null;
  analyzed_at: string | null;
  genre: string | null;
  kind: TrackKind;
  requestable: number;
  isrc: string | null;
  composers: string | null;
  lyricists: string | null;
  publisher: string | null;
  label: string | null;
  year: number | null;
  rights: TrackRights | null;
}

/** What playout needs beyond the public shape. */
export interface PlayableTrack extends Track {
  fileName: string;
  coverFile: string | null;
  broken: boolean;
  cueIn: number | null;
  cueOut: number | null;
  loudnessLufs: number | null;
}

export interface BulkTrackChanges extends Partial<TrackRightsFields> {
  artist?: string;
  album?: string | null;
  genre?: string | null;
  kind?: TrackKind;
  requestable?: boolean;
}

export interface NewTrack {
  title: string;
  artist: string;
  album: string | null;
  duration: number;
  fileName: string;
  coverFile: string | null;
  uploadedBy: number;
  /** A song unless the uploader says otherwise. */
  kind?: TrackKind;
  /** What the file's tags say (ISRC, composers, label…); the rest stays empty. */
  rights?: Partial<TrackRightsFields>;
}

export const toTrack = (row: TrackRow): PlayableTrack => ({
  id: row.id,
  title: row.title,
  artist: row.artist,
  album: row.album,
  duration: row.duration,
  coverImageUrl: row.cover_file ? mediaUrl('covers', row.cover_file) : null,
  audioFileUrl: mediaUrl('audio', row.file_name),
  uploadedBy: row.uploaded_by,
  createdAt: row.created_at,
  genre: row.genre,
  kind: row.kind,
  requestable: row.requestable === 1,
  isrc: row.isrc,
  composers: row.composers,
  lyricists: row.lyricists,
  publisher: row.publisher,
  label: row.label,
  year: row.year,
  rights: row.rights,
  fileName: row.file_name,
  coverFile: row.cover_file,
  broken: row.broken === 1,
  cueIn: row.cue_in,
  cueOut: row.cue_out,
  loudnessLufs: row.loudness_lufs,
});

/** Public shape only: strips the playout fields. */
export function publicTrack(track: PlayableTrack): Track {
  const { fileName: _f, coverFile: _c, broken: _b, cueIn: _i, cueOut: _o, loudnessLufs: _l, ...rest } = track;
  return rest;
}

/**
 * ORDER BY per sortable column; the id makes pages stable between requests. The text columns sort on their folded
 * keys (migration 12: accents and case folded, Ñ after N), each with its index.
 */
const SORT_SQL: Record<TrackSort, string> = {
  title: 't.title_key',
  artist: 't.artist_key',
  album: 't.album_key',
  duration: 't.duration',
  createdAt: 't.created_at',
};

export function createTracksRepo(db: Db, events: Pick<StationEvents, 'library' | 'programming'>) {
  const all = db.prepare<[], TrackRow>('SELECT * FROM tracks ORDER BY created_at DESC, id DESC');
  const allOfKind = db.prepare<[TrackKind], TrackRow>(
    'SELECT * FROM tracks WHERE kind = ? ORDER BY created_at DESC, id DESC',
  );
  const byId = db.prepare<[number], TrackRow>('SELECT * FROM tracks WHERE id = ?');
  const byFile = db.prepare<[string], TrackRow>('SELECT * FROM tracks WHERE file_name = ?');
  const insert = db.prepare(
    `INSERT INTO tracks (title, artist, album, duration, file_name, cover_file, uploaded_by, kind, ${RIGHTS_FIELDS.join(', ')})
     VALUES (@title, @artist, @album, @duration, @fileName, @coverFile, @uploadedBy, @kind, ${RIGHTS_FIELDS.map((f) => `@${f}`).join(', ')})`,
  );
  const remove = db.prepare<[number]>('DELETE FROM tracks WHERE id = ?');
  const count = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM tracks');
  const countOfKind = db.prepare<[TrackKind], { n: number }>('SELECT COUNT(*) AS n FROM tracks WHERE kind = ?');
  const playable = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM tracks WHERE broken = 0');
  const countFile = db.prepare<[{ f: string }], { n: number }>(
    'SELECT COUNT(*) AS n FROM tracks WHERE file_name = @f OR cover_file = @f',
  );
  const setBroken = db.prepare<[number, number]>('UPDATE tracks SET broken = ? WHERE id = ?');
  const setAnalysis = db.prepare(
    'UPDATE tracks SET cue_in = @cueIn, cue_out = @cueOut, loudness_lufs = @loudnessLufs, analyzed_at = @analyzedAt WHERE id = @id',
  );
  const unanalyzed = db.prepare<[], TrackRow>(
    'SELECT * FROM tracks WHERE analyzed_at IS NULL AND broken = 0 ORDER BY id',
  );

  const countMatches = db.prepare<[string], { n: number }>(
    'SELECT COUNT(*) AS n FROM tracks_fts WHERE tracks_fts MATCH ?',
  );
  const countMatchesOfKind = db.prepare<[string, TrackKind], { n: number }>(
    'SELECT COUNT(*) AS n FROM tracks_fts JOIN tracks t ON t.id = tracks_fts.rowid WHERE tracks_fts MATCH ? AND t.kind = ?',
  );
  // Moves with every published library change, and with programming ones (a list, campaign or programme that takes
  // a track makes it a jingle, spot or show by trigger). It starts from the clock, not 0, because it makes ETags: a
  // tag from before a restart must not match a different library after it.
  let version = Date.now();
  events.library.event(() => version++);
  events.programming.event(() => version++);
  // A write by another connection (an operator's sqlite3 shell, a restore tool, a test fixture) publishes no event:
  // SQLite's data_version moves when another connection commits, so caches keyed by this notice it too.
  const dataVersion = db.prepare<[], { data_version: number }>('PRAGMA data_version');

  // A few dozen sort/direction variants at most: each is prepared once.
  const prepared = statementCache<TrackRow>(db);

  /** One page of the library (of one kind when given), searched (FTS5, bm25-ranked unless a sort is asked for). */
  function page(query: TrackPageQuery): { items: PlayableTrack[]; total: number } {
    const { kind } = query;
    const ofKind = kind ? ' AND t.kind = ?' : '';
    const kindArgs = kind ? [kind] : [];
    const match = query.q ? ftsQuery(query.q) : null;
    const sort = query.sort ?? (match ? undefined : 'createdAt');
    const direction = (query.order ?? (sort === 'createdAt' ? 'desc' : 'asc')) === 'desc' ? 'DESC' : 'ASC';
    // bm25 weights: a hit in the title counts most, then the artist, then the album.
    const orderBy = sort
      ? `${SORT_SQL[sort]} ${direction}, t.id ${direction}`
      : `bm25(tracks_fts, 10.0, 5.0, 2.0) ${direction}, t.id DESC`;
    if (match) {
      const rows = prepared(
        `SELECT t.* FROM tracks_fts JOIN tracks t ON t.id = tracks_fts.rowid WHERE tracks_fts MATCH ?${ofKind} ORDER BY ${orderBy} LIMIT ? OFFSET ?`,
      ).all(match, ...kindArgs, query.limit, query.offset);
      const total = kind ? countMatchesOfKind.get(match, kind)! : countMatches.get(match)!;
      return { items: rows.map(toTrack), total: total.n };
    }
    const where = kind ? ' WHERE t.kind = ?' : '';
    const rows = prepared(`SELECT t.* FROM tracks t${where} ORDER BY ${orderBy} LIMIT ? OFFSET ?`).all(
      ...kindArgs,
      query.limit,
      query.offset,
    );
    return { items: rows.map(toTrack), total: (kind ? countOfKind.get(kind)! : count.get()!).n };
  }

  const allIds = db.prepare<[], { id: number }>('SELECT id FROM tracks ORDER BY id');
  const notMusicIds = db.prepare<[], { id: number }>("SELECT id FROM tracks WHERE kind <> 'music'");
  const idsOfKind = db.prepare<[TrackKind], { id: number }>('SELECT id FROM tracks WHERE kind = ? ORDER BY id');
  const matchingIdRows = db.prepare<[string], { id: number }>(
    'SELECT rowid AS id FROM tracks_fts WHERE tracks_fts MATCH ? ORDER BY rowid',
  );
  const matchingIdsOfKind = db.prepare<[string, TrackKind], { id: number }>(
    'SELECT t.id FROM tracks_fts JOIN tracks t ON t.id = tracks_fts.rowid WHERE tracks_fts MATCH ? AND t.kind = ? ORDER BY t.id',
  );
  const countIds = db.prepare<[string], { n: number }>(
    'SELECT COUNT(*) AS n FROM tracks WHERE id IN (SELECT value FROM json_each(?))',
  );
  const byIds = db.prepare<[string], TrackRow>(
    'SELECT * FROM tracks WHERE id IN (SELECT value FROM json_each(?)) ORDER BY id',
  );
  /** The same artist/album/genre/kind/rights for many rows in one statement; only the fields given are touched. */
  const nonMusicOf = db.prepare<[string], { id: number }>(
    "SELECT id FROM tracks WHERE kind <> 'music' AND id IN (SELECT value FROM json_each(?))",
  );
  const setRequestableOf = db.prepare<[number, string]>(
    'UPDATE tracks SET requestable = ? WHERE id IN (SELECT value FROM json_each(?))',
  );
  const setRequestable = db.prepare<[number, number]>('UPDATE tracks SET requestable = ? WHERE id = ?');
  const bulkEdit = db.transaction((ids: readonly number[], changes: BulkTrackChanges): number => {
    const columns = (['artist', 'album', 'genre', 'kind', ...RIGHTS_FIELDS] as const).filter(
      (key) => changes[key] !== undefined,
    );
    const { requestable } = changes;
    if (columns.length === 0 && requestable === undefined) return 0;
    assertRequestable(changes, () => nonMusicOf.all(JSON.stringify(ids)).length > 0);
    const set = columns.map((key) => `${key} = @${key}`).join(', ');
    const values = Object.fromEntries(columns.map((key) => [key, changes[key] ?? null]));
    const changed = set
      ? db
          .prepare(`UPDATE tracks SET ${set} WHERE id IN (SELECT value FROM json_each(@ids))`)
          .run({ ...values, ids: JSON.stringify(ids) }).changes
      : 0;
    // After the kind, whose change sets requestable by trigger (migration 28): the admin's word is the last.
    if (requestable === undefined) return changed;
    return Math.max(changed, setRequestableOf.run(requestable ? 1 : 0, JSON.stringify(ids)).changes);
  });

  return {
    /** The whole library newest first, or only the tracks of one kind. */
    list: (kind?: TrackKind): PlayableTrack[] => (kind ? allOfKind.all(kind) : all.all()).map(toTrack),
    /** The ids of every track a search matches (as page() matches: every track without a search term). */
    matchingIds: (q: string | undefined, kind?: TrackKind): number[] => {
      const match = q ? ftsQuery(q) : null;
      if (kind) return (match ? matchingIdsOfKind.all(match, kind) : idsOfKind.all(kind)).map((row) => row.id);
      return (match ? matchingIdRows.all(match) : allIds.all()).map((row) => row.id);
    },
    /** Jingles, spots and shows: the station's own material, a short list beside the songs. */
    nonMusicIds: (): number[] => notMusicIds.all().map((row) => row.id),
    /** How many of these ids exist (bulk operations refuse a selection with a vanished song). */
    countExisting: (ids: readonly number[]): number => countIds.get(JSON.stringify(ids))!.n,
    /** The tracks with these ids (of one kind when given), by id. */
    getMany: (ids: readonly number[], kind?: TrackKind): PlayableTrack[] =>
      byIds
        .all(JSON.stringify(ids))
        .map(toTrack)
        .filter((track) => !kind || track.kind === kind),
    bulkEdit,
    page,
    /** Moves whenever a track (or anything else the playout reads) changes: a key for caches over the library. */
    version: (): number => version + dataVersion.get()!.data_version,
    get: (id: number): PlayableTrack | undefined => {
      const row = byId.get(id);
      return row ? toTrack(row) : undefined;
    },
    getByFile: (fileName: string): PlayableTrack | undefined => {
      const row = byFile.get(fileName);
      return row ? toTrack(row) : undefined;
    },
    create: (track: NewTrack): PlayableTrack => {
      const rights = Object.fromEntries(RIGHTS_FIELDS.map((field) => [field, track.rights?.[field] ?? null]));
      const { rights: _r, ...fields } = track;
      const id = Number(insert.run({ ...fields, ...rights, kind: track.kind ?? 'music' }).lastInsertRowid);
      return toTrack(byId.get(id)!);
    },
    update: db.transaction((id: number, patch: TrackUpdate): PlayableTrack | undefined => {
      const current = byId.get(id);
      if (!current) return undefined;
      const rights = RIGHTS_FIELDS.map((field) => (patch[field] === undefined ? current[field] : patch[field]));
      assertRequestable(patch, () => current.kind !== 'music');
      db.prepare(
        `UPDATE tracks SET title = ?, artist = ?, album = ?, kind = ?, ${RIGHTS_FIELDS.map((f) => `${f} = ?`).join(', ')} WHERE id = ?`,
      ).run(
        patch.title ?? current.title,
        patch.artist ?? current.artist,
        patch.album === undefined ? current.album : patch.album || null,
        patch.kind ?? current.kind,
        ...rights,
        id,
      );
      // After the kind, whose change sets requestable by trigger (migration 28): the admin's word is the last.
      if (patch.requestable !== undefined) setRequestable.run(patch.requestable ? 1 : 0, id);
      return toTrack(byId.get(id)!);
    }),
    remove: (id: number): boolean => remove.run(id).changes > 0,
    count: (): number => count.get()!.n,
    /** Tracks rotation can play (a count, not a read of the library). */
    playableCount: (): number => playable.get()!.n,
    /** True while some row still refers to the media file (content-addressed files can be shared). */
    fileInUse: (fileName: string): boolean => countFile.get({ f: fileName })!.n > 0,
    markBroken: (id: number, broken = true) => setBroken.run(broken ? 1 : 0, id),
    saveAnalysis: (
      id: number,
      analysis: { cueIn: number | null; cueOut: number | null; loudnessLufs: number | null },
    ) => setAnalysis.run({ id, ...analysis, analyzedAt: new Date().toISOString() }),
    listUnanalyzed: (): PlayableTrack[] => unanalyzed.all().map(toTrack),
  };
}
export type TracksRepo = ReturnType<typeof createTracksRepo>;
