import type { OnAirSource } from '../../../../shared/schemas/programming/programming';
import type { LogItem } from '../../../../shared/schemas/music/log';
import type { ForecastItem } from '../planner/planned-item';
import type { PlanRow } from '../../repos/music/log-plan';

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

/** A planned item as GET /api/log lists it: its id is its log position, the same while the log regenerates. */
export const toLogItem = (item: ForecastItem): LogItem => ({
  id: item.position ?? item.id,
  start: new Date(item.plannedAt).toISOString(),
  kind: KIND[item.source],
  trackId: item.track.id,
  title: item.track.title,
  artist: item.track.artist,
  ...(item.categoryId === undefined ? {} : { categoryId: item.categoryId }),
  locked: item.pinned || item.edited !== undefined,
  ...(item.edited === undefined ? {} : { edited: item.edited }),
  violations: item.violations ?? [],
  ...(item.fill ? { fill: item.fill } : {}),
});

/** What the log planned at a position, kept for the day's reconciliation. */
export const toPlanRow = (item: ForecastItem & { position: number }): PlanRow => ({
  position: item.position,
  plannedAt: new Date(item.plannedAt).toISOString(),
  kind: KIND[item.source],
  trackId: item.track.id,
  title: item.track.title,
  artist: item.track.artist,
  categoryId: item.categoryId ?? null,
});
