import type { Mapping, MappingInput } from '../../../../shared/schemas/reports/music-use';
import type { TrackRights } from '../../../../shared/schemas/library/track-rights';
import { STATION } from '../../../../shared/station/station-facts';
import type { Db } from '../../db/database';

export interface MusicUseRow {
  title: string;
  artist: string;
  album: string | null;
  isrc: string | null;
  composers: string | null;
  lyricists: string | null;
  publisher: string | null;
  label: string | null;
  year: number | null;
  rights: TrackRights | null;
  plays: number;
  seconds: number;
  firstAired: string;
  lastAired: string;
}

/**
 * The music-use report and its saved column mappings. A work is its ISRC when it has one, else its library track,
 * else its title and performer: the same recording under two library entries counts once when they share an ISRC.
 * Music is what rotation and playlists aired, plus what a live show's own metadata said aired (a live row whose
 * artist is a performer, not the station's name), plus the syndicated programmes that aired (the episode's title,
 * its feed as the artist: the network's material, whose rights the report answers for as well; a slot where the
 * episode did not air has no file and is left out). Jingles, spots, shows and the station ID are the station's own.
 */
export function createMusicUseRepo(db: Db) {
  const report = db.prepare<[{ from: string; to: string; station: string }], MusicUseRow>(
    `SELECT MAX(title) AS title, MAX(artist) AS artist, MAX(album) AS album, MAX(isrc) AS isrc,
       MAX(composers) AS composers, MAX(lyricists) AS lyricists, MAX(publisher) AS publisher, MAX(label) AS label,
       MAX(year) AS year, MAX(rights) AS rights, COUNT(*) AS plays, ROUND(SUM(COALESCE(seconds, 0)), 1) AS seconds,
       MIN(started_at) AS firstAired, MAX(started_at) AS lastAired
     FROM as_run
     WHERE started_at >= @from AND started_at < @to
       AND (kind = 'music' OR (kind = 'live' AND artist <> '' AND artist <> @station)
         OR (kind = 'syndicated' AND track_id IS NOT NULL))
     GROUP BY COALESCE(isrc, 'track:' || track_id, 'text:' || lower(title) || '|' || lower(artist))
     ORDER BY plays DESC, title`,
  );
  const all = db.prepare<[], { id: number; name: string; delimiter: string; columns: string }>(
    'SELECT * FROM report_mappings ORDER BY name',
  );
  const byId = db.prepare<[number], { id: number; name: string; delimiter: string; columns: string }>(
    'SELECT * FROM report_mappings WHERE id = ?',
  );
  const insert = db.prepare(
    'INSERT INTO report_mappings (name, delimiter, columns) VALUES (@name, @delimiter, @columns)',
  );
  const update = db.prepare(
    'UPDATE report_mappings SET name = @name, delimiter = @delimiter, columns = @columns WHERE id = @id',
  );
  const remove = db.prepare<[number]>('DELETE FROM report_mappings WHERE id = ?');
  const toMapping = (row: { id: number; name: string; delimiter: string; columns: string }): Mapping => ({
    id: row.id,
    name: row.name,
    delimiter: row.delimiter as Mapping['delimiter'],
    columns: JSON.parse(row.columns) as Mapping['columns'],
  });
  const stored = (input: MappingInput) => ({ ...input, columns: JSON.stringify(input.columns) });

  return {
    /** One row per work aired in [from, to) (UTC ISO), most played first. */
    report: (from: string, to: string): MusicUseRow[] => report.all({ from, to, station: STATION.name }),
    mappings: (): Mapping[] => all.all().map(toMapping),
    mapping: (id: number): Mapping | undefined => {
      const row = byId.get(id);
      return row ? toMapping(row) : undefined;
    },
    createMapping: (input: MappingInput): Mapping =>
      toMapping(byId.get(Number(insert.run(stored(input)).lastInsertRowid))!),
    updateMapping: (id: number, input: MappingInput): Mapping | undefined =>
      update.run({ ...stored(input), id }).changes > 0 ? toMapping(byId.get(id)!) : undefined,
    removeMapping: (id: number): boolean => remove.run(id).changes > 0,
  };
}
