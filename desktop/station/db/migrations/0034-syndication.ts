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
 * The as-run log learns the feed an airing came from. A syndicated airing is stored with kind 'show' and its feed,
 * and read back as kind 'syndicated' (repos/reports/as-run.ts): widening the kind CHECK would mean rebuilding as_run
 * by copying a list of its columns, and a column another migration numbered before this one added would be lost.
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
ALTER TABLE as_run ADD COLUMN feed TEXT;
`;
