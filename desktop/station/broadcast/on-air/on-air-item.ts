import type { OnAirSource } from '../../../../shared/schemas/programming/programming';
import type { PlannedItem } from '../../programming/planner/programming';
import type { LiveSong } from './live-song';

/** What the mixer carries with each layer and announces when it reaches the air. */
export interface OnAirItem {
  kind: OnAirSource;
  trackId: number | null;
  /** The planner's item (null for live). */
  planned: PlannedItem | null;
  title: string;
  artist: string;
  album: string | null;
  coverImageUrl: string | null;
  /** Seconds that will be played (after trimming); 0 for live. */
  duration: number;
  /** The live show's song as its presenter's encoder sent it (absent: none sent, or not live). */
  song?: LiveSong;
  /** A presenter's recorded link (its voice track), aired as the show's link, not as a song. */
  voiceTrackId?: number;
}
