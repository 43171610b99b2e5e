import { LOG_WINDOW_DAYS } from '../../../../shared/schemas/music/log';
import type { StationContext } from '../../core/context';
import { Conflict, Invalid, NotFound } from '../../core/domain-errors';
import type { ForecastItem } from '../planner/planned-item';

const HOUR_MS = 3_600_000;

export const hourOf = (at: number) => Math.floor(at / HOUR_MS) * HOUR_MS;

/** Where a link goes: between two log items, in an hour, with the show that holds that hour (if any). */
export interface VoicePlace {
  hourStart: number;
  /** When the item after it was planned to start: the link's own planned time. */
  plannedAt: number;
  before: ForecastItem;
  after: ForecastItem;
  show: { id: number | null; name: string; presenterIds: readonly number[] } | null;
}

type Ctx = Pick<StationContext, 'broadcast' | 'live' | 'clock'>;

/** The show whose airing holds the instant `at`, if any. */
export function showAt(ctx: Pick<StationContext, 'live'>, at: number): VoicePlace['show'] {
  const o = ctx.live.occurrencesBetween(at, at + 1).find((x) => x.startAt <= at && at < x.endAt);
  return o ? { id: o.showId, name: o.showName, presenterIds: o.presenterIds } : null;
}

/**
 * Resolves a log item id to the place after it. The log read from the hour's start (what the presenter's log page
 * reads, `hourStart`) is searched first; else the log from now over the window a log request may cover.
 */
export function placeAfter(ctx: Ctx, afterItemId: number, hourStart?: number): VoicePlace {
  const now = ctx.clock.now();
  const windows: Array<[number, number]> = [];
  if (hourStart !== undefined && hourStart + HOUR_MS > now)
    windows.push([Math.max(now, hourStart), hourStart + HOUR_MS]);
  windows.push([now, now + LOG_WINDOW_DAYS * 86_400_000]);
  for (const [from, to] of windows) {
    // The item after the last one of an hour may start in the next hour: read a little past it.
    const items = ctx.broadcast.log?.(from, to + HOUR_MS) ?? [];
    // A log item is named by its position (stable while the log regenerates), as GET /api/log lists it.
    const at = items.findIndex((i) => (i.position ?? i.id) === afterItemId && i.plannedAt < to);
    if (at < 0) continue;
    const before = items[at]!;
    const after = items[at + 1];
    if (!after)
      throw new Invalid('voice_track_place', 'No hay ningún elemento después de ese en el registro.', 'afterItemId');
    if (after.plannedAt <= now)
      throw new Conflict('voice_track_past', 'Ese punto del registro ya ha sonado.', 'afterItemId');
    return {
      hourStart: hourOf(before.plannedAt),
      plannedAt: after.plannedAt,
      before,
      after,
      show: showAt(ctx, after.plannedAt),
    };
  }
  throw new NotFound('log_item_not_found', 'Ese elemento no está en el registro que viene.', 'afterItemId');
}
