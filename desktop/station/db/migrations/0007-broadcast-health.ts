/**
 * The tables of broadcast health. alerts: each problem the technician must hear about, open while resolved_at is NULL
 * (at most one open alert per kind). listener_sessions: one row per listener connection, with the address only
 * as a salted hash whose salt changes daily. listener_minutes: the concurrent listeners of each minute, its
 * maximum (a short peak is never missed) and average. tracks.dead_air_at: when the playout found the file silent.
 */
export default /* sql */ `
CREATE TABLE alerts (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL,
  message TEXT NOT NULL,
  started_at TEXT NOT NULL,
  resolved_at TEXT
);
CREATE UNIQUE INDEX alerts_open_kind ON alerts(kind) WHERE resolved_at IS NULL;
CREATE INDEX alerts_started ON alerts(started_at);

CREATE TABLE listener_sessions (
  id INTEGER PRIMARY KEY,
  mount TEXT NOT NULL,
  started_at TEXT NOT NULL,
  ended_at TEXT,
  client TEXT NOT NULL,
  address_hash TEXT NOT NULL
);
CREATE INDEX listener_sessions_started ON listener_sessions(started_at);
CREATE INDEX listener_sessions_open ON listener_sessions(ended_at) WHERE ended_at IS NULL;

CREATE TABLE listener_minutes (
  minute TEXT PRIMARY KEY,
  max_listeners INTEGER NOT NULL,
  avg_listeners REAL NOT NULL
) WITHOUT ROWID;

ALTER TABLE tracks ADD COLUMN dead_air_at TEXT;
`;
