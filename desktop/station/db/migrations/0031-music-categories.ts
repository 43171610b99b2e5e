/**
 * Music categories a music director shapes the hour with (new releases, recurrents, classics…). A song belongs to
 * any number of them; a category's own separation minutes, when set, replace the station's for its songs (a small
 * category of local artists cannot keep an hour between two of its songs). The link goes with the song or the
 * category: nothing points at a category that is gone.
 */
export default /* sql */ `
CREATE TABLE categories (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL COLLATE NOCASE UNIQUE,
  color TEXT NOT NULL DEFAULT '#6b7280',
  artist_min INTEGER CHECK (artist_min IS NULL OR artist_min >= 0),
  title_min INTEGER CHECK (title_min IS NULL OR title_min >= 0),
  album_min INTEGER CHECK (album_min IS NULL OR album_min >= 0),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TABLE track_categories (
  track_id INTEGER NOT NULL REFERENCES tracks(id) ON DELETE CASCADE,
  category_id INTEGER NOT NULL REFERENCES categories(id) ON DELETE CASCADE,
  PRIMARY KEY (track_id, category_id)
) WITHOUT ROWID;
CREATE INDEX track_categories_by_category ON track_categories(category_id, track_id);
`;
