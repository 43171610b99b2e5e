import type { StandbyAirState } from '../../../../shared/schemas/standby/standby';
import type { Clock } from '../../core/clock';
import type { Logger } from '../../core/log';
import type { Joined } from '../../programming/planner/join-air';
import type { Programming } from '../../programming/planner/programming';
import type { Playout } from './playout';

/**
 * A standby taking the air plays what the studio's plan has on air at this instant: its programming joins the
 * studio's last decisions (join-air.ts) and the playout cuts to that item where it is, so the listener hears what
 * the studio's log said at that minute, and the next items are the log's. Without the studio's decisions (never
 * reached) its own plan goes on.
 */
export function joinStudioPlan(
  deps: {
    programming: Programming;
    playout: Pick<Playout, 'cutTo'>;
    clock: Clock;
    log: Logger;
    /** The engine is on air: off air (stopped by hand) the plan is joined and the next start plays from it. */
    running(): boolean;
    crossfade(): number;
  },
  decisions: StandbyAirState['decisions'],
): Joined | null {
  const now = deps.clock.now();
  const joined = deps.programming.join(decisions, now, deps.crossfade());
  if (!joined) {
    deps.log.warn("no decision of the studio's to join: the standby airs its own plan", {
      decisions: decisions.length,
    });
    return null;
  }
  const { item, offsetSeconds, replayed } = joined;
  let cut = false;
  try {
    cut = deps.running() && deps.playout.cutTo(item, offsetSeconds);
  } catch (error) {
    deps.log.warn('the item the studio had on air cannot be played here', { error: (error as Error).message });
  }
  deps.log.info("the standby joins the studio's plan", {
    title: item.track.title,
    position: item.position,
    offsetSeconds: Math.round(offsetSeconds),
    replayed,
    cut,
  });
  return joined;
}
