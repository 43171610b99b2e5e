import type { StationContext } from '../core/context';
import type { Occurrence } from '../programming/schedule/occurrences';
import type { StoredEpisode, Subscription } from '../repos/programming/syndication';
import { expandPattern } from '../../../shared/station/dated-url';
import { stationTimeZone } from '../../../shared/station/station-time';
import { downloadEpisode } from './episode-download';

type NewestCtx = Parameters<typeof downloadEpisode>[0] & Pick<StationContext, 'config'>;

export const staleReason = (minutes: number, limit: number) =>
  `Archivo caducado: publicado ${minutes} minutos antes de la emisión (límite ${limit}); no se emite.`;

/**
 * "Newest file" from a dated URL: the file for this airing (the hourly news) is fetched once it exists, and only
 * if it is fresh, published (its Last-Modified) no longer than the show's freshness limit before the airing.
 * A stale file is never aired: the attempt is recorded on the episode with the reason. Returns the episode to air,
 * or null (skipped, see the episode's reason). A clock's "newest file" of a dated address has its own (newest-url.ts).
 */
export async function newestFileFor(
  ctx: NewestCtx,
  sub: Subscription,
  o: Pick<Occurrence, 'startAt' | 'showName' | 'date' | 'start'>,
): Promise<StoredEpisode | null> {
  if (!sub.urlPattern) return null;
  const url = expandPattern(sub.urlPattern, o.startAt, stationTimeZone(ctx.config));
  ctx.repos.syndication.listed(sub.showId, [
    { guid: url, title: `${o.showName} ${o.date} ${o.start}`, publishedAt: o.startAt, url },
  ]);
  const find = () => ctx.repos.syndication.episodes(sub.showId, 200).find((e) => e.guid === url) ?? null;
  const episode = find();
  if (!episode || episode.status === 'downloaded') return episode?.trackId ? episode : null;
  await downloadEpisode(ctx, episode, o.showName, (answer) => {
    const published = answer.lastModified ? Date.parse(answer.lastModified) : Number.NaN;
    if (!Number.isFinite(published)) return null;
    const minutes = Math.floor((o.startAt - published) / 60_000);
    return minutes > sub.freshnessMin ? staleReason(minutes, sub.freshnessMin) : null;
  });
  const after = find();
  return after?.status === 'downloaded' && after.trackId !== null ? after : null;
}
