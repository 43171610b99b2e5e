import { createHash } from 'node:crypto';
import { Router } from 'express';
import { UPLOAD_LIMITS } from '../../../../shared/station-rules';
import { idParamSchema } from '../../../../shared/schemas/common';
import { episodePageQuerySchema } from '../../../../shared/schemas/list-pages';
import {
  episodeFromRecordingSchema,
  episodeUploadFieldsSchema,
  type Podcast,
  podcastInputSchema,
} from '../../../../shared/schemas/podcasts';
import { UPLOAD_MESSAGES } from '../../../../shared/upload-messages';
import { stationOrigin } from '../../config/hosts';
import type { StationContext } from '../../context';
import { mediaUrl } from '../../media/urls';
import { ingestPodcastCover } from '../../podcasts/cover';
import {
  deleteEpisode,
  deletePodcast,
  episodeFromRecording,
  episodeFromUpload,
  episodeNotFound,
} from '../../podcasts/episodes';
import { buildFeed, feedLastModified, feedPath, podcastGuid } from '../../podcasts/feed';
import { publicEpisode, type StoredPodcast } from '../../repos/podcasts';
import { discardUploads, receiveFiles, uploadedFile } from '../../uploads/temp-storage';
import type { ApiMount } from '../app';
import { HttpError, notFound } from '../errors';
import { byNumber, byText, pageOf } from '../paging';
import { actor, requireAdmin } from '../session';
import { parse } from '../validate';

const PODCAST_NOT_FOUND = 'El podcast no existe.';
const COVER_REQUIRED = 'Selecciona una imagen para la portada.';

/** Podcasts: public list and feeds; admin create, edit, delete, cover and episodes. */
function podcastRoutes(ctx: StationContext): Router {
  const { repos, media } = ctx;
  const router = Router();
  const base = () => stationOrigin(ctx.config);

  const toApi = (podcast: StoredPodcast): Podcast => ({
    id: podcast.id,
    slug: podcast.slug,
    title: podcast.title,
    description: podcast.description,
    author: podcast.author,
    language: podcast.language,
    category: podcast.category,
    ownerEmail: podcast.ownerEmail,
    coverUrl: podcast.coverFile ? mediaUrl('covers', podcast.coverFile) : null,
    feedUrl: `${base()}${feedPath(podcast.slug)}`,
    createdAt: podcast.createdAt,
    updatedAt: podcast.updatedAt,
    episodes: repos.podcasts.episodes(podcast.id).map(publicEpisode),
  });
  const podcastOf = (params: unknown) => {
    const { id } = parse(idParamSchema, params);
    const podcast = repos.podcasts.get(id);
    if (!podcast) throw notFound(PODCAST_NOT_FOUND);
    return podcast;
  };

  // The feed podcast apps poll: revalidated by ETag / Last-Modified, answered 304 when unchanged.
  router.get('/podcasts/:slug/feed.xml', async (req, res) => {
    const podcast = repos.podcasts.bySlug(req.params.slug);
    if (!podcast) throw notFound(PODCAST_NOT_FOUND);
    const episodes = repos.podcasts.episodes(podcast.id);
    const guid = repos.podcasts.guid(podcast, () => podcastGuid(`${base()}${feedPath(podcast.slug)}`));
    const xml = await buildFeed({ ...podcast, guid }, episodes, base());
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

  router.get('/podcasts', (_req, res) => {
    res.json(repos.podcasts.list().map((p) => toApi(p)));
  });

  router.get('/podcasts/:id', (req, res) => {
    res.json(toApi(podcastOf(req.params)));
  });

  // A show that has aired weekly for years has hundreds of episodes: its list a page at a time, searched by title
  // and description. GET /api/podcasts keeps embedding them all (its contract).
  router.get('/podcasts/:id/episodes', (req, res) => {
    const podcast = podcastOf(req.params);
    const query = parse(episodePageQuerySchema, req.query);
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

  router.post('/podcasts', requireAdmin, (req, res) => {
    const input = parse(podcastInputSchema, req.body ?? {});
    const podcast = repos.podcasts.create(input, (slug) => podcastGuid(`${base()}${feedPath(slug)}`));
    repos.audit.record(actor(res), 'podcast.create', `Podcast «${podcast.title}» creado`);
    res.status(201).json({ id: podcast.id, slug: podcast.slug, feedUrl: `${base()}${feedPath(podcast.slug)}` });
  });

  router.put('/podcasts/:id', requireAdmin, (req, res) => {
    const podcast = podcastOf(req.params);
    const input = parse(podcastInputSchema, req.body ?? {});
    repos.podcasts.update(podcast.id, input);
    repos.audit.record(actor(res), 'podcast.update', `Podcast «${input.title}» editado`);
    res.json(toApi(repos.podcasts.get(podcast.id)!));
  });

  router.delete('/podcasts/:id', requireAdmin, (req, res) => {
    const podcast = podcastOf(req.params);
    deletePodcast(ctx, podcast);
    repos.audit.record(actor(res), 'podcast.delete', `Podcast «${podcast.title}» eliminado`);
    res.status(204).end();
  });

  const receiveCover = receiveFiles(media.tempPath, [
    { name: 'cover', maxBytes: UPLOAD_LIMITS.imageMaxBytes, tooLargeMessage: UPLOAD_MESSAGES.imageTooLarge },
  ]);
  router.post('/podcasts/:id/cover', requireAdmin, receiveCover, async (req, res) => {
    try {
      const podcast = podcastOf(req.params);
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
      res.json(toApi(repos.podcasts.get(podcast.id)!));
    } finally {
      discardUploads(req);
    }
  });

  const receiveAudio = receiveFiles(media.tempPath, [
    { name: 'audio', maxBytes: UPLOAD_LIMITS.audioMaxBytes, tooLargeMessage: UPLOAD_MESSAGES.audioFieldTooLarge },
  ]);
  // JSON: an episode cut from a recording. Multipart with `audio`: an episode from an uploaded file.
  router.post('/podcasts/:id/episodes', requireAdmin, receiveAudio, async (req, res) => {
    try {
      const podcast = podcastOf(req.params);
      const upload = uploadedFile(req, 'audio');
      const episode = upload
        ? await episodeFromUpload(ctx, podcast, upload.path, parse(episodeUploadFieldsSchema, req.body ?? {}))
        : await episodeFromRecording(ctx, podcast, parse(episodeFromRecordingSchema, req.body ?? {}));
      repos.audit.record(actor(res), 'podcast.episode', `Episodio «${episode.title}» publicado en «${podcast.title}»`);
      res.status(201).json({ id: episode.id, audioUrl: episode.audioUrl, durationSec: episode.durationSec });
    } finally {
      discardUploads(req);
    }
  });

  router.delete('/podcasts/:id/episodes/:episodeId', requireAdmin, (req, res) => {
    const podcast = podcastOf({ id: req.params.id });
    const { id } = parse(idParamSchema, { id: req.params.episodeId });
    const episode = repos.podcasts.episode(id);
    if (!episode || episode.podcastId !== podcast.id) throw episodeNotFound();
    deleteEpisode(ctx, episode);
    repos.audit.record(actor(res), 'podcast.episode.delete', `Episodio «${episode.title}» eliminado`);
    res.status(204).end();
  });

  return router;
}

export const podcastsMount: ApiMount = (ctx, api) => {
  api.use(podcastRoutes(ctx));
};
