import { type NextFunction, type Request, type Response, Router } from 'express';
import { myRecordingUploadSchema, type MyRecording } from '../../../../../shared/schemas/estudio/estudio';
import { occurrenceParamsSchema } from '../../../../../shared/schemas/programming/show-occurrences';
import { UPLOAD_LIMITS } from '../../../../../shared/station/station-rules';
import { UPLOAD_MESSAGES } from '../../../../../shared/text/upload-messages';
import type { StationContext } from '../../../core/context';
import { attachOccurrenceFile } from '../../../programming/schedule/occurrence-edits';
import { occurrenceView } from '../../../programming/schedule/show-views';
import { findOccurrence } from '../../../programming/schedule/shows-service';
import { discardUploads, formText, receiveFiles, uploadedFile } from '../../../uploads/temp-storage';
import { ingestTrack } from '../../../uploads/track-ingest';
import type { ApiGroup } from '../../route-helpers/api-group';
import { badRequest, HttpError, notFound } from '../../errors/errors';
import { actor, requireUser } from '../../middleware/session';
import { parse } from '../../errors/validate';
import { handle } from '../../route-helpers/handle';

const NOT_YOURS = 'No presentas este programa.';
const ONLY_RECORDED = 'Solo un programa grabado lleva un archivo por emisión.';
const NOT_YOUR_FILE = 'Esa grabación no es tuya: elige una de las que has subido.';

/**
 * A presenter's file for their own recorded occurrences: one they uploaded before (their recordings:
 * the show files they uploaded), or a new upload, which becomes their recording. Another presenter's show or
 * file is a 403; nothing else of the occurrence is theirs to change.
 */
export function estudioFileRoutes(
  ctx: Pick<StationContext, 'clock' | 'config' | 'db' | 'events' | 'ffmpegPath' | 'media' | 'repos'>,
): Router {
  const { repos } = ctx;
  const router = Router();
  const recordingsOf = (userId: number) => repos.tracks.list('show').filter((t) => t.uploadedBy === userId);
  const receiveAudio = receiveFiles(ctx.media.tempPath, [
    { name: 'audioFile', maxBytes: UPLOAD_LIMITS.audioMaxBytes, tooLargeMessage: UPLOAD_MESSAGES.audioFieldTooLarge },
  ]);

  /** Before any byte of an upload is stored: the show exists and the caller presents it. */
  const ownShow = (req: Request, res: Response, next: NextFunction) => {
    const { id } = parse(occurrenceParamsSchema, req.params);
    if (!repos.shows.get(id)) throw notFound('El programa no existe.');
    if (!repos.shows.presentedBy(actor(res).id).includes(id)) throw new HttpError(403, 'forbidden', NOT_YOURS);
    next();
  };

  const attach = (res: Response, showId: number, start: number, trackId: number | null, what: string) => {
    const occurrence = attachOccurrenceFile(ctx, showId, start, trackId);
    const show = repos.shows.get(showId)!;
    const when = new Date(start).toISOString();
    repos.audit.record(actor(res), 'show.occurrence', `Programa «${show.name}», emisión ${when}: ${what}`);
    return occurrenceView(ctx, occurrence);
  };

  handle(router, 'estudio.recordings', requireUser, ({ res }) => {
    const mine: MyRecording[] = recordingsOf(actor(res).id).map((t) => ({
      id: t.id,
      title: t.title,
      duration: t.duration,
      createdAt: t.createdAt,
    }));
    res.set('Cache-Control', 'no-store').json(mine);
  });

  handle(router, 'estudio.attachFile', requireUser, ownShow, ({ params: { id, start }, body: { trackId }, res }) => {
    if (trackId !== null && !recordingsOf(actor(res).id).some((t) => t.id === trackId))
      throw new HttpError(403, 'forbidden', NOT_YOUR_FILE);
    res.json(attach(res, id, start, trackId, trackId === null ? 'archivo retirado' : `archivo #${trackId} adjunto`));
  });

  handle(router, 'estudio.uploadFile', requireUser, ownShow, receiveAudio, async ({ params, req, res }) => {
    try {
      const { id, start } = params;
      const audio = uploadedFile(req, 'audioFile');
      if (!audio) throw new HttpError(400, 'validation_failed', UPLOAD_MESSAGES.audioRequired, 'audioFile');
      const fields = parse(myRecordingUploadSchema, { title: formText(req, 'title') || undefined });
      const show = repos.shows.get(id)!;
      // Refused (no such airing, not a recorded show) before the file becomes a track.
      findOccurrence(ctx, id, start);
      if (show.kind !== 'recorded') throw badRequest(ONLY_RECORDED, 'audioFile');
      const track = await ingestTrack(ctx, {
        audioPath: audio.path,
        originalName: audio.originalName,
        typed: { title: fields.title ?? show.name, artist: show.name, album: '' },
        uploadedBy: actor(res),
        audioField: 'audioFile',
        kind: 'show',
      });
      res.json(attach(res, id, start, track.id, `archivo «${track.title}» subido y adjunto`));
    } finally {
      discardUploads(req);
    }
  });

  return router;
}

export const estudioFilesGroup: ApiGroup = (ctx, api) => {
  api.use(estudioFileRoutes(ctx));
};
