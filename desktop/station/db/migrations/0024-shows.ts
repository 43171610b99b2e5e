/**
 * Shows: a programme that recurs by rules instead of a row per date. `schedule_programs` stays the table of
 * one-off occurrences (specials, and every dated programme entered before shows existed: they keep airing as
 * they are, with no show), and gains the show a one-off belongs to.
 *
 * Rules: `days` is a bitmask of ISO weekdays (bit 0 = Monday … bit 6 = Sunday); weekly every `every_weeks` weeks,
 * or monthly on the `nth` (1..4, -1 = last) of those weekdays. Times are station wall times; a duration may run
 * past midnight. Exceptions are keyed by the occurrence's rule start in station time (date + HH:MM), so a change
 * of the station's zone keeps them on the airing they were made for.
 *
 * History (as_run, play_history) stores the show's title as text, so deleting a show deletes none of it.
 */
export default /* sql */ `
CREATE TABLE shows (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  slug TEXT NOT NULL UNIQUE,
  description TEXT NOT NULL DEFAULT '',
  image_id INTEGER REFERENCES gallery_images(id) ON DELETE SET NULL,
  colour TEXT NOT NULL DEFAULT '#2563eb',
  kind TEXT NOT NULL CHECK (kind IN ('music','live','recorded','relay','repeat')),
  playlist_id INTEGER REFERENCES playlists(id) ON DELETE SET NULL,
  podcast_id INTEGER REFERENCES podcasts(id) ON DELETE SET NULL,
  relay_url TEXT,
  repeat_of_show_id INTEGER REFERENCES shows(id) ON DELETE SET NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now'))
);

CREATE TABLE show_presenters (
  show_id INTEGER NOT NULL REFERENCES shows(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (show_id, user_id)
);
CREATE INDEX show_presenters_user ON show_presenters(user_id);

CREATE TABLE show_rules (
  id INTEGER PRIMARY KEY,
  show_id INTEGER NOT NULL REFERENCES shows(id) ON DELETE CASCADE,
  days INTEGER NOT NULL CHECK (days BETWEEN 1 AND 127),
  start TEXT NOT NULL,
  duration_min INTEGER NOT NULL CHECK (duration_min BETWEEN 1 AND 1440),
  from_date TEXT,
  until_date TEXT,
  every_weeks INTEGER NOT NULL DEFAULT 1 CHECK (every_weeks BETWEEN 1 AND 52),
  nth INTEGER CHECK (nth IS NULL OR nth IN (1, 2, 3, 4, -1))
);
CREATE INDEX show_rules_show ON show_rules(show_id);

CREATE TABLE show_exceptions (
  id INTEGER PRIMARY KEY,
  show_id INTEGER NOT NULL REFERENCES shows(id) ON DELETE CASCADE,
  occurrence_date TEXT NOT NULL,
  occurrence_time TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('scheduled','moved','cancelled','replaced')),
  new_date TEXT,
  new_time TEXT,
  duration_min INTEGER CHECK (duration_min IS NULL OR duration_min BETWEEN 1 AND 1440),
  replacement_show_id INTEGER REFERENCES shows(id) ON DELETE SET NULL,
  replacement_program_id INTEGER REFERENCES schedule_programs(id) ON DELETE SET NULL,
  track_id INTEGER REFERENCES tracks(id) ON DELETE SET NULL,
  UNIQUE (show_id, occurrence_date, occurrence_time)
);
CREATE INDEX show_exceptions_track ON show_exceptions(track_id) WHERE track_id IS NOT NULL;

ALTER TABLE schedule_programs ADD COLUMN show_id INTEGER REFERENCES shows(id) ON DELETE SET NULL;
`;
