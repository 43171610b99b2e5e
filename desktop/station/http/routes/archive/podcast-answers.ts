import type { Podcast } from '../../../../../shared/schemas/archive/podcasts';
import { stationOrigin } from '../../../config/hosts';
import type { StationContext } from '../../../core/context';
import { mediaUrl } from '../../../media/urls';
import { feedPath } from '../../../podcasts/feed';
import { publicEpisode, type StoredPodcast } from '../../../repos/archive/podcasts';
import { notFound } from '../../errors/errors';

export const PODCAST_NOT_FOUND = 'El podcast no existe.';

/** The feed's public address: the station's origin now (its hosts can change), not the one at start. */
export function podcastFeedUrl(ctx: Pick<StationContext, 'config'>, slug: string): string {
  return `${stationOrigin(ctx.config)}${feedPath(slug)}`;
}

/** A podcast as the API answers it, its episodes embedded. */
export function podcastToApi(ctx: Pick<StationContext, 'config' | 'repos'>, podcast: StoredPodcast): Podcast {
  return {
    id: podcast.id,
    slug: podcast.slug,
    title: podcast.title,
    description: podcast.description,
    author: podcast.author,
    language: podcast.language,
    category: podcast.category,
    ownerEmail: podcast.ownerEmail,
    coverUrl: podcast.coverFile ? mediaUrl('covers', podcast.coverFile) : null,
    feedUrl: podcastFeedUrl(ctx, podcast.slug),
    createdAt: podcast.createdAt,
    updatedAt: podcast.updatedAt,
    episodes: ctx.repos.podcasts.episodes(podcast.id).map(publicEpisode),
  };
}

/** The podcast a route's `:id` names; 404 when there is none. */
export function podcastOf(ctx: Pick<StationContext, 'repos'>, { id }: { id: number }): StoredPodcast {
  const podcast = ctx.repos.podcasts.get(id);
  if (!podcast) throw notFound(PODCAST_NOT_FOUND);
  return podcast;
}
