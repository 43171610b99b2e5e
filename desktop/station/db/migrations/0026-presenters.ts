/**
 * Presenters: an account's role, the show a podcast belongs to, and the drafts each live session leaves.
 *
 * `role` is written beside `is_admin`, which the spec's clients still read: the triggers keep the two in step
 * whichever one a statement writes, so code from before the role (and a restored old backup) stays right. On insert
 * `is_admin` decides, as every writer before this migration set only that column.
 *
 * `show_id` columns name a row of `shows` (migration 24) without a foreign key: a podcast or a recording outlives the
 * show it came from (the issue keeps a deleted show's history), and the column must not stop them being written.
 *
 * A draft is what a live session left for its presenter to trim and publish; publishing cuts the recording into an
 * episode (podcast_episodes, as an admin's cut) and removes the draft, so feeds and public lists never see drafts.
 */
export default /* sql */ `
ALTER TABLE users ADD COLUMN role TEXT NOT NULL DEFAULT 'admin' CHECK (role IN ('admin','presenter'));
UPDATE users SET role = CASE WHEN is_admin = 1 THEN 'admin' ELSE 'presenter' END;
CREATE TRIGGER users_role_on_insert AFTER INSERT ON users
  WHEN NEW.role IS NOT (CASE WHEN NEW.is_admin = 1 THEN 'admin' ELSE 'presenter' END)
  BEGIN UPDATE users SET role = CASE WHEN NEW.is_admin = 1 THEN 'admin' ELSE 'presenter' END WHERE id = NEW.id; END;
CREATE TRIGGER users_role_follows_is_admin AFTER UPDATE OF is_admin ON users
  BEGIN UPDATE users SET role = CASE WHEN NEW.is_admin = 1 THEN 'admin' ELSE 'presenter' END WHERE id = NEW.id; END;
CREATE TRIGGER users_is_admin_follows_role AFTER UPDATE OF role ON users
  BEGIN UPDATE users SET is_admin = CASE WHEN NEW.role = 'admin' THEN 1 ELSE 0 END WHERE id = NEW.id; END;


ALTER TABLE recordings ADD COLUMN presenter_id INTEGER REFERENCES users(id) ON DELETE SET NULL;
ALTER TABLE recordings ADD COLUMN show_id INTEGER;
ALTER TABLE recordings ADD COLUMN occurrence_start TEXT;
CREATE INDEX recordings_presenter ON recordings (presenter_id, started_at);

CREATE TABLE podcast_drafts (
  id INTEGER PRIMARY KEY,
  podcast_id INTEGER NOT NULL REFERENCES podcasts(id) ON DELETE CASCADE,
  recording_id INTEGER NOT NULL REFERENCES recordings(id) ON DELETE CASCADE,
  presenter_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  show_id INTEGER,
  occurrence_start TEXT,
  title TEXT NOT NULL,
  start_sec REAL,
  end_sec REAL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
  UNIQUE (recording_id)
);
CREATE INDEX podcast_drafts_presenter ON podcast_drafts (presenter_id, created_at DESC);
`;
