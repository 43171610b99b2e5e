/**
 * The as-run log: one row per item listeners heard, written from the mixer's transition events (the
 * crossfade's midpoint), closed with its real end when the next item takes the air. What aired is copied, not
 * referenced: a track renamed or deleted later, or a campaign removed, must not rewrite what the station broadcast.
 * Times are UTC ISO strings (they sort as text); the exports show them in station time.
 */
export default /* sql */ `
CREATE TABLE as_run (
  id INTEGER PRIMARY KEY,
  started_at TEXT NOT NULL,
  ended_at TEXT,
  seconds REAL,
  kind TEXT NOT NULL CHECK (kind IN ('music','jingle','spot','show','relay','repeat','live','station-id')),
  track_id INTEGER,
  title TEXT NOT NULL,
  artist TEXT NOT NULL DEFAULT '',
  album TEXT,
  show_title TEXT,
  presenter TEXT,
  campaign_id INTEGER,
  campaign TEXT,
  isrc TEXT,
  composers TEXT,
  lyricists TEXT,
  publisher TEXT,
  label TEXT,
  year INTEGER,
  rights TEXT
);
CREATE INDEX as_run_started ON as_run (started_at, id);
-- Covers a window's count (the overlap test reads ended_at, a filter the kind) without visiting the table.
CREATE INDEX as_run_window ON as_run (started_at, ended_at, kind);
CREATE INDEX as_run_campaign ON as_run (campaign_id, started_at) WHERE campaign_id IS NOT NULL;
`;
