import { PROGRAMMING } from '../../../shared/station-rules';
import type { DueSpot, OnAirSource, QueueItem } from '../../../shared/schemas/programming';
import type { Db } from '../db/database';
import type { StationEvents } from '../events/station-events';
import type { PlayableTrack, TracksRepo } from '../repos/tracks';
import { clonePickerState, initialPickerState, type PickerState, pick } from './picker';
import { createPlannerData } from './planner-data';
import {
  dueBreak,
  initialPlanState,
  liveMissing,
  nextShowStart,
  type PlanInput,
  type PlanState,
  plan,
  showDue,
  showKey,
  spotsForBreak,
  type TimedSlot,
} from './planner';
import { wallTime } from '../../../shared/station-time';
import type { RequestFeed } from '../requests/request-feed';

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
  /** The listener's request this song answers (#26). */
  requestId?: number;
  /** A bundled file outside the library (the hourly station ID's default), played instead of the track's file. */
  file?: string;
}

export interface ProgrammingOptions {
  db: Db;
  tracks: Pick<TracksRepo, 'get'>;
  timeZone: string;
  settings(): { jingleEvery: number; adBreakMinutes: readonly number[] };
  now?: () => number;
  seed?: number;
  /** When given, what the planner has read is forgotten as soon as the library or the programming changes. */
  events?: Pick<StationEvents, 'library' | 'programming'>;
  /** Listeners' requests waiting to air: a music decision plays the oldest one it may (requests/request-feed.ts). */
  requests?: RequestFeed;
}

/** Everything a decision changes; the forecast works on a copy, the air on the original. */
interface Run {
  plan: PlanState;
  picker: PickerState;
  /** Staff inserts (track ids), played before anything the planner decides. */
  pinned: number[];
  /** The rest of a break being aired. */
  spots: Array<{ campaignId: number; trackId: number; breakAt: number }>;
  /** Requests a forecast has already placed (the air's own are told apart by the feed: on air or decoding). */
  requests: number[];
  seq: number;
}

const HORIZON_MS = PROGRAMMING.queueHorizonMinutes * 60_000;
const MAX_FORECAST = 60;

/**
 * The automation between the pure planner and the playout: reads the schedule, playlists and campaigns,
 * keeps what the last decisions were, turns decisions into library tracks, forecasts the next hour for the
 * studio and applies the studio's inserts and removals.
 */
export function createProgramming(options: ProgrammingOptions) {
  const now = options.now ?? Date.now;
  const data = createPlannerData(options.db, () => options.timeZone);
  options.events?.library.event(() => data.invalidate());
  options.events?.programming.event(() => data.invalidate());
  const run: Run = {
    plan: initialPlanState(now()),
    picker: initialPickerState(options.seed ?? Math.floor(Math.random() * 2 ** 32)),
    pinned: [],
    spots: [],
    requests: [],
    seq: 0,
  };
  // Tracks and spots taken out of the next hour by staff, until the hour has passed.
  const skippedTracks = new Map<number, number>();
  const skippedSpots = new Map<string, number>();

  const slotsAt = (at: number): TimedSlot[] => data.slotsAround(wallTime(at, options.timeZone).date);

  function inputAt(at: number, liveOnAir: boolean): PlanInput {
    const { jingleEvery, adBreakMinutes } = options.settings();
    const date = wallTime(at, options.timeZone).date;
    const jingles = jingleEvery > 0 ? data.pool({ kind: 'jingles' }) : null;
    return {
      at,
      timeZone: options.timeZone,
      slots: slotsAt(at),
      defaultPlaylistId: data.defaultPlaylistId(),
      jingleEvery,
      hasJingles: (jingles?.tracks.length ?? 0) > 0,
      adBreakMinutes,
      campaigns: data.campaigns(date),
      liveOnAir,
    };
  }

  function skipSet(at: number): Set<number> {
    const set = new Set<number>();
    for (const [id, until] of skippedTracks) {
      if (until < at) skippedTracks.delete(id);
      else set.add(id);
    }
    return set;
  }

  const item = (
    r: Run,
    source: OnAirSource,
    track: PlayableTrack | undefined,
    extra: Partial<PlannedItem> = {},
  ): PlannedItem | null =>
    track
      ? { id: ++r.seq, source, track, pinned: false, campaignId: null, programmeId: null, breakAt: null, ...extra }
      : null;

  function music(r: Run, at: number, playlistId: number | null, fromSlot: boolean): PlannedItem | null {
    const skip = skipSet(at);
    const own = playlistId !== null ? data.pool({ kind: 'playlist', id: playlistId }) : null;
    if (own && own.tracks.length > 0) {
      const chosen = pick(r.picker, { ...own, skip });
      if (chosen) return item(r, fromSlot ? 'playlist' : 'rotation', options.tracks.get(chosen.id));
    }
    const library = data.pool({ kind: 'library' });
    const chosen = library ? pick(r.picker, { ...library, skip }) : null;
    return chosen ? item(r, 'rotation', options.tracks.get(chosen.id)) : null;
  }

  function requested(r: Run, slot: TimedSlot | null, simulate: boolean): PlannedItem | null {
    const found = options.requests?.next(slot, new Set(r.requests));
    if (!found) return null;
    if (simulate) r.requests.push(found.requestId);
    return item(r, 'rotation', options.tracks.get(found.trackId), { requestId: found.requestId });
  }

  /** One decision on `r`, at `at`. Null: nothing in the library can play (the station-ID loop takes over). */
  function step(r: Run, at: number, liveOnAir: boolean, simulate: boolean): PlannedItem | null {
    const pinnedId = r.pinned.shift();
    if (pinnedId !== undefined)
      return item(r, 'rotation', options.tracks.get(pinnedId), { pinned: true }) ?? step(r, at, liveOnAir, simulate);
    const spot = r.spots.shift();
    if (spot)
      return (
        item(r, 'spot', options.tracks.get(spot.trackId), { campaignId: spot.campaignId, breakAt: spot.breakAt }) ??
        step(r, at, liveOnAir, simulate)
      );
    const input = inputAt(at, liveOnAir);
    const result = plan(input, r.plan, simulate);
    r.plan = result.state;
    const decision = result.decision;
    switch (decision.kind) {
      case 'show':
        return (
          item(r, 'show', options.tracks.get(decision.trackId), { programmeId: decision.slot.id }) ??
          step(r, at, liveOnAir, simulate)
        );
      case 'break': {
        r.spots = decision.spots
          .filter((s) => !skippedSpots.has(`${s.campaignId}@${decision.breakAt}`))
          .map((s) => ({ ...s, breakAt: decision.breakAt }));
        return step(r, at, liveOnAir, simulate);
      }
      case 'jingle': {
        const jingles = data.pool({ kind: 'jingles' });
        const chosen = jingles ? pick(r.picker, { ...jingles, skip: skipSet(at) }) : null;
        return (chosen && item(r, 'jingle', options.tracks.get(chosen.id))) || music(r, at, null, false);
      }
      case 'music':
        return (
          requested(r, decision.slot, simulate) ?? music(r, at, decision.playlistId, decision.slot?.playlistId != null)
        );
    }
  }

  const copy = (r: Run): Run => ({
    plan: { ...r.plan, showsStarted: [...r.plan.showsStarted], simulatedAirings: { ...r.plan.simulatedAirings } },
    picker: clonePickerState(r.picker),
    pinned: [...r.pinned],
    spots: [...r.spots],
    requests: [...r.requests],
    seq: r.seq,
  });

  /** The next hour from `from`, as the planner sees it (a copy of the state; nothing is committed). */
  function forecast(from: number, crossfadeSeconds: number): Array<PlannedItem & { plannedAt: number }> {
    const sim = copy(run);
    const items: Array<PlannedItem & { plannedAt: number }> = [];
    let t = from;
    while (t < from + HORIZON_MS && items.length < MAX_FORECAST) {
      const next = step(sim, t, false, true);
      if (!next) break;
      items.push({ ...next, plannedAt: t });
      const end = t + Math.max(1, next.track.duration - crossfadeSeconds) * 1000;
      const show = nextShowStart(t, end - t, slotsAt(t), sim.plan);
      t = show && next.source !== 'show' && sim.pinned.length === 0 ? show.startAt : end;
    }
    return items;
  }

  return {
    /** Decides and commits the item that starts at `at`. */
    next: (at: number): PlannedItem | null => step(run, at, false, false),
    /** What `next(at)` would give, without committing it (now-playing's "next"). */
    peek: (at: number): PlannedItem | null => step(copy(run), at, false, true),
    forecast,
    /** A recorded show due to start now; commits it so it starts once. */
    showNow(at: number): PlannedItem | null {
      const slot = showDue(at, slotsAt(at), run.plan);
      if (!slot) return null;
      run.plan = { ...run.plan, showsStarted: [...run.plan.showsStarted.slice(-50), showKey(slot)] };
      return item(run, 'show', options.tracks.get(slot.showTrackId!), { programmeId: slot.id });
    },
    /** A recorded show starting within `withinMs` (its decoder is started ahead). */
    showSoon: (at: number, withinMs: number) => nextShowStart(at, withinMs, slotsAt(at), run.plan),
    /** Spots of a break that is due while a live show holds breaks back. */
    dueSpots(at: number): DueSpot[] {
      const input = inputAt(at, true);
      const brk = dueBreak(at, input.adBreakMinutes, input.timeZone, run.plan);
      if (!brk) return [];
      return spotsForBreak(brk, input, run.plan).flatMap((s) => {
        const track = options.tracks.get(s.trackId);
        const campaign = input.campaigns.find((c) => c.id === s.campaignId);
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
      const input = inputAt(at, true);
      const brk = dueBreak(at, input.adBreakMinutes, input.timeZone, run.plan);
      if (!brk) return [];
      const spots = spotsForBreak(brk, input, run.plan);
      run.plan = { ...run.plan, lastBreakAt: brk.at };
      return spots.flatMap(
        (s) => item(run, 'spot', options.tracks.get(s.trackId), { campaignId: s.campaignId, breakAt: brk.at }) ?? [],
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
      if (found.source === 'show') return 'show';
      if (found.requestId !== undefined) options.requests?.remove(found.requestId);
      else if (found.pinned) {
        const index = run.pinned.indexOf(found.track.id);
        if (index >= 0) run.pinned.splice(index, 1);
      } else if (found.source === 'spot' && found.breakAt !== null)
        skippedSpots.set(`${found.campaignId}@${found.breakAt}`, found.breakAt + HORIZON_MS);
      else skippedTracks.set(found.track.id, found.plannedAt + HORIZON_MS);
      for (const [key, until] of skippedSpots) if (until < from) skippedSpots.delete(key);
      return true;
    },
    /** The studio took a listener's request out of the air's next decision: it is rejected, not planned again. */
    dropRequest: (requestId: number) => options.requests?.remove(requestId),
    /** Read everything again (the programming settings changed, or a caller without station events wrote). */
    changed: () => data.invalidate(),
    toQueueItem: (i: PlannedItem & { plannedAt: number }): QueueItem => ({
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
    }),
  };
}
export type Programming = ReturnType<typeof createProgramming>;
