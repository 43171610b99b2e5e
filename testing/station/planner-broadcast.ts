import { stationTimeZone } from '../../shared/station/station-time';
import type { Broadcast } from '../../desktop/station/broadcast/engine/broadcast';
import { createOfflineBroadcast } from '../../desktop/station/broadcast/engine/offline';
import type { StationContext } from '../../desktop/station/core/context';
import type { PlannedItem } from '../../desktop/station/programming/planner/planned-item';
import { createProgramming, type Programming } from '../../desktop/station/programming/planner/programming';

/** The air as a test drives it: the station's own planner, with no audio; `take(at)` is the air deciding an item. */
export interface PlannerAir {
  programming: Programming;
  /** The air commits the item that starts at `at` (the station's clock should read `at` by then). */
  take(at: number): PlannedItem | null;
  /** Where the air stands: the start of the next item it will decide. */
  next: number;
}

/**
 * A broadcast with no audio whose log is the station's real planner (its data, its edits, its separation rules) run
 * forward from where `air` stands, as the engine's is: for route tests of the log that need no ffmpeg.
 */
export function plannerBroadcast(air: Partial<PlannerAir>, seed = 7) {
  return (ctx: Omit<StationContext, 'broadcast' | 'relays'>): Broadcast => {
    const programming = createProgramming({
      data: ctx.plannerData,
      tracks: ctx.repos.tracks,
      timeZone: stationTimeZone(ctx.config),
      settings: () => ({ jingleEvery: 0, adBreakMinutes: [] }),
      now: ctx.clock.now,
      seed,
      edits: ctx.repos.logEdits,
    });
    air.programming = programming;
    air.next = ctx.clock.now();
    air.take = (at) => {
      const item = programming.next(at);
      if (item) air.next = at + item.track.duration * 1000;
      return item;
    };
    return {
      ...createOfflineBroadcast(),
      log: (from, to) =>
        programming.log(Math.max(air.next ?? from, ctx.clock.now()), to, 0).filter((i) => i.plannedAt >= from),
    };
  };
}
