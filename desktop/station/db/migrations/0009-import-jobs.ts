/**
 * Bulk import: a job (a folder on the studio PC, or files dropped in the browser) and the state of each of its
 * files, so an import of thousands survives a restart and resumes where it stopped. Tracks gain a genre, the third
 * field bulk edit sets beside artist and album.
 */
export default /* sql */ `
ALTER TABLE tracks ADD COLUMN genre TEXT;

CREATE TABLE import_jobs (
  id INTEGER PRIMARY KEY,
  source TEXT NOT NULL CHECK (source IN ('folder','upload')),
  folder TEXT,
  state TEXT NOT NULL DEFAULT 'running' CHECK (state IN ('scanning','running','done','cancelled')),
  sealed INTEGER NOT NULL DEFAULT 0,
  created_by INTEGER NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
  finished_at TEXT
);

CREATE TABLE import_files (
  id INTEGER PRIMARY KEY,
  job_id INTEGER NOT NULL REFERENCES import_jobs (id) ON DELETE CASCADE,
  path TEXT NOT NULL,
  name TEXT NOT NULL,
  state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending','done','failed','skipped')),
  reason TEXT,
  track_id INTEGER,
  UNIQUE (job_id, path)
);
CREATE INDEX import_files_state ON import_files (job_id, state, id);
`;
