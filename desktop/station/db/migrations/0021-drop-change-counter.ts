/**
 * The programming change counter and its triggers go: the repositories publish their committed writes as station
 * events (events/change-publisher.ts), which the planner's cache, the library's ETag version and the engine follow.
 */
export default `
DROP TRIGGER IF EXISTS tracks_added;
DROP TRIGGER IF EXISTS tracks_removed;
DROP TRIGGER IF EXISTS tracks_changed;
DROP TRIGGER IF EXISTS tracks_genre_or_file_changed;
DROP TRIGGER IF EXISTS tracks_library_changed;
DROP TRIGGER IF EXISTS tracks_kind_changed;
DROP TRIGGER IF EXISTS playlists_added;
DROP TRIGGER IF EXISTS playlists_removed;
DROP TRIGGER IF EXISTS playlists_changed;
DROP TRIGGER IF EXISTS playlist_tracks_added;
DROP TRIGGER IF EXISTS playlist_tracks_removed;
DROP TRIGGER IF EXISTS playlist_tracks_changed;
DROP TRIGGER IF EXISTS schedule_added;
DROP TRIGGER IF EXISTS schedule_removed;
DROP TRIGGER IF EXISTS schedule_changed;
DROP TRIGGER IF EXISTS campaigns_added;
DROP TRIGGER IF EXISTS campaigns_removed;
DROP TRIGGER IF EXISTS campaigns_changed;
DROP TABLE IF EXISTS change_counter;
`;
