/**
 * Where the station pushes its stream as an Icecast source client (relays, hosted Icecast servers). The
 * password is the mount's source password: stored as given (the station must send it), never returned.
 */
export default /* sql */ `
CREATE TABLE stream_outputs (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('icecast')),
  host TEXT NOT NULL,
  port INTEGER NOT NULL CHECK (port BETWEEN 1 AND 65535),
  mount TEXT NOT NULL,
  username TEXT NOT NULL,
  password TEXT NOT NULL,
  format TEXT NOT NULL CHECK (format IN ('mp3','aac','opus')),
  bitrate_kbps INTEGER NOT NULL,
  public INTEGER NOT NULL DEFAULT 0,
  enabled INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now'))
);
`;
