import { createHash } from 'node:crypto';
import { Router } from 'express';
import { stationOrigin } from '../../../config/hosts';
import type { StationContext } from '../../../core/context';
import { buildFeed, feedLastModified, podcastGuid } from '../../../podcasts/feed';
import { publicEpisode } from '../../../repos/archive/podcasts';
import { notFound } from '../../errors/errors';
import { byNumber, byText, pageOf } from '../../route-helpers/paging';
import { PODCAST_NOT_FOUND, podcastFeedUrl, podcastOf, podcastToApi } from './podcast-answers';
import { handle } from '../../route-helpers/handle';

/** Podcasts as anyone reads them: the list, one podcast, its episodes a page at a time, and its RSS feed. */
export function podcastPublicRoutes(ctx: Pick<StationContext, 'config' | 'repos'>): Router {
  const { repos } = ctx;
  const router = Router();

  // The feed podcast apps poll: revalidated by ETag / Last-Modified, answered 304 when unchanged.
  handle(router, 'podcasts.feed', async ({ params, req, res }) => {
    const podcast = repos.podcasts.bySlug(params.slug);
    if (!podcast) throw notFound(PODCAST_NOT_FOUND);
    const episodes = repos.podcasts.episodes(podcast.id);
    const guid = repos.podcasts.guid(podcast, () => podcastGuid(podcastFeedUrl(ctx, podcast.slug)));
    const xml = await buildFeed({ ...podcast, guid }, episodes, stationOrigin(ctx.config));
    res.set({
      'Content-Type': 'application/rss+xml; charset=utf-8',
      'Cache-Control': 'public, no-cache',
      ETag: `"${createHash('sha1').update(xml).digest('base64url')}"`,
      'Last-Modified': feedLastModified(podcast, episodes).toUTCString(),
    });
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    res.send(xml);
  });

  handle(router, 'podcasts.list', ({ res }) => {
    res.json(repos.podcasts.list().map((p) => podcastToApi(ctx, p)));
  });

  handle(router, 'podcasts.get', ({ params, res }) => {
    res.json(podcastToApi(ctx, podcastOf(ctx, params)));
  });

  // A show that has aired weekly for years has hundreds of episodes: its list a page at a time, searched by title
  // and description. GET /api/podcasts keeps embedding them all (its contract).
  handle(router, 'podcasts.episodes', ({ params, query, res }) => {
    const podcast = podcastOf(ctx, params);
    const episodes = repos.podcasts.episodes(podcast.id).map(publicEpisode);
    res.json(
      pageOf(episodes, query, {
        text: (e) => `${e.title} ${e.description}`,
        sorts: {
          publishedAt: byText((e) => e.publishedAt),
          title: byText((e) => e.title),
          durationSec: byNumber((e) => e.durationSec),
        },
        defaultSort: 'publishedAt',
        defaultOrder: 'desc',
      }),
    );
  });

  return router;
}
