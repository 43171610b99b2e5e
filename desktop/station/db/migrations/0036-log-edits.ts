/**
 * The log as something the music director edits ahead of airing, and what reconciliation compares.
 * - log_edits: one row per log position the director fixed (locked, swapped or moved), naming the song that airs
 *   there; the planner honours it when the air reaches the position, whatever regenerates around it. A song
 *   deleted from the library takes its edits with it (the position is then planned afresh).
 * - log_plan: the last plan of each position before it aired (what the log said), kept for the day's report.
 * - as_run gets the position an item aired at, the category it was picked from and the rules it broke, so a day
 *   is reconciled position by position and a week's violations are counted per rule and category.
 */
export default /* sql */ `
CREATE TABLE log_edits (
  position INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('lock', 'swap', 'move')),
  track_id INTEGER NOT NULL REFERENCES tracks(id) ON DELETE CASCADE,
  moved_from INTEGER,
  edited_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
  edited_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TABLE log_plan (
  position INTEGER PRIMARY KEY,
  planned_at TEXT NOT NULL,
  kind TEXT NOT NULL,
  track_id INTEGER,
  title TEXT NOT NULL DEFAULT '',
  artist TEXT NOT NULL DEFAULT '',
  category_id INTEGER
);
CREATE INDEX log_plan_planned_at ON log_plan(planned_at);

ALTER TABLE as_run ADD COLUMN log_position INTEGER;
ALTER TABLE as_run ADD COLUMN category_id INTEGER;
ALTER TABLE as_run ADD COLUMN violated_rules TEXT;
CREATE INDEX as_run_log_position ON as_run(log_position) WHERE log_position IS NOT NULL;
`;
