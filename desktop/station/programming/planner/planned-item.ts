import type { OnAirSource, QueueItem } from '../../../../shared/schemas/programming/programming';
import type { PlayableTrack } from '../../repos/library/tracks';
import { clonePickerState, type PickerState } from './picker';
import type { PlanState } from './planner';
import type { RuleViolation } from '../../../../shared/schemas/music/separation';
import { copySeparationState, type SeparationState } from './separation';
import type { LogCursor } from './log-position';

/** One item the playout will put on the bus. */
export interface PlannedItem {
  id: number;
  source: OnAirSource;
  track: PlayableTrack;
  pinned: boolean;
  campaignId: number | null;
  programmeId: number | null;
  /** The ad break a spot belongs to. */
  breakAt: number | null;
  /** The listener's request this song answers. */
  requestId?: number;
  /** The music category a clock position picked it from. */
  categoryId?: number;
  /** Separation rules the pick could not keep, with the note the log, the studio and the as-run carry. */
  violations?: RuleViolation[];
  /**
   * How the item met a hard event's mark when no song landed on it: the clock's filler closed the gap, or the item
   * was cut at the mark (its crossfade into the hard event is the fade). The log and the as-run say which.
   */
  fill?: 'filler' | 'fade';
  /** A bundled file outside the library (the hourly station ID's default), played instead of the track's file. */
  file?: string;
  /** The log position it fills (log-position.ts): the id the log, the edits and the as-run know it by. */
  position?: number;
  /** The music director edited this position: the song is theirs, not the planner's pick. */
  edited?: 'lock' | 'swap' | 'move';
}

/** An item of the forecast, with when it is due. */
export type ForecastItem = PlannedItem & { plannedAt: number };

/** Everything a decision changes; the forecast works on a copy, the air on the original. */
export interface Run {
  plan: PlanState;
  picker: PickerState;
  /** Staff inserts (track ids), played before anything the planner decides. */
  pinned: number[];
  /** The rest of a break being aired. */
  spots: Array<{ campaignId: number; trackId: number; breakAt: number }>;
  /** Requests a forecast has already placed (the air's own are told apart by the feed: on air or decoding). */
  requests: number[];
  /** When artists, titles and albums last aired, for the separation rules. */
  separation: SeparationState;
  seq: number;
  /** The log position of the last decision (replaced, never changed in place). */
  cursor?: LogCursor;
}

export const copyRun = (r: Run): Run => ({
  plan: { ...r.plan, showsStarted: [...r.plan.showsStarted], simulatedAirings: { ...r.plan.simulatedAirings } },
  picker: clonePickerState(r.picker),
  pinned: [...r.pinned],
  spots: [...r.spots],
  requests: [...r.requests],
  separation: copySeparationState(r.separation),
  seq: r.seq,
  cursor: r.cursor,
});

/** The next item of `r` for a track; null when the track is gone from the library. */
export const plannedItem = (
  r: Run,
  source: OnAirSource,
  track: PlayableTrack | undefined,
  extra: Partial<PlannedItem> = {},
): PlannedItem | null =>
  track
    ? { id: ++r.seq, source, track, pinned: false, campaignId: null, programmeId: null, breakAt: null, ...extra }
    : null;

/** A forecast item as the studio's queue shows it. */
export const toQueueItem = (i: ForecastItem): QueueItem => ({
  id: i.id,
  source: i.source,
  trackId: i.track.id,
  title: i.track.title,
  artist: i.track.artist,
  duration: i.track.duration,
  plannedAt: new Date(i.plannedAt).toISOString(),
  pinned: i.pinned,
  campaignId: i.campaignId,
  programmeId: i.programmeId,
  ...(i.requestId === undefined ? {} : { requestId: i.requestId }),
  ...(i.violations?.length ? { violations: i.violations } : {}),
});
