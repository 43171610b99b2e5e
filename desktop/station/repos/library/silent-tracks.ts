import type { SilentTrack } from '../../../../shared/schemas/admin/health';
import type { Db } from '../../db/database';
import type { ChangePublisher } from '../../events/change-publisher';

/** Files the dead-air detector skipped and took out of rotation, and the way back once the file is fixed. */
export function createSilentTracksRepo(db: Db, publish: ChangePublisher) {
  const mark = db.prepare<[string, number]>('UPDATE tracks SET broken = 1, dead_air_at = ? WHERE id = ?');
  const list = db.prepare<[], SilentTrack>(
    `SELECT id, title, artist, dead_air_at AS deadAirAt FROM tracks
     WHERE dead_air_at IS NOT NULL ORDER BY dead_air_at DESC, id DESC`,
  );
  const restore = db.prepare<[number]>(
    'UPDATE tracks SET broken = 0, dead_air_at = NULL WHERE id = ? AND dead_air_at IS NOT NULL',
  );
  return {
    /** Out of rotation, with when (the admin sees why). */
    mark: (id: number, at: string) => void publish.changed(mark.run(at, id), 'tracks'),
    list: (): SilentTrack[] => list.all(),
    /** Back into rotation; false when the track is not marked silent. */
    restore: (id: number): boolean => publish.changed(restore.run(id), 'tracks').changes > 0,
  };
}
