/**
 * A standby PC follows the studio with a token an admin created for it: only the token's hash is kept, so a copy
 * of the database (a backup, the follower's own copy) lets nobody follow the studio. A revoked token stays listed
 * (who had access, until when) and is refused.
 *
 * The as-run rows a standby wrote while it had the air come back to the studio once it is reachable again: they
 * are stored beside the studio's own rows, marked with the follower that aired them and the row's id there, so
 * sending them twice stores them once and reports (proof of airing, music use) read one whole log.
 */
export default /* sql */ `
CREATE TABLE followers (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL DEFAULT '',
  token_hash TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL,
  last_seen_at TEXT,
  revoked_at TEXT
);
ALTER TABLE as_run ADD COLUMN aired_by_follower INTEGER;
ALTER TABLE as_run ADD COLUMN follower_row_id INTEGER;
CREATE UNIQUE INDEX as_run_from_follower ON as_run (aired_by_follower, follower_row_id)
  WHERE aired_by_follower IS NOT NULL;
`;
