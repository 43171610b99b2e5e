/**
 * Relays: the Icecast servers that relay the station or receive its pushes, read for their listeners.
 * relays.admin_password is stored as given (the station must send it) and never returned. relay_minutes: each
 * relay's listeners per minute (maximum and average of the status reads), with the name it had, so the audience
 * statistics keep a relay that was later removed. Alerts get a subject: one open alert per kind and relay.
 */
export default /* sql */ `
CREATE TABLE relays (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL COLLATE NOCASE UNIQUE,
  url TEXT NOT NULL,
  mount TEXT NOT NULL,
  admin_user TEXT,
  admin_password TEXT,
  max_listeners INTEGER CHECK (max_listeners IS NULL OR max_listeners > 0),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now'))
);

CREATE TABLE relay_minutes (
  minute TEXT NOT NULL,
  relay_id INTEGER NOT NULL,
  relay_name TEXT NOT NULL,
  max_listeners INTEGER NOT NULL,
  avg_listeners REAL NOT NULL,
  samples INTEGER NOT NULL,
  PRIMARY KEY (minute, relay_id)
) WITHOUT ROWID;

ALTER TABLE alerts ADD COLUMN subject TEXT NOT NULL DEFAULT '';
DROP INDEX alerts_open_kind;
CREATE UNIQUE INDEX alerts_open_kind ON alerts(kind, subject) WHERE resolved_at IS NULL;
`;
