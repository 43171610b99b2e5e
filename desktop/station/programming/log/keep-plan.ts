import type { StationContext } from '../../core/context';
import { createLogService } from './log-service';

// The plan kept for reconciliation is the log of the next hours as it stood at most this long before airing.
const EVERY_MS = 60_000;
const AHEAD_MS = 3 * 3_600_000;

/**
 * Keeps what the log plans for the next hours, whether or not anyone opens the log page, so a day's reconciliation
 * has the plan of every position: refreshed as items take the air (at most once a minute), each position's row
 * frozen once its time has come.
 */
export function keepLogPlan(
  ctx: Pick<StationContext, 'broadcast' | 'repos' | 'config' | 'clock' | 'plannerData' | 'log'>,
) {
  const service = createLogService(ctx);
  let last = Number.NEGATIVE_INFINITY;
  function keep() {
    const now = ctx.clock.now();
    if (now - last < EVERY_MS) return;
    last = now;
    try {
      service.list(now, now + AHEAD_MS);
    } catch (error) {
      ctx.log.warn('the log plan could not be kept', { error: String(error) });
    }
  }
  // Off the air's own turn: the transition event that calls this comes from the mixer's frame.
  return () => void setImmediate(keep);
}
