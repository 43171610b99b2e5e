import type { StandbyAirState } from '../../../../shared/schemas/standby/standby';
import type { Clock } from '../../core/clock';
import type { Logger } from '../../core/log';
import type { Joined } from '../../programming/planner/join-air';
import type { PlannedItem, Programming } from '../../programming/planner/programming';
import type { Playout } from './playout';

/**
 * How far apart in time the standby's item and the studio's plan may be and still count as in step, beyond the
 * crossfade: the log starts each item a crossfade before the last one ends, the air where the song's end says
 * (segue.ts), up to a crossfade later, on the studio as on the standby.
 */
const IN_STEP_SECONDS = 1.5;

/** The same log position with the same song. */
const sameItem = (a: PlannedItem | null, b: PlannedItem | null) =>
  a !== null && b !== null && a.position === b.position && a.track.id === b.track.id;

/**
 * A standby plays what the studio's plan has on air at this instant: its programming joins the studio's last
 * decisions (join-air.ts) and, unless that item is already on its bus, the playout cuts to it where it is; what it
 * had decided ahead is decided again from the joined plan. Done at every new air state while it stands by (muted,
 * or feeding the transmitter's second input), so its own mount, where Icecast sends listeners the moment the
 * studio's push drops, already plays the studio's song; and once more when it takes the air. Without the studio's
 * decisions (never reached) its own plan goes on.
 */
export function joinStudioPlan(
  deps: {
    programming: Programming;
    playout: Pick<Playout, 'cutTo' | 'onBus' | 'prepared' | 'replan'>;
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
  const bus = deps.playout.onBus();
  const leftByPlan = (joined.endAt - now) / 1000 + deps.crossfade();
  if (
    bus &&
    sameItem(bus.planned, item) &&
    Math.abs(bus.secondsLeft - leftByPlan) <= deps.crossfade() + IN_STEP_SECONDS
  ) {
    // What it decided ahead was decided on its own plan: decided again only if the studio's would differ.
    const ahead = deps.playout.prepared();
    if (ahead && !sameItem(ahead, deps.programming.peek(joined.endAt))) deps.playout.replan();
    deps.log.debug("the standby is in step with the studio's plan", { position: item.position, replayed });
    return joined;
  }
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
