import { Router } from 'express';
import { UPLOAD_MESSAGES } from '../../../../../shared/text/upload-messages';
import { UPLOAD_LIMITS } from '../../../../../shared/station/station-rules';
import type { StationContext } from '../../../core/context';
import { ingestPodcastCover } from '../../../podcasts/cover';
import { deletePodcast } from '../../../podcasts/episodes';
import { podcastGuid } from '../../../podcasts/feed';
import { discardUploads, receiveFiles, uploadedFile } from '../../../uploads/temp-storage';
import { HttpError } from '../../errors/errors';
import { actor, requireAdmin } from '../../middleware/session';
import { podcastFeedUrl, podcastOf, podcastToApi } from './podcast-answers';
import { handle } from '../../route-helpers/handle';

const COVER_REQUIRED = 'Selecciona una imagen para la portada.';

/** Podcasts as the admin keeps them: create, edit, delete, and the cover. */
export function podcastAdminRoutes(
  ctx: Pick<StationContext, 'clock' | 'config' | 'db' | 'ffmpegPath' | 'log' | 'media' | 'repos'>,
): Router {
  const { repos, media } = ctx;
  const router = Router();

  handle(router, 'podcasts.create', requireAdmin, ({ body: input, res }) => {
    const podcast = repos.podcasts.create(input, (slug) => podcastGuid(podcastFeedUrl(ctx, slug)));
    repos.audit.record(actor(res), 'podcast.create', `Podcast «${podcast.title}» creado`);
    res.status(201).json({ id: podcast.id, slug: podcast.slug, feedUrl: podcastFeedUrl(ctx, podcast.slug) });
  });

  handle(router, 'podcasts.update', requireAdmin, ({ params, body, res }) => {
    const podcast = podcastOf(ctx, params);
    const input = body;
    repos.podcasts.update(podcast.id, input);
    repos.audit.record(actor(res), 'podcast.update', `Podcast «${input.title}» editado`);
    res.json(podcastToApi(ctx, repos.podcasts.get(podcast.id)!));
  });

  handle(router, 'podcasts.delete', requireAdmin, ({ params, res }) => {
    const podcast = podcastOf(ctx, params);
    deletePodcast(ctx, podcast);
    repos.audit.record(actor(res), 'podcast.delete', `Podcast «${podcast.title}» eliminado`);
    res.status(204).end();
  });

  const receiveCover = receiveFiles(media.tempPath, [
    { name: 'cover', maxBytes: UPLOAD_LIMITS.imageMaxBytes, tooLargeMessage: UPLOAD_MESSAGES.imageTooLarge },
  ]);
  handle(router, 'podcasts.cover', requireAdmin, receiveCover, async ({ params, req, res }) => {
    try {
      const podcast = podcastOf(ctx, params);
      const file = uploadedFile(req, 'cover');
      if (!file) throw new HttpError(400, 'validation_failed', COVER_REQUIRED, 'cover');
      const fileName = await ingestPodcastCover(ctx, file.path);
      const previous = podcast.coverFile;
      repos.podcasts.setCover(podcast.id, fileName);
      if (
        previous &&
        previous !== fileName &&
        !repos.podcasts.coverInUse(previous) &&
        !repos.tracks.fileInUse(previous)
      )
        media.remove('covers', previous);
      repos.audit.record(actor(res), 'podcast.cover', `Portada del podcast «${podcast.title}» cambiada`);
      res.json(podcastToApi(ctx, repos.podcasts.get(podcast.id)!));
    } finally {
      discardUploads(req);
    }
  });

  return router;
}
