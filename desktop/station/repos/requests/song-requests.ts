import type { DedicationState, PendingRequest, RequestStatusValue } from '../../../../shared/schemas/requests/requests';
import type { RequestTracksQuery } from '../../../../shared/schemas/requests/requests';
import type { Db } from '../../db/database';
import type { ChangePublisher } from '../../events/change-publisher';
import { ftsQuery } from '../../db/fts-query';
import { statementCache } from '../../db/statement-cache';
import { type PlayableTrack, type TrackRow, toTrack } from '../library/tracks';

interface RequestRow {
  id: number;
  track_id: number | null;
  title: string;
  artist: string;
  dedication: string | null;
  dedication_state: DedicationState;
  status: RequestStatusValue;
  expected_at: string | null;
  created_at: string;
  aired_at: string | null;
}

export interface SongRequest extends PendingRequest {
  airedAt: string | null;
}

export interface NewSongRequest {
  trackId: number;
  title: string;
  artist: string;
  dedication: string | null;
  createdAt: string;
  listenerHash: string;
  addressHash: string;
}

const toRequest = (row: RequestRow): SongRequest => ({
  id: row.id,
  trackId: row.track_id,
  title: row.title,
  artist: row.artist,
  dedication: row.dedication,
  dedicationState: row.dedication_state,
  status: row.status,
  expectedAt: row.expected_at,
  createdAt: row.created_at,
  airedAt: row.aired_at,
});

// Songs a listener may ask for: music the admin left requestable that can play.
const REQUESTABLE = "t.kind = 'music' AND t.requestable = 1 AND t.broken = 0";
const ORDER = { title: 't.title_key', artist: 't.artist_key, t.title_key' } as const;

/** Listeners' song requests and the part of the library they may ask for. */
export function createSongRequestsRepo(db: Db, publish: ChangePublisher) {
  const wrote = <R extends { changes: number }>(result: R) => publish.changed(result, 'song_requests');
  const insert = db.prepare(
    `INSERT INTO song_requests (track_id, title, artist, dedication, dedication_state, created_at, listener_hash, address_hash)
     VALUES (@trackId, @title, @artist, @dedication, CASE WHEN @dedication IS NULL THEN 'none' ELSE 'pending' END,
             @createdAt, @listenerHash, @addressHash)`,
  );
  const byId = db.prepare<[number], RequestRow>('SELECT * FROM song_requests WHERE id = ?');
  const waiting = db.prepare<[], RequestRow>(
    "SELECT * FROM song_requests WHERE status = 'queued' ORDER BY created_at, id",
  );
  const playable = db.prepare<[], RequestRow>(
    `SELECT r.* FROM song_requests r JOIN tracks t ON t.id = r.track_id
      WHERE r.status = 'queued' AND t.broken = 0 ORDER BY r.created_at, r.id`,
  );
  const lastOf = db.prepare<[string, string, string], { n: number }>(
    `SELECT COUNT(*) AS n FROM song_requests
      WHERE (listener_hash = ? OR address_hash = ?) AND created_at > ? AND status <> 'rejected'`,
  );
  const waitingTrack = db.prepare<[number], { n: number }>(
    "SELECT COUNT(*) AS n FROM song_requests WHERE track_id = ? AND status IN ('pending', 'queued')",
  );
  const airedSince = db.prepare<[number, string], { n: number }>(
    'SELECT COUNT(*) AS n FROM play_history WHERE track_id = ? AND started_at > ?',
  );
  const recentlyAired = db.prepare<[string], { track_id: number; last_at: string }>(
    `SELECT track_id, MAX(started_at) AS last_at FROM play_history
      WHERE started_at > ? AND track_id IS NOT NULL GROUP BY track_id ORDER BY track_id`,
  );
  const waitingTracks = db.prepare<[], { track_id: number }>(
    "SELECT DISTINCT track_id FROM song_requests WHERE status IN ('pending', 'queued') AND track_id IS NOT NULL",
  );
  const lastAsked = db.prepare<[string, string, string], { at: string | null }>(
    `SELECT MAX(created_at) AS at FROM song_requests
      WHERE (listener_hash = ? OR address_hash = ?) AND created_at > ? AND status <> 'rejected'`,
  );
  const setStatus = db.prepare<[RequestStatusValue, string | null, number]>(
    "UPDATE song_requests SET status = ?, aired_at = ? WHERE id = ? AND status IN ('pending', 'queued')",
  );
  const setExpected = db.prepare<[string | null, number]>('UPDATE song_requests SET expected_at = ? WHERE id = ?');
  const moderate = db.prepare<[DedicationState, number]>(
    "UPDATE song_requests SET dedication_state = ? WHERE id = ? AND dedication_state <> 'none'",
  );
  const expire = db.prepare<[string]>(
    "UPDATE song_requests SET status = 'expired' WHERE status = 'queued' AND (created_at < ? OR track_id IS NULL)",
  );
  // Retention (requests/request-retention.ts): who asked is forgotten first, the request itself later.
  const forgetHashes = db.prepare<[string]>(
    "UPDATE song_requests SET listener_hash = '', address_hash = '' WHERE created_at < ? AND listener_hash <> ''",
  );
  const removeBefore = db.prepare<[string]>('DELETE FROM song_requests WHERE created_at < ?');
  const cached = statementCache<TrackRow>(db);

  return {
    /** A page of the requestable songs, searched like the library (FTS5, best match first unless sorted). */
    requestablePage(query: RequestTracksQuery): { items: PlayableTrack[]; total: number } {
      const match = query.q ? ftsQuery(query.q) : null;
      const direction = query.order === 'desc' ? 'DESC' : 'ASC';
      const order = query.sort
        ? `${ORDER[query.sort]} ${direction}, t.id`
        : match
          ? 'bm25(tracks_fts, 10.0, 5.0, 2.0), t.id'
          : 't.artist_key, t.title_key, t.id';
      const from = match
        ? `FROM tracks_fts JOIN tracks t ON t.id = tracks_fts.rowid WHERE tracks_fts MATCH ? AND ${REQUESTABLE}`
        : `FROM tracks t WHERE ${REQUESTABLE}`;
      const args = match ? [match] : [];
      const rows = cached(`SELECT t.* ${from} ORDER BY ${order} LIMIT ? OFFSET ?`).all(
        ...args,
        query.limit,
        query.offset,
      );
      const total = cached(`SELECT COUNT(*) AS n ${from}`).get(...args) as unknown as { n: number };
      return { items: rows.map(toTrack), total: total.n };
    },
    create: (request: NewSongRequest): SongRequest =>
      toRequest(byId.get(Number(wrote(insert.run(request)).lastInsertRowid))!),
    get: (id: number): SongRequest | undefined => {
      const row = byId.get(id);
      return row ? toRequest(row) : undefined;
    },
    /** The requests waiting to air, oldest first. */
    waiting: (): SongRequest[] => waiting.all().map(toRequest),
    /** The waiting requests whose song can play (a file found broken is not planned; the request waits, then expires). */
    playable: (): SongRequest[] => playable.all().map(toRequest),
    /** True when this listener (either hash) asked for a song after `sinceIso` (a refused one does not count). */
    askedSince: (listenerHash: string, addressHash: string, sinceIso: string): boolean =>
      lastOf.get(listenerHash, addressHash, sinceIso)!.n > 0,
    trackWaiting: (trackId: number): boolean => waitingTrack.get(trackId)!.n > 0,
    trackAiredSince: (trackId: number, sinceIso: string): boolean => airedSince.get(trackId, sinceIso)!.n > 0,
    /** Each song aired since `sinceIso`, with when it last started. */
    airedSince: (sinceIso: string): Array<{ trackId: number; lastAt: string }> =>
      recentlyAired.all(sinceIso).map((r) => ({ trackId: r.track_id, lastAt: r.last_at })),
    /** The songs a request waits for. */
    waitingTrackIds: (): number[] => waitingTracks.all().map((r) => r.track_id),
    /** When this listener (cookie or address) last asked since `sinceIso`, or null. */
    lastAskedSince: (listenerHash: string, addressHash: string, sinceIso: string): string | null =>
      lastAsked.get(listenerHash, addressHash, sinceIso)?.at ?? null,
    markAired: (id: number, airedAt: string): boolean => wrote(setStatus.run('aired', airedAt, id)).changes > 0,
    reject: (id: number): boolean => wrote(setStatus.run('rejected', null, id)).changes > 0,
    setExpected: (id: number, expectedAt: string | null) => void wrote(setExpected.run(expectedAt, id)),
    moderate: (id: number, approved: boolean): boolean =>
      wrote(moderate.run(approved ? 'approved' : 'rejected', id)).changes > 0,
    /** Waiting requests made before `beforeIso`, or whose song was deleted, will not air: they expire. */
    expire: (beforeIso: string): number => wrote(expire.run(beforeIso)).changes,
    /** Requests made before `beforeIso` no longer say who asked (their listener and address hashes are blanked). */
    forgetAskers: (beforeIso: string): number => wrote(forgetHashes.run(beforeIso)).changes,
    /** Requests made before `beforeIso` are deleted. */
    removeBefore: (beforeIso: string): number => wrote(removeBefore.run(beforeIso)).changes,
  };
}
