/**
 * What airs, kept: recordings (each live session, and the logger's hourly files) and the podcasts published from
 * them. A recording row is written when its file opens (ended_at NULL while it grows), so a crash leaves a row the
 * next start closes. An episode keeps its recording (RESTRICT): the recording cannot go while an episode uses it.
 */
export default /* sql */ `
CREATE TABLE recordings (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('live','logger')),
  program_title TEXT NOT NULL,
  file_name TEXT NOT NULL UNIQUE,
  started_at TEXT NOT NULL,
  ended_at TEXT,
  duration_sec REAL NOT NULL DEFAULT 0,
  size_bytes INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX recordings_kind_started ON recordings (kind, started_at);

CREATE TABLE podcasts (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  author TEXT NOT NULL,
  language TEXT NOT NULL,
  category TEXT NOT NULL,
  cover_file TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now'))
);

CREATE TABLE podcast_episodes (
  id INTEGER PRIMARY KEY,
  podcast_id INTEGER NOT NULL REFERENCES podcasts(id) ON DELETE CASCADE,
  guid TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  recording_id INTEGER REFERENCES recordings(id) ON DELETE RESTRICT,
  start_sec REAL,
  end_sec REAL,
  file_name TEXT NOT NULL,
  size_bytes INTEGER NOT NULL,
  duration_sec REAL NOT NULL,
  published_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now'))
);
CREATE INDEX podcast_episodes_podcast ON podcast_episodes (podcast_id, published_at DESC);
CREATE INDEX podcast_episodes_recording ON podcast_episodes (recording_id);
`;
