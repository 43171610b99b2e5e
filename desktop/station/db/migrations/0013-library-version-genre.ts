/**
 * The library's change counter (what caches of the library key on, e.g. the public full list of GET /api/tracks)
 * also moves when a song's genre (bulk edit) or its audio file changes: both are in what the list answers.
 */
export default /* sql */ `
CREATE TRIGGER tracks_genre_or_file_changed AFTER UPDATE OF genre, file_name ON tracks BEGIN
  UPDATE change_counter SET value = value + 1 WHERE name = 'programming';
END;
`;
