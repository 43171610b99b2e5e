import type { OnAirSource } from '../../../../shared/schemas/programming/programming';
import type { TrackKind } from '../../../../shared/schemas/library/tracks';
import { PROGRAMMING } from '../../../../shared/station/station-rules';
import { wallTime } from '../../../../shared/station/station-time';
import { pick } from './picker';
import { createSeparatedPicks, type SeparationSources } from './separated-picks';
import { type ForecastItem, type PlannedItem, plannedItem, type Run } from './planned-item';
import type { PlannerData } from './planner-data';
import {
  type Decision,
  nextShowStart,
  type PlanInput,
  type PlannedCampaign,
  plan,
  slotAt,
  type TimedSlot,
} from './planner';
import type { StaffSkips } from './staff-skips';

export const HORIZON_MS = PROGRAMMING.queueHorizonMinutes * 60_000;
/** What a library track airs as when the staff put it on air by hand. */
const SOURCE_OF_KIND: Readonly<Record<TrackKind, OnAirSource>> = {
  music: 'rotation',
  jingle: 'jingle',
  spot: 'spot',
  show: 'show',
};
const MAX_FORECAST = 60;
type MusicDecision = Extract<Decision, { kind: 'music' }>;

/** What decisions are made from: the library, the station's settings and listeners' requests. */
export interface DecisionSources extends SeparationSources {
  timeZone: string;
  settings(): { jingleEvery: number; adBreakMinutes: readonly number[] };
}

/**
 * The planner's decisions turned into library tracks: a staff insert, the rest of a break, then what the pure
 * planner decides (a show, a break, a jingle, a listener's request or music), on a Run the caller owns, so the
 * forecast can decide on a copy.
 */
export function createDecisions(sources: DecisionSources, data: PlannerData, skips: StaffSkips) {
  const { tracks, timeZone } = sources;
  const slotsAt = (at: number): TimedSlot[] => data.slotsAround(wallTime(at, timeZone).date);

  function inputAt(at: number, liveOnAir: boolean): PlanInput {
    const { jingleEvery, adBreakMinutes } = sources.settings();
    const date = wallTime(at, timeZone).date;
    const slots = slotsAt(at);
    // A music show that follows a clock replaces the grid's clock for its slot; elsewhere the hour's cell decides.
    const clock = data.clockAt(at, slotAt(at, slots)?.clockId);
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

  const { pickKeeping, fromCategory, requested } = createSeparatedPicks(sources, data);

  function music(r: Run, at: number, { playlistId, slot, categoryId }: MusicDecision): PlannedItem | null {
    const fromSlot = slot?.playlistId != null;
    const skip = skips.tracksAt(at);
    const clocked = categoryId === undefined ? null : fromCategory(r, at, categoryId, skip);
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

  /** One decision on `r`, at `at`. Null: nothing in the library can play (the station ID, once an hour, then silence). */
  function step(r: Run, at: number, liveOnAir: boolean, simulate: boolean): PlannedItem | null {
    const again = () => step(r, at, liveOnAir, simulate);
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
        return (
          (chosen && plannedItem(r, 'jingle', tracks.get(chosen.id))) ||
          music(r, at, { kind: 'music', playlistId: null, slot: null })
        );
      }
      case 'music':
        return requested(r, at, decision.slot, simulate) ?? music(r, at, decision);
    }
  }

  /** The next hour from `from` decided on `sim` (a copy of the air's run: nothing is committed). */
  function forecast(
    sim: Run,
    from: number,
    crossfadeSeconds: number,
    until = from + HORIZON_MS,
    most = MAX_FORECAST,
  ): ForecastItem[] {
    const items: ForecastItem[] = [];
    let t = from;
    while (t < until && items.length < most) {
      const next = step(sim, t, false, true);
      if (!next) break;
      items.push({ ...next, plannedAt: t });
      const end = t + Math.max(1, next.track.duration - crossfadeSeconds) * 1000;
      const show = nextShowStart(t, end - t, slotsAt(t), sim.plan);
      t = show && next.source !== 'show' && sim.pinned.length === 0 ? show.startAt : end;
    }
    return items;
  }

  return { slotsAt, inputAt, step, forecast };
}
