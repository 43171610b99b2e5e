import type { StationContext } from '../core/context';
import type { Occurrence } from '../programming/schedule/occurrences';
import { occurrencesOf } from '../programming/schedule/shows-service';
import type { StoredEpisode, Subscription } from '../repos/programming/syndication';
import { stationTimeZone } from '../../../shared/station/station-time';
import type { AiringStatusView } from '../../../shared/schemas/programming/syndication';
import { episodeToAir } from './episode-choice';
import { expandPattern } from '../../../shared/station/dated-url';

type StatusCtx = Pick<StationContext, 'repos'> & { config: { timezone?: string } };
type Airing = Pick<Occurrence, 'startAt' | 'date'>;

/** What an airing of a syndicated show will air, and what the coordinator reads of it. */
export interface AiringChoice {
  /** The episode the airing airs (the intended one, or the previous standing in); null: the slot's playlist. */
  episode: StoredEpisode | null;
  /** The episode the feed (or the dated URL) meant for this airing. */
  intended: StoredEpisode | null;
  /** True when what airs is not the intended episode. */
  fallback: boolean;
}

/** The file a dated URL names for an airing (the hourly news), as the episode its download was recorded on. */
function patternEpisode(ctx: StatusCtx, sub: Subscription, o: Airing): StoredEpisode | null {
  const url = expandPattern(sub.urlPattern ?? '', o.startAt, stationTimeZone(ctx.config));
  return ctx.repos.syndication.episodes(sub.showId, 200).find((e) => e.guid === url) ?? null;
}

/** What an airing airs: by the feed's rules, or the dated file when it is fresh and on disk (news has no stand-in). */
export function airingChoice(ctx: StatusCtx, sub: Subscription, o: Airing): AiringChoice {
  if (sub.feedUrl === null) {
    const intended = patternEpisode(ctx, sub, o);
    const ready = intended?.status === 'downloaded' && intended.trackId !== null;
    return { episode: ready ? intended : null, intended, fallback: !ready };
  }
  const episodes = ctx.repos.syndication.episodes(sub.showId, 50);
  return episodeToAir(episodes, o, sub, stationTimeZone(ctx.config));
}

const NO_EPISODE = 'el feed no tiene un episodio para esta emisión';

/** Why the intended episode is not what airs: its own failure, the repeat cap, the feed's failure, or no episode. */
export function whyMissing(ctx: StatusCtx, sub: Subscription, intended: StoredEpisode | null): string {
  if (intended?.reason) return intended.reason.replace(/\.$/, '');
  if (intended?.status === 'pending') return 'el episodio aún no se ha descargado';
  const lastError = ctx.repos.syndication.poll(sub.showId).lastError;
  if (lastError) return lastError.replace(/\.$/, '');
  const capped = sub.maxRepeats === null ? undefined : ctx.repos.syndication.episodes(sub.showId, 1)[0];
  if (capped && sub.maxRepeats !== null && capped.airedCount >= sub.maxRepeats)
    return `«${capped.title}» ya se emitió ${capped.airedCount} veces, el máximo de este programa`;
  return NO_EPISODE;
}

/**
 * An airing's state as the occurrence panel shows it: «descargado» (its episode is on disk), «pendiente» (not yet,
 * nothing failed, the airing still to come) or «fallo» with the reason and what stands in.
 */
export function airingStatus(ctx: StatusCtx, sub: Subscription, o: Airing, now: number): AiringStatusView {
  const choice = airingChoice(ctx, sub, o);
  const named = (e: StoredEpisode | null) =>
    e ? { title: e.title, publishedAt: new Date(e.publishedAt).toISOString() } : null;
  // What the panel names: the episode that will air, or the one still awaited.
  const episode = named(choice.episode ?? choice.intended);
  if (!choice.fallback) return { status: 'descargado' as const, reason: null, episode };
  const why = whyMissing(ctx, sub, choice.intended);
  // Still to come, nothing failed: the episode is not listed yet, or not fetched yet (its download window opens later).
  const waiting = choice.intended?.status === 'pending' || why === NO_EPISODE;
  if (o.startAt > now && waiting)
    return { status: 'pendiente' as const, reason: null, episode: named(choice.intended) };
  const instead = choice.episode
    ? `suena el episodio anterior «${choice.episode.title}»`
    : 'suena la lista del programa';
  return { status: 'fallo' as const, reason: `${why}; ${instead}.`, episode };
}

/**
 * What the as-run says of a syndicated file taking the air in a show's occurrence: why it is standing in for the
 * intended episode, or null when it is the intended one.
 */
export function standInNote(ctx: StatusCtx, sub: Subscription, o: Airing, trackId: number): string | null {
  const choice = airingChoice(ctx, sub, o);
  if (!choice.fallback || choice.episode?.trackId !== trackId) return null;
  const meant = choice.intended ? `«${choice.intended.title}»` : 'el episodio de esta emisión';
  return `Episodio anterior en lugar de ${meant}: ${whyMissing(ctx, sub, choice.intended)}.`;
}

/**
 * The stand-in note of a file taking the air at `at`, when it is a syndicated episode: found through its show's
 * occurrence on air then (or starting within the minute: a hard-timed start is heard a moment before its mark).
 */
export function standInAt(ctx: StatusCtx & Pick<StationContext, 'plannerData'>, trackId: number, at: number) {
  const episode = ctx.repos.syndication.byTrack(trackId);
  const sub = episode ? ctx.repos.syndication.get(episode.showId) : undefined;
  if (!sub) return null;
  const o = occurrencesOf(ctx)
    .occurrencesBetween(at, at + 60_000)
    .find((x) => x.showId === sub.showId);
  return o ? standInNote(ctx, sub, o, trackId) : null;
}

/** The occurrence panel's status of an occurrence, when it is a syndicated show's; undefined for any other. */
export function occurrenceAiringStatus(
  ctx: StatusCtx,
  o: Airing & Pick<Occurrence, 'showId' | 'kind'>,
  now: number,
): AiringStatusView | undefined {
  const sub = o.kind === 'syndicated' && o.showId !== null ? ctx.repos.syndication.get(o.showId) : undefined;
  return sub ? airingStatus(ctx, sub, o, now) : undefined;
}
