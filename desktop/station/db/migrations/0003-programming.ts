/**
 * The schedule runs the air: playlists, programmes that carry a playlist or a pre-recorded show (and a
 * `live` type, so the CHECK is rebuilt), ad campaigns and their airings (the advertiser's proof).
 * A track deleted from the library leaves every playlist (CASCADE); airings keep the spot's title.
 */
export default /* sql */ `
CREATE TABLE playlists (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('music','jingles')),
  shuffle INTEGER NOT NULL DEFAULT 1,
  is_default INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now'))
);

CREATE TABLE playlist_tracks (
  playlist_id INTEGER NOT NULL REFERENCES playlists(id) ON DELETE CASCADE,
  track_id INTEGER NOT NULL REFERENCES tracks(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  PRIMARY KEY (playlist_id, track_id)
);
CREATE INDEX playlist_tracks_order ON playlist_tracks(playlist_id, position);
CREATE INDEX playlist_tracks_track ON playlist_tracks(track_id);

CREATE TABLE schedule_programs_v3 (
  id INTEGER PRIMARY KEY,
  date TEXT NOT NULL,
  start TEXT NOT NULL,
  end TEXT NOT NULL,
  title TEXT NOT NULL,
  host TEXT NOT NULL DEFAULT '',
  type TEXT NOT NULL CHECK (type IN ('music','talk','live')),
  weekday TEXT,
  playlist_id INTEGER REFERENCES playlists(id) ON DELETE SET NULL,
  show_track_id INTEGER REFERENCES tracks(id) ON DELETE SET NULL
);
INSERT INTO schedule_programs_v3 (id, date, start, end, title, host, type, weekday)
  SELECT id, date, start, end, title, host, type, weekday FROM schedule_programs;
DROP TABLE schedule_programs;
ALTER TABLE schedule_programs_v3 RENAME TO schedule_programs;
CREATE INDEX schedule_programs_date ON schedule_programs(date, start);

CREATE TABLE campaigns (
  id INTEGER PRIMARY KEY,
  advertiser TEXT NOT NULL,
  title TEXT NOT NULL,
  spot_track_id INTEGER REFERENCES tracks(id) ON DELETE SET NULL,
  start_date TEXT NOT NULL,
  end_date TEXT NOT NULL,
  spots INTEGER NOT NULL CHECK (spots > 0),
  daypart TEXT NOT NULL CHECK (daypart IN ('any','morning','afternoon')),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now'))
);
CREATE INDEX campaigns_dates ON campaigns(end_date, start_date);

CREATE TABLE campaign_airings (
  id INTEGER PRIMARY KEY,
  campaign_id INTEGER NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE,
  aired_at TEXT NOT NULL,
  break_at TEXT NOT NULL,
  track_id INTEGER REFERENCES tracks(id) ON DELETE SET NULL,
  spot_title TEXT NOT NULL,
  duration_sec REAL NOT NULL,
  listeners INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX campaign_airings_campaign ON campaign_airings(campaign_id, aired_at);
CREATE INDEX campaign_airings_break ON campaign_airings(break_at);

-- One counter the playout reads before each decision (a single-row look-up): when it moved, the
-- playlists, the library pools (which leave out jingles, ad spots and recorded shows) and the schedule are read again, whoever changed them (API, inbox, analysis).
CREATE TABLE change_counter (name TEXT PRIMARY KEY, value INTEGER NOT NULL);
INSERT INTO change_counter (name, value) VALUES ('programming', 0);
CREATE TRIGGER tracks_added AFTER INSERT ON tracks BEGIN UPDATE change_counter SET value = value + 1 WHERE name = 'programming'; END;
CREATE TRIGGER tracks_removed AFTER DELETE ON tracks BEGIN UPDATE change_counter SET value = value + 1 WHERE name = 'programming'; END;
CREATE TRIGGER tracks_changed AFTER UPDATE OF broken, title, artist, duration ON tracks BEGIN UPDATE change_counter SET value = value + 1 WHERE name = 'programming'; END;
CREATE TRIGGER playlists_added AFTER INSERT ON playlists BEGIN UPDATE change_counter SET value = value + 1 WHERE name = 'programming'; END;
CREATE TRIGGER playlists_removed AFTER DELETE ON playlists BEGIN UPDATE change_counter SET value = value + 1 WHERE name = 'programming'; END;
CREATE TRIGGER playlists_changed AFTER UPDATE ON playlists BEGIN UPDATE change_counter SET value = value + 1 WHERE name = 'programming'; END;
CREATE TRIGGER playlist_tracks_added AFTER INSERT ON playlist_tracks BEGIN UPDATE change_counter SET value = value + 1 WHERE name = 'programming'; END;
CREATE TRIGGER playlist_tracks_removed AFTER DELETE ON playlist_tracks BEGIN UPDATE change_counter SET value = value + 1 WHERE name = 'programming'; END;
CREATE TRIGGER playlist_tracks_changed AFTER UPDATE ON playlist_tracks BEGIN UPDATE change_counter SET value = value + 1 WHERE name = 'programming'; END;
CREATE TRIGGER schedule_added AFTER INSERT ON schedule_programs BEGIN UPDATE change_counter SET value = value + 1 WHERE name = 'programming'; END;
CREATE TRIGGER schedule_removed AFTER DELETE ON schedule_programs BEGIN UPDATE change_counter SET value = value + 1 WHERE name = 'programming'; END;
CREATE TRIGGER campaigns_added AFTER INSERT ON campaigns BEGIN UPDATE change_counter SET value = value + 1 WHERE name = 'programming'; END;
CREATE TRIGGER campaigns_removed AFTER DELETE ON campaigns BEGIN UPDATE change_counter SET value = value + 1 WHERE name = 'programming'; END;
CREATE TRIGGER campaigns_changed AFTER UPDATE ON campaigns BEGIN UPDATE change_counter SET value = value + 1 WHERE name = 'programming'; END;
CREATE TRIGGER schedule_changed AFTER UPDATE ON schedule_programs BEGIN UPDATE change_counter SET value = value + 1 WHERE name = 'programming'; END;
`;
