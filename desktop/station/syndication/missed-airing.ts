import type { StationContext } from '../core/context';
import type { Occurrence } from '../programming/schedule/occurrences';
import type { StoredEpisode, Subscription } from '../repos/programming/syndication';

/** The feed as the as-run names it: its title, else its address (a dated URL's pattern for the news). */
export function feedName(ctx: Pick<StationContext, 'repos'>, sub: Subscription): string {
  return ctx.repos.syndication.poll(sub.showId).feedTitle || sub.feedUrl || sub.urlPattern || '';
}

/**
 * A syndicated airing that did not happen (nothing of it on disk at its slot, or its news stale), written to the
 * as-run as a row of no seconds at the slot's start with the reason: the log says what did not air, and why.
 */
export function recordMissed(
  ctx: Pick<StationContext, 'repos'>,
  sub: Subscription,
  o: Pick<Occurrence, 'startAt' | 'showName'>,
  intended: StoredEpisode | null,
  note: string,
): void {
  const feed = feedName(ctx, sub);
  ctx.repos.asRun.missed({
    startedAt: new Date(o.startAt).toISOString(),
    kind: 'syndicated',
    trackId: null,
    title: intended?.title ?? o.showName,
    artist: feed,
    album: null,
    show: o.showName,
    presenter: null,
    campaignId: null,
    campaign: null,
    feed,
    standIn: note,
  });
}
