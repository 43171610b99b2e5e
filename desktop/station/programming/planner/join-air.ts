import type { StandbyAirState } from '../../../../shared/schemas/standby/standby';
import { copyRun, type ForecastItem, type Run } from './planned-item';

/** How many of the air's last decisions are kept for a standby to join from (the one on air and those decided ahead). */
export const KEPT_AIR_DECISIONS = 4;
// A studio silent for days (a live show all week) is no reason to spin: past this many items the standby keeps its own.
const MAX_REPLAYED = 12_000;

type Walk = (sim: Run, from: number, crossfadeSeconds: number) => Iterable<ForecastItem & { endAt: number }>;

/** Where a standby joins the studio's plan: the item on air at that instant, and how far into it. */
export interface Joined {
  item: ForecastItem;
  plannedAt: number;
  offsetSeconds: number;
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
      return { run: sim, joined: { item, plannedAt: item.plannedAt, offsetSeconds: (now - item.plannedAt) / 1000, replayed } };
    }
    if (replayed >= MAX_REPLAYED) break;
  }
  return null;
}
