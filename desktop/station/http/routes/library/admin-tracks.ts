import { uploadedLine } from '../../../../../shared/text/track-kind-words';
import { Router } from 'express';
import { PROGRAMMING, UPLOAD_LIMITS } from '../../../../../shared/station/station-rules';
import { trackUploadKindSchema } from '../../../../../shared/schemas/library/tracks';
import type { StationContext } from '../../../core/context';
import { wallTime } from '../../../../../shared/station/station-time';
import { publicTrack } from '../../../repos/library/tracks';
import { downloadToFile } from '../../../uploads/download';
import { deleteTrack } from '../../../uploads/media-removal';
import { discardUploads, formText, receiveFiles, uploadedFile } from '../../../uploads/temp-storage';
import { ingestTrack } from '../../../uploads/track-ingest';
import { clientGone } from '../../route-helpers/client-gone';
import { HttpError, notFound } from '../../errors/errors';
import { actor, requireAdmin } from '../../middleware/session';
import { parse } from '../../errors/validate';
import { UPLOAD_MESSAGES } from '../../../../../shared/text/upload-messages';
import { handle } from '../../route-helpers/handle';

const TRACK_NOT_FOUND = 'La canción no existe.';

const IMPORT_LIMITS = { maxBytes: UPLOAD_LIMITS.audioMaxBytes, idleTimeoutMs: 30_000, totalTimeoutMs: 10 * 60_000 };

const describe = (title: string, artist: string) => (artist ? `«${title}» de ${artist}` : `«${title}»`);

/** Admin writes to the music library: upload, import from a URL, edit, delete. */
export function adminTrackRoutes(
  ctx: Pick<
    StationContext,
    'clock' | 'config' | 'db' | 'downloadAddressPolicy' | 'ffmpegPath' | 'log' | 'media' | 'repos' | 'shutdown'
  >,
): Router {
  const { repos, media } = ctx;
  const router = Router();
  const receiveTrack = receiveFiles(media.tempPath, [
    { name: 'audioFile', maxBytes: UPLOAD_LIMITS.audioMaxBytes, tooLargeMessage: UPLOAD_MESSAGES.audioFieldTooLarge },
    { name: 'coverImage', maxBytes: UPLOAD_LIMITS.imageMaxBytes, tooLargeMessage: UPLOAD_MESSAGES.coverTooLarge },
  ]);

  handle(router, 'tracks.upload', requireAdmin, receiveTrack, async ({ req, res }) => {
    try {
      const audio = uploadedFile(req, 'audioFile');
      if (!audio) throw new HttpError(400, 'validation_failed', UPLOAD_MESSAGES.audioRequired, 'audioFile');
      const { kind } = parse(trackUploadKindSchema, { kind: formText(req, 'kind') });
      const track = await ingestTrack(ctx, {
        audioPath: audio.path,
        originalName: audio.originalName,
        coverPath: uploadedFile(req, 'coverImage')?.path,
        typed: { title: formText(req, 'title'), artist: formText(req, 'artist'), album: formText(req, 'album') },
        uploadedBy: actor(res),
        audioField: 'audioFile',
        kind,
      });
      repos.audit.record(actor(res), 'track.upload', uploadedLine(kind, describe(track.title, track.artist)));
      res.status(201).json(publicTrack(track));
    } finally {
      discardUploads(req);
    }
  });

  handle(router, 'tracks.import', requireAdmin, async ({ body: input, res }) => {
    const temp = media.tempPath('.download');
    try {
      const signal = AbortSignal.any([clientGone(res), ctx.shutdown]);
      const { fileName } = await downloadToFile(input.url, temp, {
        ...IMPORT_LIMITS,
        signal,
        isAllowedAddress: ctx.downloadAddressPolicy,
      });
      const track = await ingestTrack(ctx, {
        audioPath: temp,
        originalName: fileName,
        typed: { title: input.title, artist: input.artist, album: input.album },
        uploadedBy: actor(res),
        audioField: 'url',
        kind: input.kind,
      });
      // Only the host: a URL's path or query may carry a private token.
      repos.audit.record(
        actor(res),
        'track.import',
        `Canción ${describe(track.title, track.artist)} importada desde ${new URL(input.url).host}`,
      );
      res.status(201).json(publicTrack(track));
    } finally {
      media.discardTemp(temp);
    }
  });

  handle(router, 'tracks.update', requireAdmin, ({ params: { id }, body: patch, res }) => {
    const track = repos.tracks.update(id, patch);
    if (!track) throw notFound(TRACK_NOT_FOUND);
    repos.audit.record(actor(res), 'track.update', `Canción ${describe(track.title, track.artist)} editada`);
    res.json(repos.categories.withCategoryIds([publicTrack(track)])[0]);
  });

  handle(router, 'tracks.delete', requireAdmin, ({ params: { id }, res }) => {
    const track = repos.tracks.get(id);
    if (!track) throw notFound(TRACK_NOT_FOUND);
    assertNotScheduled(ctx, id);
    deleteTrack(ctx, track);
    repos.audit.record(actor(res), 'track.delete', `Canción ${describe(track.title, track.artist)} eliminada`);
    res.status(204).end();
  });

  return router;
}

/**
 * A track the station has promised to air cannot go: the spot of a campaign that has not ended, or the
 * recording of a programme still to come would go silent. Past ones may lose it (airings keep the title).
 */
export function assertNotScheduled(
  { repos, config, clock }: Pick<StationContext, 'repos' | 'config' | 'clock'>,
  trackId: number,
): void {
  const today = wallTime(clock.now(), config.timezone ?? PROGRAMMING.defaultTimezone).date;
  const campaign = repos.campaigns.unfinishedWithSpot(trackId, today);
  if (campaign)
    throw new HttpError(
      409,
      'track_in_use',
      `La canción es la cuña de la campaña «${campaign.title}»: cámbiala antes de borrarla.`,
    );
  const programme = repos.schedule.showFrom(trackId, today);
  if (programme)
    throw new HttpError(
      409,
      'track_in_use',
      `La canción es la grabación del programa «${programme.title}» del ${programme.date}.`,
    );
}
