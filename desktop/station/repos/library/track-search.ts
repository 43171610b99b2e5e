import type { TrackKind, TrackPageQuery, TrackSort } from '../../../../shared/schemas/library/tracks';
import { likePattern } from '../../db/like-pattern';
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

/**
 * What narrows the library: a kind, a music category, the genre (whole, any case), words of the artist, a span of
 * years and of instants added (ISO, `addedSince` included, `addedBefore` not: the route turns station days into them).
 */
export interface TrackFilter {
  kind?: TrackKind;
  categoryId?: number;
  genre?: string;
  artist?: string;
  yearFrom?: number;
  yearTo?: number;
  addedSince?: string;
  addedBefore?: string;
}

const CONDITIONS: Array<[keyof TrackFilter, string, (value: never) => string | number]> = [
  ['kind', 't.kind = ?', (v: string) => v],
  ['categoryId', 't.id IN (SELECT track_id FROM track_categories WHERE category_id = ?)', (v: number) => v],
  ['genre', 't.genre = ? COLLATE NOCASE', (v: string) => v],
  ['artist', "t.artist LIKE ? ESCAPE '\\'", likePattern],
  ['yearFrom', 't.year >= ?', (v: number) => v],
  ['yearTo', 't.year <= ?', (v: number) => v],
  ['addedSince', 't.created_at >= ?', (v: string) => v],
  ['addedBefore', 't.created_at < ?', (v: string) => v],
];

/** FROM and WHERE of a search narrowed by the filter, with their arguments in order. */
function filtered(match: string | null, filter: TrackFilter) {
  const conditions: string[] = [];
  const args: Array<string | number> = [];
  if (match) {
    conditions.push('tracks_fts MATCH ?');
    args.push(match);
  }
  for (const [key, sql, value] of CONDITIONS) {
    if (filter[key] === undefined) continue;
    conditions.push(sql);
    args.push(value(filter[key] as never));
  }
  const from = match ? 'FROM tracks_fts JOIN tracks t ON t.id = tracks_fts.rowid' : 'FROM tracks t';
  return { from, where: conditions.length ? ` WHERE ${conditions.join(' AND ')}` : '', args };
}

/** The library searched and paged (FTS5 on title, artist and album), and the ids a search matches. */
export function createTrackSearch(db: Db) {
  // A few dozen sort/direction variants at most: each is prepared once.
  const prepared = statementCache<TrackRow>(db);
  const counted = statementCache<{ n: number }>(db);
  const idRows = statementCache<{ id: number }>(db);

  /** One page of the library (narrowed by the filter), searched (FTS5, bm25-ranked unless sorted). */
  function page(query: TrackPageQuery & TrackFilter): { items: PlayableTrack[]; total: number } {
    const match = query.q ? ftsQuery(query.q) : null;
    const sort = query.sort ?? (match ? undefined : 'createdAt');
    const direction = (query.order ?? (sort === 'createdAt' ? 'desc' : 'asc')) === 'desc' ? 'DESC' : 'ASC';
    // bm25 weights: a hit in the title counts most, then the artist, then the album.
    const orderBy = sort
      ? `${SORT_SQL[sort]} ${direction}, t.id ${direction}`
      : `bm25(tracks_fts, 10.0, 5.0, 2.0) ${direction}, t.id DESC`;
    const { from, where, args } = filtered(match, query);
    const rows = prepared(`SELECT t.* ${from}${where} ORDER BY ${orderBy} LIMIT ? OFFSET ?`).all(
      ...args,
      query.limit,
      query.offset,
    );
    return { items: rows.map(toTrack), total: counted(`SELECT COUNT(*) AS n ${from}${where}`).get(...args)!.n };
  }

  return {
    /** The ids of every track a search matches (as page() matches: every track without a search term). */
    matchingIds: (q: string | undefined, filter: TrackFilter = {}): number[] => {
      const { from, where, args } = filtered(q ? ftsQuery(q) : null, filter);
      return idRows(`SELECT t.id ${from}${where} ORDER BY t.id`)
        .all(...args)
        .map((row) => row.id);
    },
    page,
  };
}
