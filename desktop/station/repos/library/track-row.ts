import type { Track, TrackKind } from '../../../../shared/schemas/library/tracks';
import type { TrackRights } from '../../../../shared/schemas/library/track-rights';
import { mediaUrl } from '../../media/urls';

/** A track as its SQLite row holds it. */
export interface TrackRow {
  id: number;
  title: string;
  artist: string;
  album: string | null;
  duration: number;
  file_name: string;
  cover_file: string | null;
  uploaded_by: number;
  created_at: string;
  broken: number;
  cue_in: number | null;
  cue_out: number | null;
  loudness_lufs: number | null;
  analyzed_at: string | null;
  intro_sec: number | null;
  next_start_sec: number | null;
  markers_measured: number;
  genre: string | null;
  kind: TrackKind;
  requestable: number;
  isrc: string | null;
  composers: string | null;
  lyricists: string | null;
  publisher: string | null;
  label: string | null;
  year: number | null;
  rights: TrackRights | null;
}

/** What playout needs beyond the public shape. */
export interface PlayableTrack extends Track {
  fileName: string;
  coverFile: string | null;
  broken: boolean;
  cueIn: number | null;
  cueOut: number | null;
  loudnessLufs: number | null;
  /** Where the intro ends, on the file's timeline (segue-markers.ts); null: none. */
  introSec: number | null;
  /** Where the next item starts over this one's outro, on the file's timeline; null: a cold end. */
  nextStartSec: number | null;
  /** The markers were measured (or set by hand): a null next start is a cold end, not "never looked". */
  markersMeasured: boolean;
}

export const toTrack = (row: TrackRow): PlayableTrack => ({
  id: row.id,
  title: row.title,
  artist: row.artist,
  album: row.album,
  duration: row.duration,
  coverImageUrl: row.cover_file ? mediaUrl('covers', row.cover_file) : null,
  audioFileUrl: mediaUrl('audio', row.file_name),
  uploadedBy: row.uploaded_by,
  createdAt: row.created_at,
  genre: row.genre,
  kind: row.kind,
  requestable: row.requestable === 1,
  isrc: row.isrc,
  composers: row.composers,
  lyricists: row.lyricists,
  publisher: row.publisher,
  label: row.label,
  year: row.year,
  rights: row.rights,
  fileName: row.file_name,
  coverFile: row.cover_file,
  broken: row.broken === 1,
  cueIn: row.cue_in,
  cueOut: row.cue_out,
  loudnessLufs: row.loudness_lufs,
  introSec: row.intro_sec,
  nextStartSec: row.next_start_sec,
  markersMeasured: row.markers_measured === 1,
});

/**
 * Public shape only: strips the playout fields but the markers (the song editor draws them; nothing private in
 * where a song's intro ends), and says no account uploaded it (0, as the spec writes it for the
 * stream pseudo-track): which user added a song is nobody's business outside the station.
 */
export function publicTrack(track: PlayableTrack): Track {
  const { fileName: _f, coverFile: _c, broken: _b, loudnessLufs: _l, markersMeasured: _m, ...rest } = track;
  return { ...rest, uploadedBy: 0 };
}
