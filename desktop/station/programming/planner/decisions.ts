import type { OnAirSource } from '../../../../shared/schemas/programming/programming';
import type { TrackKind } from '../../../../shared/schemas/library/tracks';
import { PROGRAMMING } from '../../../../shared/station/station-rules';
import { wallTime } from '../../../../shared/station/station-time';
import { type Candidate, pick } from './picker';
import { airSeconds, createFillToTime } from './fill-to-time';
import { HARD_TOLERANCE_MS } from './clock-step';
import { createTimedMusic, type MusicDecision } from './timed-music';
import { createSeparatedPicks, type SeparationSources } from './separated-picks';
import { type ForecastItem, type PlannedItem, plannedItem, type Run } from './planned-item';
import type { PlannerData } from './planner-data';
import { nextShowStart, type PlanInput, type PlannedCampaign, plan, slotAt, type TimedSlot } from './planner';
import type { StaffSkips } from './staff-skips';
import { honourEdits, type LogEditsSource } from './honour-edits';
import { newestTrack, type NewestSources } from './newest-news';

export const HORIZON_MS = PROGRAMMING.queueHorizonMinutes * 60_000;
/** What a library track airs as when the staff put it on air by hand. */
const SOURCE_OF_KIND: Readonly<Record<TrackKind, OnAirSource>> = {
  music: 'rotation',
  jingle: 'jingle',
  spot: 'spot',
  show: 'show',
};
const MAX_FORECAST = 60;

/** What decisions are made from: the library, the station's settings and listeners' requests. */
export interface DecisionSources extends SeparationSources, NewestSources {
  timeZone: string;
  settings(): { jingleEvery: number; adBreakMinutes: readonly number[] };
  /** The air's crossfade: the next item starts this long before one ends (0 when not given). */
  crossfadeSeconds?(): number;
  /** The music director's edits of log positions (absent: none). */
  edits?: LogEditsSource;
}

/** What the pure planner decides from at `at`. */
function planInputAt(sources: DecisionSources, data: PlannerData, at: number, liveOnAir: boolean): PlanInput {
  const { timeZone } = sources;
  const { jingleEvery, adBreakMinutes } = sources.settings();
  const date = wallTime(at, timeZone).date;
  const slots = data.slotsAround(date);
  // The clock of the hour about to start when `at` is within the tolerance of it (clock-step.ts); a music show that
  // follows a clock replaces the grid's clock for its slot, elsewhere the hour's cell decides.
  const clock = data.clockAt(at + HARD_TOLERANCE_MS, slotAt(at + HARD_TOLERANCE_MS, slots)?.clockId);
  const jingles = jingleEvery > 0 || clock ? data.pool({ kind: 'jingles' }) : null;
  return {
    at,
    timeZone,
    slots,
    defaultPlaylistId: data.defaultPlaylistId(),
    jingleEvery,
    hasJingles: (jingles?.tracks.length ?? 0) > 0,
    adBreakMinutes,
    campaigns: data.campaigns(date),
    liveOnAir,
    clock,
  };
}

/**
 * The planner's decisions turned into library tracks: a staff insert, the rest of a break, then what the pure
 * planner decides (a show, a break, a jingle, a listener's request or music), on a Run the caller owns, so the
 * forecast can decide on a copy.
 */
export function createDecisions(sources: DecisionSources, data: PlannerData, skips: StaffSkips) {
  const { tracks, timeZone } = sources;
  const slotsAt = (at: number): TimedSlot[] => data.slotsAround(wallTime(at, timeZone).date);

  const inputAt = (at: number, liveOnAir: boolean) => planInputAt(sources, data, at, liveOnAir);

  const { pickKeeping, fromCategory, requested } = createSeparatedPicks(sources, data);
  const fill = createFillToTime({
    timeZone,
    clockAt: data.clockAt,
    categoryTracks: (id) => data.pool({ kind: 'category', id })?.tracks,
  });

  function music(
    r: Run,
    at: number,
    { playlistId, slot, categoryId }: MusicDecision,
    fit: ((c: Candidate) => number) | null = null,
  ): PlannedItem | null {
    const fromSlot = slot?.playlistId != null;
    const skip = skips.tracksAt(at);
    const clocked = categoryId === undefined ? null : fromCategory(r, at, categoryId, skip, fit);
    if (clocked) return clocked;
    const own = playlistId !== null ? data.pool({ kind: 'playlist', id: playlistId }) : null;
    if (own && own.tracks.length > 0) {
      const found = pickKeeping(r, { ...own, skip }, at, 'lista', null);
      if (found) return plannedItem(r, fromSlot ? 'playlist' : 'rotation', tracks.get(found.chosen.id), found.extra);
    }
    const library = data.pool({ kind: 'library' });
    const found = library ? pickKeeping(r, { ...library, skip }, at, 'rotación', null) : null;
    return found ? plannedItem(r, 'rotation', tracks.get(found.chosen.id), found.extra) : null;
  }

  /**
   * A staff insert («Poner a continuación») airs as what its track is, wherever it was started from: a jingle, a
   * recorded show, music, or a spot that is proof of airing for the campaign running today that owes it most spots.
   */
  function inserted(r: Run, at: number, trackId: number): PlannedItem | null {
    const track = tracks.get(trackId);
    if (track?.kind !== 'spot') return plannedItem(r, SOURCE_OF_KIND[track?.kind ?? 'music'], track, { pinned: true });
    const owing = (c: PlannedCampaign) => c.spots - c.aired;
    const [campaign] = data
      .campaigns(wallTime(at, timeZone).date)
      .filter((c) => c.spotTrackId === track.id)
      .sort((a, b) => owing(b) - owing(a));
    return plannedItem(r, 'spot', track, { pinned: true, campaignId: campaign?.id ?? null, breakAt: at });
  }

  const { musicToTime, cutIfOver } = createTimedMusic({ tracks, fill, requested, fromCategory, music, skips });

  /** One decision on `r`, at `at`. Null: nothing in the library can play (the station ID, once an hour, then silence). */
  function decide(
    r: Run,
    at: number,
    liveOnAir: boolean,
    simulate: boolean,
    xf = sources.crossfadeSeconds?.() ?? 0,
  ): PlannedItem | null {
    const again = () => decide(r, at, liveOnAir, simulate, xf);
    const pinnedId = r.pinned.shift();
    if (pinnedId !== undefined) return inserted(r, at, pinnedId) ?? again();
    const spot = r.spots.shift();
    if (spot)
      return (
        plannedItem(r, 'spot', tracks.get(spot.trackId), { campaignId: spot.campaignId, breakAt: spot.breakAt }) ??
        again()
      );
    const result = plan(inputAt(at, liveOnAir), r.plan, simulate);
    r.plan = result.state;
    const decision = result.decision;
    switch (decision.kind) {
      case 'show':
        return plannedItem(r, 'show', tracks.get(decision.trackId), { programmeId: decision.slot.id }) ?? again();
      case 'break': {
        r.spots = decision.spots
          .filter((s) => !skips.spotSkipped(s.campaignId, decision.breakAt))
          .map((s) => ({ ...s, breakAt: decision.breakAt }));
        return again();
      }
      case 'jingle': {
        const jingles = data.pool({ kind: 'jingles' });
        const chosen = jingles ? pick(r.picker, { ...jingles, skip: skips.tracksAt(at) }) : null;
        const mark = fill.markAfter(at, r.plan.clock);
        const jingle = chosen && plannedItem(r, 'jingle', tracks.get(chosen.id));
        if (!jingle) return music(r, at, { kind: 'music', playlistId: null, slot: null });
        return mark === null ? jingle : cutIfOver(jingle, at, mark, xf);
      }
      case 'music':
        return musicToTime(r, at, decision, simulate, xf);
      case 'newest':
        return plannedItem(r, 'show', newestTrack(sources, decision, simulate)) ?? again();
    }
  }

  const step = honourEdits(decide, sources, data);

  const walk = (sim: Run, from: number, crossfadeSeconds: number) =>
    walkDecisions(step, slotsAt, sim, from, crossfadeSeconds);
  /** The next hour from `from` decided on `sim` (a copy of the air's run: nothing is committed). */
  const forecast = (sim: Run, from: number, crossfadeSeconds: number, until = from + HORIZON_MS, most = MAX_FORECAST) =>
    firstOf(walk(sim, from, crossfadeSeconds), from, until, most);

  return { slotsAt, inputAt, step, forecast, walk };
}

/**
 * The decisions from `from` on, as the log takes them: each item starts when the one before begins its crossfade
 * out, or when a recorded show's slot starts (the show cuts in). Decided on `sim`, which the caller owns.
 */
function* walkDecisions(
  step: ReturnType<typeof honourEdits>,
  slotsAt: (at: number) => TimedSlot[],
  sim: Run,
  from: number,
  crossfadeSeconds: number,
): Generator<ForecastItem & { endAt: number }> {
  let t = from;
  for (;;) {
    const next = step(sim, t, false, true, crossfadeSeconds);
    if (!next) return;
    const end = t + Math.max(1, airSeconds(next.track) - crossfadeSeconds) * 1000;
    const show = nextShowStart(t, end - t, slotsAt(t), sim.plan);
    const endAt = show && next.source !== 'show' && sim.pinned.length === 0 ? show.startAt : end;
    yield { ...next, plannedAt: t, endAt };
    t = endAt;
  }
}

/** The walk's items that start before `until`, `most` at the most. */
function firstOf(walk: Iterable<ForecastItem & { endAt: number }>, from: number, until: number, most: number) {
  const items: ForecastItem[] = [];
  if (from >= until || most <= 0) return items;
  for (const { endAt, ...item } of walk) {
    items.push(item);
    if (endAt >= until || items.length >= most) break;
  }
  return items;
}
