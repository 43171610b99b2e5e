import type { OnAirSource } from '../../../../shared/schemas/programming/programming';
import type { TrackKind } from '../../../../shared/schemas/library/tracks';
import { PROGRAMMING } from '../../../../shared/station/station-rules';
import { wallTime } from '../../../../shared/station/station-time';
import type { TracksRepo } from '../../repos/library/tracks';
import type { RequestFeed } from '../../requests/request-feed';
import { pick } from './picker';
import { type ForecastItem, type PlannedItem, plannedItem, type Run } from './planned-item';
import type { PlannerData } from './planner-data';
import { nextShowStart, type PlanInput, type PlannedCampaign, plan, type TimedSlot } from './planner';
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

/** What decisions are made from: the library, the station's settings and listeners' requests. */
export interface DecisionSources {
  tracks: Pick<TracksRepo, 'get'>;
  timeZone: string;
  settings(): { jingleEvery: number; adBreakMinutes: readonly number[] };
  /** Listeners' requests waiting to air: a music decision plays the oldest one it may (requests/request-feed.ts). */
  requests?: RequestFeed;
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
    const jingles = jingleEvery > 0 ? data.pool({ kind: 'jingles' }) : null;
    return {
      at,
      timeZone,
      slots: slotsAt(at),
      defaultPlaylistId: data.defaultPlaylistId(),
      jingleEvery,
      hasJingles: (jingles?.tracks.length ?? 0) > 0,
      adBreakMinutes,
      campaigns: data.campaigns(date),
      liveOnAir,
    };
  }

  function music(r: Run, at: number, playlistId: number | null, fromSlot: boolean): PlannedItem | null {
    const skip = skips.tracksAt(at);
    const own = playlistId !== null ? data.pool({ kind: 'playlist', id: playlistId }) : null;
    if (own && own.tracks.length > 0) {
      const chosen = pick(r.picker, { ...own, skip });
      if (chosen) return plannedItem(r, fromSlot ? 'playlist' : 'rotation', tracks.get(chosen.id));
    }
    const library = data.pool({ kind: 'library' });
    const chosen = library ? pick(r.picker, { ...library, skip }) : null;
    return chosen ? plannedItem(r, 'rotation', tracks.get(chosen.id)) : null;
  }

  function requested(r: Run, slot: TimedSlot | null, simulate: boolean): PlannedItem | null {
    const found = sources.requests?.next(slot, new Set(r.requests));
    if (!found) return null;
    if (simulate) r.requests.push(found.requestId);
    return plannedItem(r, 'rotation', tracks.get(found.trackId), { requestId: found.requestId });
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
        return (chosen && plannedItem(r, 'jingle', tracks.get(chosen.id))) || music(r, at, null, false);
      }
      case 'music':
        return (
          requested(r, decision.slot, simulate) ?? music(r, at, decision.playlistId, decision.slot?.playlistId != null)
        );
    }
  }

  /** The next hour from `from` decided on `sim` (a copy of the air's run: nothing is committed). */
  function forecast(sim: Run, from: number, crossfadeSeconds: number): ForecastItem[] {
    const items: ForecastItem[] = [];
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

  return { slotsAt, inputAt, step, forecast };
}
