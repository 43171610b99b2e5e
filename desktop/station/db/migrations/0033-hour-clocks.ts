/**
 * Hour clocks and the week's grid. A clock's events are a list validated by the API's schema, kept whole as JSON:
 * the planner reads a clock at once and nothing queries inside it. The grid has one row per hour of the ISO week
 * that has a clock of its own; the default clock (one at most) fills the rest. A clock goes with its cells.
 */
export default /* sql */ `
CREATE TABLE clocks (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL COLLATE NOCASE UNIQUE,
  events TEXT NOT NULL,
  is_default INTEGER NOT NULL DEFAULT 0 CHECK (is_default IN (0, 1)),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE UNIQUE INDEX clocks_one_default ON clocks(is_default) WHERE is_default = 1;

CREATE TABLE clock_grid (
  day INTEGER NOT NULL CHECK (day BETWEEN 1 AND 7),
  hour INTEGER NOT NULL CHECK (hour BETWEEN 0 AND 23),
  clock_id INTEGER NOT NULL REFERENCES clocks(id) ON DELETE CASCADE,
  PRIMARY KEY (day, hour)
) WITHOUT ROWID;
`;
