import type { TrackKind, TrackPageQuery, TrackSort } from '../../../../shared/schemas/library/tracks';
import type { Db } from '../../db/database';
import { ftsQuery } from '../../db/fts-query';
import { statementCache } from '../../db/statement-cache';
import { type PlayableTrack, type TrackRow, toTrack } from './track-row';

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

/** The library searched and paged (FTS5 on title, artist and album), and the ids a search matches. */
export function createTrackSearch(db: Db) {
  const count = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM tracks');
  const countOfKind = db.prepare<[TrackKind], { n: number }>('SELECT COUNT(*) AS n FROM tracks WHERE kind = ?');
  const countMatches = db.prepare<[string], { n: number }>(
    'SELECT COUNT(*) AS n FROM tracks_fts WHERE tracks_fts MATCH ?',
  );
  const countMatchesOfKind = db.prepare<[string, TrackKind], { n: number }>(
    'SELECT COUNT(*) AS n FROM tracks_fts JOIN tracks t ON t.id = tracks_fts.rowid WHERE tracks_fts MATCH ? AND t.kind = ?',
  );

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
  const idsOfKind = db.prepare<[TrackKind], { id: number }>('SELECT id FROM tracks WHERE kind = ? ORDER BY id');
  const matchingIdRows = db.prepare<[string], { id: number }>(
    'SELECT rowid AS id FROM tracks_fts WHERE tracks_fts MATCH ? ORDER BY rowid',
  );
  const matchingIdsOfKind = db.prepare<[string, TrackKind], { id: number }>(
    'SELECT t.id FROM tracks_fts JOIN tracks t ON t.id = tracks_fts.rowid WHERE tracks_fts MATCH ? AND t.kind = ? ORDER BY t.id',
  );

  return {
    /** The ids of every track a search matches (as page() matches: every track without a search term). */
    matchingIds: (q: string | undefined, kind?: TrackKind): number[] => {
      const match = q ? ftsQuery(q) : null;
      if (kind) return (match ? matchingIdsOfKind.all(match, kind) : idsOfKind.all(kind)).map((row) => row.id);
      return (match ? matchingIdRows.all(match) : allIds.all()).map((row) => row.id);
    },
    page,
  };
}
