import { Router } from 'express';
import type { OnAirSource } from '../../../../../shared/schemas/programming/programming';
import type { Log, LogItem } from '../../../../../shared/schemas/music/log';
import type { StationContext } from '../../../core/context';
import type { ForecastItem } from '../../../programming/planner/planned-item';
import { requireAdmin } from '../../middleware/session';
import { handle } from '../../route-helpers/handle';

const KIND: Readonly<Record<OnAirSource, LogItem['kind']>> = {
  rotation: 'music',
  playlist: 'music',
  jingle: 'jingle',
  spot: 'spot',
  show: 'show',
  'station-id': 'station-id',
  live: 'show',
  relay: 'show',
  repeat: 'show',
};

export const toLogItem = (item: ForecastItem): LogItem => ({
  id: item.id,
  start: new Date(item.plannedAt).toISOString(),
  kind: KIND[item.source],
  trackId: item.track.id,
  title: item.track.title,
  artist: item.track.artist,
  ...(item.categoryId === undefined ? {} : { categoryId: item.categoryId }),
  locked: item.pinned,
  violations: item.violations ?? [],
  ...(item.fill ? { fill: item.fill } : {}),
});

/** The music log: the planner's own decisions ahead, read from the air's planner (what it says is what airs). */
export function adminLogRoutes({ broadcast }: Pick<StationContext, 'broadcast'>): Router {
  const router = Router();
  handle(router, 'log.get', requireAdmin, ({ query: { from, to }, res }) => {
    const body: Log = { items: (broadcast.log?.(from, to) ?? []).map(toLogItem) };
    res.json(body);
  });
  return router;
}
