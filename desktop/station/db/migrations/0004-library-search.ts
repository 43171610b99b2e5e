/**
 * Library search for big archives: an external-content FTS5 index over the tracks' title, artist and album
 * (accent- and case-insensitive: "cancion" finds "Canción"), filled for the rows already there and kept in
 * step by triggers, whoever writes the tracks (API, inbox, import).
 * Album and cover edits also bump the 'programming' counter now, so caches keyed on it (the artists'
 * aggregates) see every field they show.
 */
export default /* sql */ `
CREATE VIRTUAL TABLE tracks_fts USING fts5(
  title, artist, album,
  content = 'tracks', content_rowid = 'id',
  tokenize = "unicode61 remove_diacritics 2"
);
INSERT INTO tracks_fts (tracks_fts) VALUES ('rebuild');

CREATE TRIGGER tracks_fts_added AFTER INSERT ON tracks BEGIN
  INSERT INTO tracks_fts (rowid, title, artist, album) VALUES (new.id, new.title, new.artist, new.album);
END;
CREATE TRIGGER tracks_fts_removed AFTER DELETE ON tracks BEGIN
  INSERT INTO tracks_fts (tracks_fts, rowid, title, artist, album) VALUES ('delete', old.id, old.title, old.artist, old.album);
END;
CREATE TRIGGER tracks_fts_changed AFTER UPDATE OF title, artist, album ON tracks BEGIN
  INSERT INTO tracks_fts (tracks_fts, rowid, title, artist, album) VALUES ('delete', old.id, old.title, old.artist, old.album);
  INSERT INTO tracks_fts (rowid, title, artist, album) VALUES (new.id, new.title, new.artist, new.album);
END;

CREATE INDEX tracks_title ON tracks (title COLLATE NOCASE);
CREATE INDEX tracks_artist ON tracks (artist COLLATE NOCASE);
CREATE INDEX tracks_created ON tracks (created_at, id);

CREATE TRIGGER tracks_library_changed AFTER UPDATE OF album, cover_file ON tracks BEGIN
  UPDATE change_counter SET value = value + 1 WHERE name = 'programming';
END;
`;
