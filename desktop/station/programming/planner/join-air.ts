import type { StandbyAirState } from '../../../../shared/schemas/standby/standby';
import { copyRun, type ForecastItem, type PlannedItem, type Run } from './planned-item';

/** How many of the air's last decisions are kept for a standby to join from (the one on air and those decided ahead). */
export const KEPT_AIR_DECISIONS = 4;
// A studio silent for days (a live show all week) is no reason to spin: past this many items the standby keeps its own.
const MAX_REPLAYED = 12_000;

type Step = (r: Run, at: number, liveOnAir: boolean, simulate: boolean) => PlannedItem | null;
type Walk = (sim: Run, from: number, crossfadeSeconds: number) => Iterable<ForecastItem & { endAt: number }>;

/** Where a standby joins the studio's plan: the item on air at that instant, and how far into it. */
export interface Joined {
  item: ForecastItem;
  plannedAt: number;
  offsetSeconds: number;
  /** When the next item starts, as the log has it. */
  endAt: number;
  /** Decisions taken again from the studio's state to get there (the joined one included). */
  replayed: number;
}

/**
 * The studio's plan taken up at `now`: from its latest air decision at or before `now`, the same decisions the log
 * takes (walk) are taken again on a copy of the run as it stood before it, up to the item that covers `now`. The run
 * after that item is the standby's from then on; null when no decision of the studio's is at or before `now`.
 */
export function joinAirState(
  walk: Walk,
  decisions: StandbyAirState['decisions'],
  now: number,
  crossfadeSeconds: number,
): { run: Run; joined: Joined } | null {
  const from = decisions.findLast((d) => d.at <= now);
  if (!from) return null;
  const studioRun: Run = from.run;
  const sim = copyRun(studioRun);
  let replayed = 0;
  for (const { endAt, ...item } of walk(sim, from.at, crossfadeSeconds)) {
    replayed++;
    if (endAt > now) {
      // The log counts the spots it places as aired until the as-run says so; the air counts from its books only,
      // so a spot the studio aired is not counted twice once its as-run reaches the standby's copy.
      sim.plan = { ...sim.plan, simulatedAirings: { ...studioRun.plan.simulatedAirings } };
      return {
        run: sim,
        joined: { item, plannedAt: item.plannedAt, offsetSeconds: (now - item.plannedAt) / 1000, endAt, replayed },
      };
    }
    if (replayed >= MAX_REPLAYED) break;
  }
  return null;
}

/**
 * The air's decisions, each kept with the run as it stood before it (the last few: the item on air and those
 * decided ahead), which the studio serves its standby PCs; and a standby's joining of the studio's.
 */
export function airDecisions(run: Run, step: Step, walk: Walk) {
  const kept: StandbyAirState['decisions'] = [];
  return {
    /** Decides and commits the item that starts at `at`. */
    next(at: number): PlannedItem | null {
      const before = copyRun(run);
      const item = step(run, at, false, false);
      // Nothing to play (an empty library) is no decision a standby could join.
      if (item) kept.push({ at, run: before });
      kept.splice(0, Math.max(0, kept.length - KEPT_AIR_DECISIONS));
      return item;
    },
    /** The air's last decisions (oldest first), each with the run before it. */
    state: (): StandbyAirState['decisions'] => [...kept],
    /**
     * A standby takes the air: it takes up the studio's plan at `now` and commits the run after the item on air
     * then, so its next decisions are the studio's. Null (its own plan goes on): no studio decision to join from.
     */
    join(decisions: StandbyAirState['decisions'], now: number, crossfadeSeconds: number): Joined | null {
      const found = joinAirState(walk, decisions, now, crossfadeSeconds);
      if (!found) return null;
      Object.assign(run, found.run);
      kept.length = 0;
      return found.joined;
    },
  };
}
