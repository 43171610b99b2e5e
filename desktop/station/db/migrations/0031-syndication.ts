/**
 * Syndicated programmes: shows fed by a feed (RSS/Atom with enclosures), or by the newest file of a watched folder or
 * of a dated URL pattern. A syndicated show is a show whose file per occurrence comes by itself: the `shows` row keeps
 * kind 'recorded' (the CHECK of migration 24 cannot grow without rebuilding `shows`, and a rebuild under the
 * station's foreign keys would cascade-delete every rule, presenter and exception), and the row here makes it
 * `syndicated` for the API and the planner. Deleting the show deletes its subscription and its episodes' rows; the
 * downloaded tracks are removed by the retention sweep, like any expired episode.
 *
 * The poller's own state (validators of the conditional GET, the last check and error, the backoff) is a table apart:
 * a poll every few minutes must not tell the planner that the programming changed.
 *
 * Episodes are what the feed listed (keyed by the feed's guid, else the enclosure URL): their download status, the
 * library track a download became, and how many times each aired (the repeat cap).
 *
 * The as-run log learns the kind 'syndicated' and the feed an airing came from. Its kind CHECK is rebuilt by copying
 * the table (nothing references as_run, so dropping the old one deletes nothing else); its indexes come back as
 * migration 22 made them.
 */
export default /* sql */ `
CREATE TABLE show_syndication (
  show_id INTEGER PRIMARY KEY REFERENCES shows(id) ON DELETE CASCADE,
  source TEXT NOT NULL DEFAULT 'feed' CHECK (source IN ('feed','folder','pattern')),
  feed_url TEXT,
  folder TEXT,
  url_pattern TEXT,
  freshness_min INTEGER NOT NULL DEFAULT 60 CHECK (freshness_min BETWEEN 1 AND 10080),
  episode TEXT NOT NULL DEFAULT 'newest' CHECK (episode IN ('newest','by-date')),
  retention_days INTEGER NOT NULL DEFAULT 14 CHECK (retention_days BETWEEN 1 AND 365),
  max_repeats INTEGER CHECK (max_repeats IS NULL OR max_repeats BETWEEN 1 AND 100),
  too_long TEXT NOT NULL DEFAULT 'fade' CHECK (too_long IN ('fade','finish')),
  fallback_previous INTEGER NOT NULL DEFAULT 1 CHECK (fallback_previous IN (0, 1)),
  download_ahead_min INTEGER NOT NULL DEFAULT 120 CHECK (download_ahead_min BETWEEN 5 AND 2880)
);

CREATE TABLE syndication_polls (
  show_id INTEGER PRIMARY KEY REFERENCES shows(id) ON DELETE CASCADE,
  feed_title TEXT NOT NULL DEFAULT '',
  feed_link TEXT NOT NULL DEFAULT '',
  etag TEXT,
  last_modified TEXT,
  last_check INTEGER,
  last_error TEXT,
  failures INTEGER NOT NULL DEFAULT 0,
  next_poll_at INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE syndicated_episodes (
  id INTEGER PRIMARY KEY,
  show_id INTEGER NOT NULL REFERENCES shows(id) ON DELETE CASCADE,
  guid TEXT NOT NULL,
  title TEXT NOT NULL,
  published_at INTEGER NOT NULL,
  url TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending','downloaded','failed')),
  reason TEXT,
  track_id INTEGER REFERENCES tracks(id) ON DELETE SET NULL,
  downloaded_at INTEGER,
  aired_count INTEGER NOT NULL DEFAULT 0,
  UNIQUE (show_id, guid)
);
CREATE INDEX syndicated_episodes_published ON syndicated_episodes(show_id, published_at);
CREATE INDEX syndicated_episodes_track ON syndicated_episodes(track_id) WHERE track_id IS NOT NULL;
CREATE TABLE as_run_v31 (
  id INTEGER PRIMARY KEY,
  started_at TEXT NOT NULL,
  ended_at TEXT,
  seconds REAL,
  kind TEXT NOT NULL CHECK (kind IN ('music','jingle','spot','show','relay','repeat','live','station-id','syndicated')),
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
  rights TEXT,
  feed TEXT
);
INSERT INTO as_run_v31 (id, started_at, ended_at, seconds, kind, track_id, title, artist, album, show_title, presenter,
    campaign_id, campaign, isrc, composers, lyricists, publisher, label, year, rights)
  SELECT id, started_at, ended_at, seconds, kind, track_id, title, artist, album, show_title, presenter,
    campaign_id, campaign, isrc, composers, lyricists, publisher, label, year, rights FROM as_run;
DROP TABLE as_run;
ALTER TABLE as_run_v31 RENAME TO as_run;
CREATE INDEX as_run_started ON as_run (started_at, id);
CREATE INDEX as_run_window ON as_run (started_at, ended_at, kind);
CREATE INDEX as_run_campaign ON as_run (campaign_id, started_at) WHERE campaign_id IS NOT NULL;
`;
