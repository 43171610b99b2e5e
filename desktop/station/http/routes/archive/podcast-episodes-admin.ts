import { Router } from 'express';
import { episodeFromRecordingSchema, episodeUploadFieldsSchema } from '../../../../../shared/schemas/archive/podcasts';
import { UPLOAD_MESSAGES } from '../../../../../shared/text/upload-messages';
import { UPLOAD_LIMITS } from '../../../../../shared/station/station-rules';
import type { StationContext } from '../../../core/context';
import { deleteEpisode, episodeFromRecording, episodeFromUpload, episodeNotFound } from '../../../podcasts/episodes';
import { discardUploads, receiveFiles, uploadedFile } from '../../../uploads/temp-storage';
import { actor, requireAdmin } from '../../middleware/session';
import { parse } from '../../errors/validate';
import { podcastOf } from './podcast-answers';
import { handle } from '../../route-helpers/handle';

/** A podcast's episodes as the admin publishes them (from a recording or an uploaded file) and deletes them. */
export function podcastEpisodeAdminRoutes(
  ctx: Pick<StationContext, 'clock' | 'config' | 'db' | 'ffmpegPath' | 'log' | 'media' | 'repos'>,
): Router {
  const { repos, media } = ctx;
  const router = Router();

  const receiveAudio = receiveFiles(media.tempPath, [
    { name: 'audio', maxBytes: UPLOAD_LIMITS.audioMaxBytes, tooLargeMessage: UPLOAD_MESSAGES.audioFieldTooLarge },
  ]);
  // JSON: an episode cut from a recording. Multipart with `audio`: an episode from an uploaded file.
  handle(router, 'podcasts.addEpisode', requireAdmin, receiveAudio, async ({ params, req, res }) => {
    try {
      const podcast = podcastOf(ctx, params);
      const upload = uploadedFile(req, 'audio');
      const episode = upload
        ? // The table's fields are either kind's: the kind the files say is read with its own schema.
          await episodeFromUpload(ctx, podcast, upload.path, parse(episodeUploadFieldsSchema, req.body ?? {}))
        : await episodeFromRecording(ctx, podcast, parse(episodeFromRecordingSchema, req.body ?? {}));
      repos.audit.record(actor(res), 'podcast.episode', `Episodio «${episode.title}» publicado en «${podcast.title}»`);
      res.status(201).json({ id: episode.id, audioUrl: episode.audioUrl, durationSec: episode.durationSec });
    } finally {
      discardUploads(req);
    }
  });

  handle(router, 'podcasts.deleteEpisode', requireAdmin, ({ params, res }) => {
    const podcast = podcastOf(ctx, params);
    const episode = repos.podcasts.episode(params.episodeId);
    if (!episode || episode.podcastId !== podcast.id) throw episodeNotFound();
    deleteEpisode(ctx, episode);
    repos.audit.record(actor(res), 'podcast.episode.delete', `Episodio «${episode.title}» eliminado`);
    res.status(204).end();
  });

  return router;
}
