import type { OnAirSource } from '../../../../shared/schemas/programming/programming';
import type { LogItem } from '../../../../shared/schemas/music/log';
import type { ForecastItem } from '../planner/planned-item';
import type { PlanRow } from '../../repos/music/log-plan';
import { mediaUrl } from '../../media/urls';
import { playedSeconds, talkOverWindows } from '../voice/talk-over';

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

/**
 * A planned item as GET /api/log lists it: its id is its log position, the same while the log regenerates; its audio
 * and talk-over windows are what a voice track's recorder plays and marks around it.
 */
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
  ...(item.file ? {} : { audioUrl: mediaUrl('audio', item.track.fileName) }),
  cueInSec: item.track.cueIn ?? 0,
  durationSec: playedSeconds(item.track),
  ...talkOverWindows(item.track, item.track),
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
