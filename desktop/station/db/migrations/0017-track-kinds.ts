/**
 * Each track says what it is for: a song (`music`), a jingle, an ad spot or a recorded show. Only songs reach the
 * public site; the rest is the station's own material. Existing tracks take the kind their use already gave them
 * (what the default rotation left out): a spot of a campaign, else a jingle of a jingles list, else a programme's
 * recording. From now on the lists that use a track set its kind, whoever writes them (API, restore, a later
 * writer): joining a jingles list makes a jingle, becoming a campaign's spot a spot, a programme's recording a
 * show. Leaving the list does not turn it back into a song: the admin says so (one by one or in bulk).
 * The library's change counter moves with the kind, as the cached lists answer by it.
 */
export default /* sql */ `
ALTER TABLE tracks ADD COLUMN kind TEXT NOT NULL DEFAULT 'music' CHECK (kind IN ('music','jingle','spot','show'));

UPDATE tracks SET kind = 'show'
 WHERE id IN (SELECT show_track_id FROM schedule_programs WHERE show_track_id IS NOT NULL);
UPDATE tracks SET kind = 'jingle'
 WHERE id IN (SELECT pt.track_id FROM playlist_tracks pt JOIN playlists p ON p.id = pt.playlist_id WHERE p.kind = 'jingles');
UPDATE tracks SET kind = 'spot'
 WHERE id IN (SELECT spot_track_id FROM campaigns WHERE spot_track_id IS NOT NULL);

CREATE INDEX tracks_kind_created ON tracks (kind, created_at, id);

CREATE TRIGGER tracks_kind_changed AFTER UPDATE OF kind ON tracks WHEN NEW.kind IS NOT OLD.kind BEGIN
  UPDATE change_counter SET value = value + 1 WHERE name = 'programming';
END;

CREATE TRIGGER playlist_track_jingle AFTER INSERT ON playlist_tracks
 WHEN (SELECT kind FROM playlists WHERE id = NEW.playlist_id) = 'jingles' BEGIN
  UPDATE tracks SET kind = 'jingle' WHERE id = NEW.track_id AND kind <> 'jingle';
END;
CREATE TRIGGER playlist_became_jingles AFTER UPDATE OF kind ON playlists
 WHEN NEW.kind = 'jingles' AND OLD.kind <> 'jingles' BEGIN
  UPDATE tracks SET kind = 'jingle'
   WHERE kind <> 'jingle' AND id IN (SELECT track_id FROM playlist_tracks WHERE playlist_id = NEW.id);
END;

CREATE TRIGGER campaign_spot_added AFTER INSERT ON campaigns WHEN NEW.spot_track_id IS NOT NULL BEGIN
  UPDATE tracks SET kind = 'spot' WHERE id = NEW.spot_track_id AND kind <> 'spot';
END;
CREATE TRIGGER campaign_spot_chosen AFTER UPDATE OF spot_track_id ON campaigns
 WHEN NEW.spot_track_id IS NOT NULL AND NEW.spot_track_id IS NOT OLD.spot_track_id BEGIN
  UPDATE tracks SET kind = 'spot' WHERE id = NEW.spot_track_id AND kind <> 'spot';
END;

CREATE TRIGGER programme_show_added AFTER INSERT ON schedule_programs WHEN NEW.show_track_id IS NOT NULL BEGIN
  UPDATE tracks SET kind = 'show' WHERE id = NEW.show_track_id AND kind <> 'show';
END;
CREATE TRIGGER programme_show_chosen AFTER UPDATE OF show_track_id ON schedule_programs
 WHEN NEW.show_track_id IS NOT NULL AND NEW.show_track_id IS NOT OLD.show_track_id BEGIN
  UPDATE tracks SET kind = 'show' WHERE id = NEW.show_track_id AND kind <> 'show';
END;
`;
