/**
 * Listeners' song requests. `tracks.requestable` is the admin's word on a song; jingles, spots and
 * shows are never requestable, whatever the admin or a later kind change says: the triggers keep the column false
 * for them (a kind change back to music makes the track requestable again, the default for songs), and a write that
 * asks for a requestable non-song is aborted.
 *
 * A request keeps the title and artist it was made for, so it still reads right after the track is deleted (the
 * link is then cleared and a waiting request expires). `pending` is reserved for a request not yet accepted: every
 * request is accepted or refused at once today, so an accepted one starts `queued`. The dedication is seen by
 * nobody until the studio approves it. A listener is known only by two hashes: of the signed cookie's id and of
 * the address, both keyed with a secret of the station.
 */
export default /* sql */ `
ALTER TABLE tracks ADD COLUMN requestable INTEGER NOT NULL DEFAULT 1 CHECK (requestable IN (0, 1));
UPDATE tracks SET requestable = 0 WHERE kind <> 'music';

CREATE TRIGGER tracks_requestable_kind_insert AFTER INSERT ON tracks
 WHEN NEW.kind <> 'music' AND NEW.requestable = 1 BEGIN
  UPDATE tracks SET requestable = 0 WHERE id = NEW.id;
END;
CREATE TRIGGER tracks_requestable_kind_changed AFTER UPDATE OF kind ON tracks WHEN NEW.kind IS NOT OLD.kind BEGIN
  UPDATE tracks SET requestable = CASE WHEN NEW.kind = 'music' THEN 1 ELSE 0 END WHERE id = NEW.id;
END;
CREATE TRIGGER tracks_requestable_music_only BEFORE UPDATE OF requestable ON tracks
 WHEN NEW.requestable = 1 AND NEW.kind <> 'music' BEGIN
  SELECT RAISE(ABORT, 'only songs can be requested');
END;

CREATE TABLE song_requests (
  id INTEGER PRIMARY KEY,
  track_id INTEGER REFERENCES tracks(id) ON DELETE SET NULL,
  title TEXT NOT NULL,
  artist TEXT NOT NULL,
  dedication TEXT CHECK (dedication IS NULL OR length(dedication) BETWEEN 1 AND 140),
  dedication_state TEXT NOT NULL DEFAULT 'none'
    CHECK (dedication_state IN ('none', 'pending', 'approved', 'rejected')),
  status TEXT NOT NULL DEFAULT 'queued' CHECK (status IN ('pending', 'queued', 'aired', 'rejected', 'expired')),
  expected_at TEXT,
  created_at TEXT NOT NULL,
  aired_at TEXT,
  listener_hash TEXT NOT NULL,
  address_hash TEXT NOT NULL,
  CHECK ((dedication IS NULL) = (dedication_state = 'none'))
);
CREATE INDEX song_requests_status ON song_requests (status, created_at);
CREATE INDEX song_requests_listener ON song_requests (listener_hash, created_at);
CREATE INDEX song_requests_address ON song_requests (address_hash, created_at);
CREATE INDEX song_requests_track ON song_requests (track_id, status);
`;
