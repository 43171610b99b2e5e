import type { DueSpot } from '../../../../shared/schemas/programming/programming';
import { createDecisions, type DecisionSources, HORIZON_MS } from './decisions';
import { initialPickerState } from './picker';
import { copyRun, type ForecastItem, type PlannedItem, plannedItem, type Run, toQueueItem } from './planned-item';
import type { PlannerData } from './planner-data';
import {
  dueBreak,
  initialPlanState,
  liveMissing,
  nextShowStart,
  showDue,
  showKey,
  spotsForBreak,
  type TimedSlot,
} from './planner';
import { StaffSkips } from './staff-skips';
import { initialSeparationState, notePlayed } from './separation';
import type { Candidate } from './picker';
import { airDecisions } from './join-air';

export type { PlannedItem } from './planned-item';

/** Items a log request may hold: from now to eight days ahead (the log runs from the air's state), short songs too. */
const LOG_MAX_ITEMS = 12_000;

export interface ProgrammingOptions extends DecisionSources {
  /** What it reads: the station's one copy (planner-data.ts), fresh after every published change. */
  data: PlannerData;
  now: () => number;
  seed?: number;
  /**
   * The songs that aired from an instant on (the as-run), oldest first: the separation rules start from them, so a
   * restart does not forget what aired in the last hours.
   */
  aired?(since: number): ReadonlyArray<Pick<Candidate, 'artist' | 'title' | 'album'> & { at: number }>;
}

/** A week back: the longest separation a rule can ask for (separation.ts keeps no more). */
const HISTORY_MS = 7 * 86_400_000;

/** The separation state the air starts from: what aired in the last week, as the as-run recorded it. */
function separationFromHistory(options: ProgrammingOptions) {
  const state = initialSeparationState();
  for (const song of options.aired?.(options.now() - HISTORY_MS) ?? []) notePlayed(state, song, song.at);
  return state;
}

/**
 * The file a recorded slot airs. A syndicated episode longer than its slot, on a show whose rule is to fade at the
 * slot's end, is cut there (its cue-out), so the next item crossfades in on time; otherwise it plays out.
 */
function showTrackOf(tracks: ProgrammingOptions['tracks'], data: PlannerData, slot: TimedSlot) {
  const track = tracks.get(slot.showTrackId!);
  if (!track || slot.showId == null || data.tooLong(slot.showId) !== 'fade') return track;
  const lastSecond = (track.cueIn ?? 0) + (slot.endAt - slot.startAt) / 1000;
  return (track.cueOut ?? track.duration) > lastSecond ? { ...track, cueOut: lastSecond } : track;
}

/**
 * The automation between the pure planner and the playout: reads the schedule, playlists and campaigns,
 * keeps what the last decisions were, turns decisions into library tracks, forecasts the next hour for the
 * studio and applies the studio's inserts and removals.
 */
export function createProgramming(options: ProgrammingOptions) {
  const { now, data } = options;
  const run: Run = {
    plan: initialPlanState(now()),
    picker: initialPickerState(options.seed ?? Math.floor(Math.random() * 2 ** 32)),
    pinned: [],
    spots: [],
    requests: [],
    separation: separationFromHistory(options),
    seq: 0,
  };
  const skips = new StaffSkips();
  const { slotsAt, inputAt, step, forecast: decideAhead, walk } = createDecisions(options, data, skips);
  const air = airDecisions(run, step, walk);

  /** The next hour from `from`, as the planner sees it (a copy of the state; nothing is committed). */
  const forecast = (from: number, crossfadeSeconds: number): ForecastItem[] =>
    decideAhead(copyRun(run), from, crossfadeSeconds);

  /**
   * The log from `from` to `to`: the same seeded decisions the air will take, run forward on a copy (nothing is
   * committed), so what the log says is what airs unless something changes before then.
   */
  const log = (from: number, to: number, crossfadeSeconds: number): ForecastItem[] =>
    decideAhead(copyRun(run), from, crossfadeSeconds, to, LOG_MAX_ITEMS);

  /** The break due at `at` while a live show holds breaks back, with the planner's input it was found with. */
  function breakDue(at: number) {
    const input = inputAt(at, true);
    const brk = dueBreak(at, input.adBreakMinutes, input.timeZone, run.plan);
    return brk ? { brk, input, spots: spotsForBreak(brk, input, run.plan) } : null;
  }

  const showTrack = (slot: TimedSlot) => showTrackOf(options.tracks, data, slot);

  return {
    /** Decides and commits the item that starts at `at`. */
    next: air.next,
    airState: air.state,
    join: air.join,
    /** What `next(at)` would give, without committing it (now-playing's "next"). */
    peek: (at: number): PlannedItem | null => step(copyRun(run), at, false, true),
    forecast,
    log,
    /** A recorded show due to start now; commits it so it starts once. */
    showNow(at: number): PlannedItem | null {
      const slot = showDue(at, slotsAt(at), run.plan);
      if (!slot) return null;
      run.plan = { ...run.plan, showsStarted: [...run.plan.showsStarted.slice(-50), showKey(slot)] };
      return plannedItem(run, 'show', showTrack(slot), { programmeId: slot.id });
    },
    showTrack,
    /** A recorded show starting within `withinMs` (its decoder is started ahead). */
    showSoon: (at: number, withinMs: number) => nextShowStart(at, withinMs, slotsAt(at), run.plan),
    /** Spots of a break that is due while a live show holds breaks back. */
    dueSpots(at: number): DueSpot[] {
      const due = breakDue(at);
      if (!due) return [];
      return due.spots.flatMap((s) => {
        const track = options.tracks.get(s.trackId);
        const campaign = due.input.campaigns.find((c) => c.id === s.campaignId);
        return track
          ? [
              {
                campaignId: s.campaignId,
                advertiser: campaign?.advertiser ?? '',
                title: campaign?.title ?? '',
                trackId: s.trackId,
                spotTitle: track.title,
                duration: track.duration,
              },
            ]
          : [];
      });
    },
    /** The host plays the due break now: its spots are committed and returned in order. */
    takeBreak(at: number): PlannedItem[] {
      const due = breakDue(at);
      if (!due) return [];
      const { brk } = due;
      run.plan = { ...run.plan, lastBreakAt: brk.at };
      return due.spots.flatMap(
        (s) =>
          plannedItem(run, 'spot', options.tracks.get(s.trackId), { campaignId: s.campaignId, breakAt: brk.at }) ?? [],
      );
    },
    liveMissing: (at: number, liveOnAir: boolean) => liveMissing(at, slotsAt(at), liveOnAir),
    slotAt: (at: number) => slotsAt(at),
    insert(trackId: number): boolean {
      if (!options.tracks.get(trackId)) return false;
      run.pinned.unshift(trackId);
      return true;
    },
    /** Takes a forecast item out of the next hour. False when there is no such item; 'show' for a recorded show (edit the schedule). */
    remove(id: number, from: number, crossfadeSeconds: number): boolean | 'show' {
      const found = forecast(from, crossfadeSeconds).find((i) => i.id === id);
      if (!found) return false;
      // A recorded show the schedule starts is hard-timed; one the staff put on air by hand is taken off like any insert.
      if (found.source === 'show' && !found.pinned) return 'show';
      if (found.requestId !== undefined) options.requests?.remove(found.requestId);
      else if (found.pinned) {
        const index = run.pinned.indexOf(found.track.id);
        if (index >= 0) run.pinned.splice(index, 1);
      } else if (found.source === 'spot' && found.breakAt !== null)
        skips.skipSpot(found.campaignId, found.breakAt, found.breakAt + HORIZON_MS);
      else skips.skipTrack(found.track.id, found.plannedAt + HORIZON_MS);
      skips.forgetSpotsBefore(from);
      return true;
    },
    /** The studio took a listener's request out of the air's next decision: it is rejected, not planned again. */
    dropRequest: (requestId: number) => options.requests?.remove(requestId),
    /** Read everything again (the programming settings changed). */
    changed: () => data.invalidate(),
    toQueueItem,
  };
}
export type Programming = ReturnType<typeof createProgramming>;
