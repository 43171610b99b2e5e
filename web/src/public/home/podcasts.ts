import type { Podcast } from '../../../../shared/schemas/archive/podcasts';
import { LISTS } from '../../../../shared/web-app/ui-settings';

/** Colours of the home cards of podcasts without a cover, by position (the spec's colour class). */
export const PODCAST_COLOURS = [
  'bg-red-700',
  'bg-indigo-700',
  'bg-sky-700',
  'bg-emerald-700',
  'bg-amber-800',
  'bg-fuchsia-800',
] as const;

/** The spec's label text of a card without a cover: the initials of the title's first two long words. */
export function podcastInitials(title: string): string {
  const words = title.split(/[\s:]+/).filter((w) => w.length > 2);
  return (words.length > 0 ? words : [title])
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');
}

const latest = (podcast: Podcast) => podcast.episodes[0]?.publishedAt ?? '';

/**
 * The home page's six featured podcasts (spec §3): the station's real podcasts, newest episode first, so each
 * card shows what /podcasts shows for the same podcast. Podcasts without episodes come last.
 */
export function featuredPodcasts(podcasts: readonly Podcast[]): Podcast[] {
  return [...podcasts].sort((a, b) => latest(b).localeCompare(latest(a))).slice(0, LISTS.featuredPodcasts);
}
