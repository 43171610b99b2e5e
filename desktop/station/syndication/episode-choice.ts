import type { StoredEpisode, Subscription } from '../repos/programming/syndication';
import { wallTime } from '../../../shared/station/station-time';

/**
 * Which episode an occurrence of a syndicated show airs: pure, so a fake clock walks weeks of airings in a test.
 * `episodes` are the feed's, newest first. Only an episode published by the slot's start can air; one that has
 * reached the show's repeat cap never airs again.
 */
type Rules = Pick<Subscription, 'episode' | 'maxRepeats' | 'fallbackPrevious'>;
type Airing = { startAt: number; date: string };

const underCap = (e: StoredEpisode, rules: Rules) => rules.maxRepeats === null || e.airedCount < rules.maxRepeats;

/** The episode the feed meant for this airing: the newest under the cap, or the one published on the slot's date. */
export function intendedEpisode(
  episodes: readonly StoredEpisode[],
  airing: Airing,
  rules: Rules,
  timeZone: string,
): StoredEpisode | null {
  const published = episodes.filter((e) => e.publishedAt <= airing.startAt && underCap(e, rules));
  if (rules.episode === 'newest') return published[0] ?? null;
  return published.find((e) => wallTime(e.publishedAt, timeZone).date === airing.date) ?? null;
}

/**
 * What airs: the intended episode when it is on disk; else, when the show allows it, the newest earlier episode
 * that is on disk and under the cap; else nothing (the slot's playlist fills it).
 */
export function episodeToAir(
  episodes: readonly StoredEpisode[],
  airing: Airing,
  rules: Rules,
  timeZone: string,
): { episode: StoredEpisode | null; intended: StoredEpisode | null; fallback: boolean } {
  const intended = intendedEpisode(episodes, airing, rules, timeZone);
  if (intended?.status === 'downloaded' && intended.trackId !== null)
    return { episode: intended, intended, fallback: false };
  if (!rules.fallbackPrevious) return { episode: null, intended, fallback: true };
  const previous = episodes.find(
    (e) =>
      e !== intended &&
      e.publishedAt <= airing.startAt &&
      e.status === 'downloaded' &&
      e.trackId !== null &&
      underCap(e, rules),
  );
  return { episode: previous ?? null, intended, fallback: true };
}
