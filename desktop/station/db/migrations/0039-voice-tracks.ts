/**
 * Voice tracks: a presenter's recorded link between two items of an hour's log. The log's item ids may be
 * renumbered when the log is regenerated, so a link is tied to what it talks about instead: the hour, its planned
 * start and the tracks before and after it. At air time it airs only between those two; when either changed it is
 * flagged with the reason and stays off the air.
 *
 * The audio is a file of the media store (not a library track: it must never be picked, listed or requested), with
 * its loudness measured once so the air gains it to the station's target as it does every track.
 *
 * The as-run learns which link aired. A link's airing is stored as kind 'show' with its voice track and read back as
 * kind 'voicetrack' (repos/reports/as-run.ts), for the reason the syndication migration gives: widening the kind
 * CHECK means rebuilding as_run.
 */
export default /* sql */ `
CREATE TABLE voice_tracks (
  id INTEGER PRIMARY KEY,
  hour_start INTEGER NOT NULL,
  planned_at INTEGER NOT NULL,
  prev_track_id INTEGER NOT NULL,
  next_track_id INTEGER NOT NULL,
  show_id INTEGER,
  show_name TEXT NOT NULL DEFAULT '',
  file_name TEXT NOT NULL,
  duration REAL NOT NULL CHECK (duration > 0),
  loudness_lufs REAL,
  overlap_before REAL NOT NULL DEFAULT 0 CHECK (overlap_before >= 0),
  overlap_after REAL NOT NULL DEFAULT 0 CHECK (overlap_after >= 0),
  duck_db REAL NOT NULL DEFAULT 12 CHECK (duck_db BETWEEN 0 AND 40),
  status TEXT NOT NULL DEFAULT 'ready' CHECK (status IN ('ready','flagged','aired')),
  flag_reason TEXT,
  created_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
  created_at INTEGER NOT NULL,
  aired_at INTEGER
);
CREATE INDEX voice_tracks_hour ON voice_tracks (hour_start, status);
CREATE INDEX voice_tracks_prev ON voice_tracks (prev_track_id, status);

ALTER TABLE as_run ADD COLUMN voice_track_id INTEGER;
`;
