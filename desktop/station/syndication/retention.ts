import type { StationContext } from '../core/context';
import type { Subscription } from '../repos/programming/syndication';
import { deleteTrack } from '../uploads/media-removal';
import { nextDate, stationTimeZone, wallTime } from '../../../shared/station/station-time';

const DAY_MS = 86_400_000;
export const RETENTION_REASON = 'Borrado al pasar su tiempo de conservación.';

/**
 * Removes the episodes a show downloaded more than its retention ago (row and file together), unless one is still
 * attached to an airing to come. The episode stays listed, marked as removed, so it is not downloaded again.
 */
export function sweepRetention(
  ctx: Pick<StationContext, 'repos' | 'media' | 'db' | 'log' | 'config' | 'clock'>,
  sub: Subscription,
  now: number,
) {
  const expired = ctx.repos.syndication.expired(sub.showId, now - sub.retentionDays * DAY_MS);
  if (expired.length === 0) return;
  const yesterday = nextDate(wallTime(now, stationTimeZone(ctx.config)).date, -1);
  const attached = new Set(
    ctx.repos.shows
      .definitions()
      // Airings from yesterday on (one may still be on air past midnight); older ones are history.
      .exceptions.filter((e) => e.showId === sub.showId && e.trackId !== null && e.date >= yesterday)
      .map((e) => e.trackId),
  );
  for (const episode of expired) {
    const track = episode.trackId === null ? undefined : ctx.repos.tracks.get(episode.trackId);
    if (!track || attached.has(track.id)) continue;
    deleteTrack(ctx, track);
    ctx.repos.syndication.setStatus(episode.id, {
      status: 'failed',
      reason: RETENTION_REASON,
      trackId: null,
      downloadedAt: episode.downloadedAt,
    });
  }
}
