/**
 * Apple Podcasts' top-level categories, as the feed must spell them (itunes:category is English whatever the
 * podcast's language), each with the key of its name in the site's catalogues (podcasts.categories.<key>).
 */
export const APPLE_PODCAST_CATEGORIES = {
  Arts: 'arts',
  Business: 'business',
  Comedy: 'comedy',
  Education: 'education',
  Fiction: 'fiction',
  Government: 'government',
  History: 'history',
  'Health & Fitness': 'health',
  'Kids & Family': 'kids',
  Leisure: 'leisure',
  Music: 'music',
  News: 'news',
  'Religion & Spirituality': 'religion',
  Science: 'science',
  'Society & Culture': 'society',
  Sports: 'sports',
  Technology: 'technology',
  'True Crime': 'trueCrime',
  'TV & Film': 'tvFilm',
} as const;

export type PodcastCategoryKey = (typeof APPLE_PODCAST_CATEGORIES)[keyof typeof APPLE_PODCAST_CATEGORIES];

const byLowerName = new Map(
  Object.entries(APPLE_PODCAST_CATEGORIES).map(([name, key]) => [name.toLowerCase(), key] as const),
);

/**
 * The catalogue key of a stored category, or null for one that is not Apple's (shown as typed). Case and
 * surrounding spaces do not matter: "society & culture" is still Society & Culture.
 */
export function podcastCategoryKey(stored: string): PodcastCategoryKey | null {
  return byLowerName.get(stored.trim().toLowerCase()) ?? null;
}
