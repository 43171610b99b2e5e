import type { StationContext } from '../../core/context';
import { type TimedSlot, showKey } from '../../programming/planner/planner';
import { episodeForShow, recordedWithoutFile } from '../../programming/schedule/show-fallback';

const AHEAD_MS = 60 * 60_000;

/**
 * A recorded occurrence within the next hour with neither its file nor a podcast episode to stand in: an alert says
 * so while there is time to attach one (one per occurrence), and closes when a file appears or the slot is over.
 */
export function createMissingShowAlerts(deps: {
  ctx: Pick<StationContext, 'repos' | 'media' | 'alerts'>;
  slots(at: number): readonly TimedSlot[];
}) {
  const open = new Map<string, TimedSlot>();

  return {
    check(now: number) {
      const missing = new Map<string, TimedSlot>();
      for (const slot of deps.slots(now))
        if (
          slot.endAt > now &&
          slot.startAt <= now + AHEAD_MS &&
          recordedWithoutFile(slot) &&
          !episodeForShow(deps.ctx, slot.showId!)
        )
          missing.set(showKey(slot), slot);
      for (const [key, slot] of missing)
        if (!open.has(key)) {
          open.set(key, slot);
          deps.ctx.alerts.raise(
            'show_file_missing',
            `«${slot.title}» (${slot.date} ${slot.start}) no tiene grabación ni episodio de pódcast: sonará su lista.`,
            key,
          );
        }
      for (const key of open.keys())
        if (!missing.has(key)) {
          open.delete(key);
          deps.ctx.alerts.resolve('show_file_missing', key);
        }
    },
  };
}
