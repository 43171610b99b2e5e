import type { StationContext } from '../core/context';
import { attachOccurrenceFile } from '../programming/schedule/occurrence-edits';
import type { Occurrence } from '../programming/schedule/occurrences';
import { occurrencesOf } from '../programming/schedule/shows-service';
import type { StoredEpisode, Subscription } from '../repos/programming/syndication';
import { instantOf, stationTimeZone } from '../../../shared/station/station-time';
import { episodeToAir, intendedEpisode } from './episode-choice';

export type PrepCtx = Pick<StationContext, 'repos' | 'config' | 'db' | 'events' | 'clock' | 'plannerData'>;

/** The occurrences of a show that start after `now` and by `until`, or are on air at `now`. */
export function airingsOf(ctx: PrepCtx, showId: number, now: number, until: number): Occurrence[] {
  return occurrencesOf(ctx)
    .occurrencesBetween(now, until)
    .filter((o) => o.showId === showId && o.status !== 'cancelled');
}

/** The episode a coming airing means to air and still needs on disk (pending, or a failed try worth another). */
export function episodeToFetch(
  ctx: PrepCtx,
  sub: Subscription,
  o: Occurrence,
  mayRetry: (e: StoredEpisode) => boolean,
): StoredEpisode | null {
  const episodes = ctx.repos.syndication.episodes(sub.showId, 50);
  const intended = intendedEpisode(episodes, o, sub, stationTimeZone(ctx.config));
  if (!intended || intended.status === 'downloaded') return null;
  if (intended.status === 'failed' && !mayRetry(intended)) return null;
  return intended;
}

/**
 * Attaches what an airing will air (the intended episode on disk, else the fallback) to the occurrence, as an admin
 * attaching a recording would: the planner then starts it hard-timed at the slot's start, from disk. Nothing to air
 * detaches, so the slot's playlist fills it. Returns the choice, for the alerts and the occurrence's status.
 */
export function attachChoice(ctx: PrepCtx, sub: Subscription, o: Occurrence) {
  const episodes = ctx.repos.syndication.episodes(sub.showId, 50);
  const choice = episodeToAir(episodes, o, sub, stationTimeZone(ctx.config));
  attachTrack(ctx, sub.showId, o, choice.episode?.trackId ?? null);
  return choice;
}

/** Attaches a file to an occurrence (null detaches), unless it already has that one. */
export function attachTrack(ctx: PrepCtx, showId: number, o: Occurrence, trackId: number | null): void {
  if (o.trackId === trackId) return;
  const ruleStart = instantOf(o.originalDate, o.originalTime, stationTimeZone(ctx.config));
  attachOccurrenceFile(ctx, showId, ruleStart, trackId);
}
