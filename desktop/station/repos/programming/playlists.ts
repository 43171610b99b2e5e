import type { Playlist, PlaylistInput, PlaylistKind } from '../../../../shared/schemas/programming/playlists';
import type { Db } from '../../db/database';
import type { ChangePublisher } from '../../events/change-publisher';

interface PlaylistRow {
  id: number;
  name: string;
  kind: PlaylistKind;
  shuffle: number;
  is_default: number;
}

const toPlaylist = (row: PlaylistRow, trackIds: number[]): Playlist => ({
  id: row.id,
  name: row.name,
  kind: row.kind,
  shuffle: row.shuffle === 1,
  trackIds,
  isDefault: row.is_default === 1,
});

/** Named lists of library tracks; a list's order is playlist_tracks.position. */
export function createPlaylistsRepo(db: Db, publish: ChangePublisher) {
  const all = db.prepare<[], PlaylistRow>('SELECT * FROM playlists ORDER BY name COLLATE NOCASE, id');
  const allTracks = db.prepare<[], { playlist_id: number; track_id: number }>(
    'SELECT playlist_id, track_id FROM playlist_tracks ORDER BY playlist_id, position',
  );
  const byId = db.prepare<[number], PlaylistRow>('SELECT * FROM playlists WHERE id = ?');
  const tracksOf = db
    .prepare<[number], number>('SELECT track_id FROM playlist_tracks WHERE playlist_id = ? ORDER BY position')
    .pluck();
  const kindOf = db.prepare<[number], PlaylistKind>('SELECT kind FROM playlists WHERE id = ?').pluck();
  // One statement for up to PLAYLIST_MAX_TRACKS ids instead of a look-up each.
  const missing = db
    .prepare<[string], number>('SELECT value FROM json_each(?) WHERE value NOT IN (SELECT id FROM tracks) LIMIT 1')
    .pluck();
  const insert = db.prepare<[string, string, number, number]>(
    'INSERT INTO playlists (name, kind, shuffle, is_default) VALUES (?, ?, ?, ?)',
  );
  const update = db.prepare<[string, string, number, number, number]>(
    'UPDATE playlists SET name = ?, kind = ?, shuffle = ?, is_default = ? WHERE id = ?',
  );
  const clearOtherDefaults = db.prepare<[number]>(
    'UPDATE playlists SET is_default = 0 WHERE is_default = 1 AND id <> ?',
  );
  const clearTracks = db.prepare<[number]>('DELETE FROM playlist_tracks WHERE playlist_id = ?');
  const insertTrack = db.prepare<[number, number, number]>(
    'INSERT INTO playlist_tracks (playlist_id, track_id, position) VALUES (?, ?, ?)',
  );
  const remove = db.prepare<[number]>('DELETE FROM playlists WHERE id = ?');

  const write = (id: number, input: PlaylistInput) => {
    if (input.isDefault) publish.changed(clearOtherDefaults.run(id), 'playlists');
    publish.changed(clearTracks.run(id), 'playlist_tracks');
    for (const [position, trackId] of input.trackIds.entries())
      publish.changed(insertTrack.run(id, trackId, position), 'playlist_tracks');
  };
  const flags = (input: PlaylistInput) => [input.shuffle ? 1 : 0, input.isDefault ? 1 : 0] as const;

  return {
    /** Every list with its tracks, by name. */
    list: (): Playlist[] => {
      const tracks = new Map<number, number[]>();
      for (const row of allTracks.all()) {
        const ids = tracks.get(row.playlist_id);
        if (ids) ids.push(row.track_id);
        else tracks.set(row.playlist_id, [row.track_id]);
      }
      return all.all().map((row) => toPlaylist(row, tracks.get(row.id) ?? []));
    },
    get: (id: number): Playlist | undefined => {
      const row = byId.get(id);
      return row ? toPlaylist(row, tracksOf.all(id)) : undefined;
    },
    /** The first of `trackIds` that is not in the library, if any. */
    missingTrack: (trackIds: readonly number[]): number | undefined =>
      trackIds.length === 0 ? undefined : missing.get(JSON.stringify(trackIds)),
    create: publish.transaction((input: PlaylistInput): number => {
      const id = Number(
        publish.changed(insert.run(input.name, input.kind, ...flags(input)), 'playlists').lastInsertRowid,
      );
      write(id, input);
      return id;
    }),
    /** Replaces name, kind, order, shuffle and the default flag; false when there is no such list. */
    replace: publish.transaction((id: number, input: PlaylistInput): boolean => {
      if (publish.changed(update.run(input.name, input.kind, ...flags(input), id), 'playlists').changes === 0)
        return false;
      write(id, input);
      return true;
    }),
    remove: (id: number): boolean => publish.changed(remove.run(id), 'playlists').changes > 0,
    /** A schedule slot may only carry a music list (the playout's own reads are in programming/planner/planner-data.ts). */
    kindOf: (id: number): PlaylistKind | undefined => kindOf.get(id),
  };
}
