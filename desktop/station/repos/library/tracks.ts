import type { TrackKind, TrackUpdate } from '../../../../shared/schemas/library/tracks';
import { RIGHTS_FIELDS, type TrackRightsFields } from '../../../../shared/schemas/library/track-rights';
import type { Db } from '../../db/database';
import type { ChangePublisher } from '../../events/change-publisher';
import { assertRequestable } from './requestable';
import { createTrackBulk } from './track-bulk';
import { type PlayableTrack, type TrackRow, toTrack } from './track-row';
import { createTrackSearch } from './track-search';
import { type Clock, isoNow, systemClock } from '../../core/clock';
import { createCategoriesRepo } from '../music/categories';
import type { SegueMarkerValues } from '../../../../shared/schemas/library/segue-markers';
import { assertSegueMarkers, segueMarkerColumns } from './segue-marker-columns';

export { type PlayableTrack, publicTrack, type TrackRow, toTrack } from './track-row';

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

export function createTracksRepo(db: Db, publish: ChangePublisher, clock: Clock = systemClock) {
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
  const countKinds = db.prepare<[], { kind: TrackKind; n: number }>(
    'SELECT kind, COUNT(*) AS n FROM tracks GROUP BY kind',
  );
  const playable = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM tracks WHERE broken = 0');
  const countFile = db.prepare<[{ f: string }], { n: number }>(
    'SELECT COUNT(*) AS n FROM tracks WHERE file_name = @f OR cover_file = @f',
  );
  const setBroken = db.prepare<[number, number]>('UPDATE tracks SET broken = ? WHERE id = ?');
  const setAnalysis = db.prepare(
    `UPDATE tracks SET cue_in = @cueIn, cue_out = @cueOut, loudness_lufs = @loudnessLufs, intro_sec = @introSec,
       next_start_sec = @nextStartSec, markers_measured = 1, analyzed_at = @analyzedAt WHERE id = @id`,
  );
  const notMusicIds = db.prepare<[], { id: number }>("SELECT id FROM tracks WHERE kind <> 'music'");
  const setRequestable = db.prepare<[number, number]>('UPDATE tracks SET requestable = ? WHERE id = ?');
  const categories = createCategoriesRepo(db, publish);
  const reanalyseIds = db.prepare<[string]>(
    'UPDATE tracks SET analyzed_at = NULL, broken = 0 WHERE id IN (SELECT value FROM json_each(?))',
  );
  const unanalyzed = db.prepare<[], TrackRow>(
    'SELECT * FROM tracks WHERE analyzed_at IS NULL AND broken = 0 ORDER BY id',
  );

  // Moves with every published library change, and with programming ones (a list, campaign or programme that takes
  // a track makes it a jingle, spot or show by trigger). It starts from the clock, not 0, because it makes ETags: a
  // tag from before a restart must not match a different library after it.
  const since = clock.now();
  // A write by another connection (an operator's sqlite3 shell, a restore tool, a test fixture) publishes no event:
  // SQLite's data_version moves when another connection commits, so caches keyed by this notice it too.
  const dataVersion = db.prepare<[], { data_version: number }>('PRAGMA data_version');

  return {
    ...createTrackSearch(db),
    ...createTrackBulk(db, publish),
    /** The whole library newest first, or only the tracks of one kind. */
    list: (kind?: TrackKind): PlayableTrack[] => (kind ? allOfKind.all(kind) : all.all()).map(toTrack),
    /** Jingles, spots and shows: the station's own material, a short list beside the songs. */
    nonMusicIds: (): number[] => notMusicIds.all().map((row) => row.id),
    /** Moves whenever a track (or anything else the playout reads) changes: a key for caches over the library. */
    version: (): number => since + publish.version('library', 'programming') + dataVersion.get()!.data_version,
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
      const id = Number(
        publish.changed(insert.run({ ...fields, ...rights, kind: track.kind ?? 'music' }), 'tracks').lastInsertRowid,
      );
      return toTrack(byId.get(id)!);
    },
    update: publish.transaction((id: number, patch: TrackUpdate): PlayableTrack | undefined => {
      const current = byId.get(id);
      if (!current) return undefined;
      const rights = RIGHTS_FIELDS.map((field) => (patch[field] === undefined ? current[field] : patch[field]));
      assertRequestable(patch, () => current.kind !== 'music');
      const markers = assertSegueMarkers(current, patch);
      const updated = db
        .prepare(
          `UPDATE tracks SET title = ?, artist = ?, album = ?, kind = ?, ${RIGHTS_FIELDS.map((f) => `${f} = ?`).join(', ')},
             ${segueMarkerColumns.map((column) => `${column} = ?`).join(', ')}, markers_measured = ? WHERE id = ?`,
        )
        .run(
          patch.title ?? current.title,
          patch.artist ?? current.artist,
          patch.album === undefined ? current.album : patch.album || null,
          patch.kind ?? current.kind,
          ...rights,
          ...markers.values,
          markers.touched || current.markers_measured === 1 ? 1 : 0,
          id,
        );
      publish.changed(updated, 'tracks');
      // After the kind, whose change sets requestable by trigger (migration 28): the admin's word is the last.
      if (patch.requestable !== undefined) publish.changed(setRequestable.run(patch.requestable ? 1 : 0, id), 'tracks');
      if (patch.categoryIds !== undefined) categories.setForTrack(id, patch.categoryIds);
      return toTrack(byId.get(id)!);
    }),
    remove: (id: number): boolean => publish.changed(remove.run(id), 'tracks').changes > 0,
    count: (): number => count.get()!.n,
    /** How many tracks of each kind (a kind with none is 0). */
    countByKind: (): Record<TrackKind, number> => {
      const counts: Record<TrackKind, number> = { music: 0, jingle: 0, spot: 0, show: 0 };
      for (const row of countKinds.all()) counts[row.kind] = row.n;
      return counts;
    },
    /** Tracks rotation can play (a count, not a read of the library). */
    playableCount: (): number => playable.get()!.n,
    /** True while some row still refers to the media file (content-addressed files can be shared). */
    fileInUse: (fileName: string): boolean => countFile.get({ f: fileName })!.n > 0,
    markBroken: (id: number, broken = true) => publish.changed(setBroken.run(broken ? 1 : 0, id), 'tracks'),
    saveAnalysis: (id: number, analysis: SegueMarkerValues & { loudnessLufs: number | null }) =>
      publish.changed(setAnalysis.run({ id, ...analysis, analyzedAt: isoNow(clock) }), 'tracks'),
    listUnanalyzed: (): PlayableTrack[] => unanalyzed.all().map(toTrack),
    /** Measures these tracks again (their cue points and markers are replaced); the analysis queue takes them. */
    reanalyse: (ids: readonly number[]): number =>
      publish.changed(reanalyseIds.run(JSON.stringify(ids)), 'tracks').changes,
  };
}
export type TracksRepo = ReturnType<typeof createTracksRepo>;
