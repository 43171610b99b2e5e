import type { SyndicationView } from '../../../shared/schemas/programming/syndication';
import type { StationContext } from '../core/context';
import { occurrencesOf } from '../programming/schedule/shows-service';
import type { Occurrence } from '../programming/schedule/occurrences';
import { nextDate, stationTimeZone, wallTime } from '../../../shared/station/station-time';
import { episodeToAir } from './episode-choice';

export type ViewCtx = Pick<StationContext, 'repos' | 'config' | 'plannerData'>;

/** How far ahead "the next occurrence" is looked for: a monthly show's next airing is within five weeks. */
const NEXT_HORIZON_DAYS = 40;
const iso = (ms: number) => new Date(ms).toISOString();

/** The next occurrence of a show starting after `now` (not cancelled), or null. */
export function nextOccurrence(ctx: ViewCtx, showId: number, now: number): Occurrence | null {
  const today = wallTime(now, stationTimeZone(ctx.config)).date;
  return (
    occurrencesOf(ctx)
      .onDates(nextDate(today, -1), nextDate(today, NEXT_HORIZON_DAYS))
      .find((o) => o.showId === showId && o.startAt > now) ?? null
  );
}

/** A syndicated show's feed as GET /api/shows/:id answers it; null for a show that is not syndicated. */
export function syndicationView(ctx: ViewCtx, showId: number, now: number): SyndicationView | null {
  const sub = ctx.repos.syndication.get(showId);
  if (!sub) return null;
  const poll = ctx.repos.syndication.poll(showId);
  const episodes = ctx.repos.syndication.episodes(showId, 10);
  const next = nextOccurrence(ctx, showId, now);
  const choice = next ? episodeToAir(episodes, next, sub, stationTimeZone(ctx.config)) : null;
  const shown = choice?.episode ?? choice?.intended ?? null;
  return {
    feedUrl: sub.feedUrl,
    urlPattern: sub.urlPattern,
    freshnessMin: sub.freshnessMin,
    episode: sub.episode,
    retentionDays: sub.retentionDays,
    maxRepeats: sub.maxRepeats,
    tooLong: sub.tooLong,
    fallbackPrevious: sub.fallbackPrevious,
    downloadAheadMin: sub.downloadAheadMin,
    feedTitle: poll.feedTitle,
    feedLink: poll.feedLink,
    lastCheck: poll.lastCheck === null ? null : iso(poll.lastCheck),
    lastError: poll.lastError,
    nextEpisode: shown
      ? { title: shown.title, publishedAt: iso(shown.publishedAt), status: shown.status, reason: shown.reason }
      : null,
    episodes: episodes.map((e) => ({
      title: e.title,
      publishedAt: iso(e.publishedAt),
      status: e.status,
      reason: e.reason,
      airedCount: e.airedCount,
    })),
  };
}
