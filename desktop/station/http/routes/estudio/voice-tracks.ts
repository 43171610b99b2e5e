import { Router } from 'express';
import type { MyLog, MyLogItem } from '../../../../../shared/schemas/estudio/voice-tracks';
import { UPLOAD_LIMITS } from '../../../../../shared/station/station-rules';
import { UPLOAD_MESSAGES } from '../../../../../shared/text/upload-messages';
import type { StationContext } from '../../../core/context';
import { toLogItem } from '../../../programming/log/log-items';
import { showAt } from '../../../programming/voice/voice-place';
import { linksBetween, voiceTrackView } from '../../../programming/voice/voice-log';
import { assertMayTrack, saveVoiceTrack } from '../../../programming/voice/voice-save';
import { discardUploads, receiveFiles, uploadedFile } from '../../../uploads/temp-storage';
import type { ApiGroup } from '../../route-helpers/api-group';
import { HttpError, notFound } from '../../errors/errors';
import { actor, requireUser } from '../../middleware/session';
import { handle } from '../../route-helpers/handle';

const NOT_FOUND = 'Ese enlace no existe.';
/**
 * Voice tracking: the log of a presenter's own shows' hours (an admin's: every hour), and the links recorded
 * between its items. Whose hour it is is decided here, from the schedule, never from what the page sends.
 */
type VoiceTrackContext = Pick<StationContext, 'repos' | 'media' | 'clock' | 'broadcast'> &
  Parameters<typeof saveVoiceTrack>[0] &
  Parameters<typeof showAt>[0];

export function voiceTrackRoutes(ctx: VoiceTrackContext): Router {
  const { repos } = ctx;
  const router = Router();
  const receiveAudio = receiveFiles(ctx.media.tempPath, [
    { name: 'audio', maxBytes: UPLOAD_LIMITS.audioMaxBytes, tooLargeMessage: UPLOAD_MESSAGES.audioFieldTooLarge },
  ]);

  /** The link, if the caller may touch it: its show's presenter, or an admin. */
  const ownLink = (id: number, user: ReturnType<typeof actor>) => {
    const link = repos.voiceTracks.get(id);
    if (!link) throw notFound(NOT_FOUND);
    assertMayTrack(user, showAt(ctx, link.plannedAt));
    return link;
  };

  handle(router, 'estudio.log', requireUser, ({ query: { from, to }, res }) => {
    const me = actor(res);
    const items: MyLogItem[] = [];
    for (const item of ctx.broadcast.log?.(from, to) ?? []) {
      const show = showAt(ctx, item.plannedAt);
      if (!me.isAdmin && !show?.presenterIds.includes(me.id)) continue;
      items.push({ ...toLogItem(item), ...(show ? { showName: show.name } : {}) });
    }
    const voiceTracks = linksBetween(
      repos,
      from,
      to,
      (v) => me.isAdmin || showAt(ctx, v.plannedAt)?.presenterIds.includes(me.id) === true,
    );
    const body: MyLog = { items, voiceTracks };
    res.set('Cache-Control', 'no-store').json(body);
  });

  // A presenter's own: the ones they recorded, and the ones in their shows' hours (a co-presenter's).
  handle(router, 'estudio.voiceTracks', requireUser, ({ res }) => {
    const me = actor(res);
    const shows = new Set(repos.shows.presentedBy(me.id));
    const mine = repos.voiceTracks
      .pending(ctx.clock.now())
      .filter((v) => me.isAdmin || v.createdBy === me.id || (v.showId !== null && shows.has(v.showId)));
    res.set('Cache-Control', 'no-store').json(mine.map(voiceTrackView));
  });

  handle(router, 'voiceTracks.create', requireUser, receiveAudio, async ({ fields, req, res }) => {
    try {
      const audio = uploadedFile(req, 'audio');
      if (!audio) throw new HttpError(400, 'validation_failed', UPLOAD_MESSAGES.audioRequired, 'audio');
      const input = fields();
      const me = actor(res);
      const { link, place } = await saveVoiceTrack(ctx, me, {
        audioPath: audio.path,
        fields: input,
        hourStart: input.hourStart,
      });
      repos.audit.record(
        me,
        'voicetrack.save',
        `Enlace #${link.id} grabado para ${new Date(link.plannedAt).toISOString()} entre «${place.before.track.title}» y «${place.after.track.title}» (${link.duration.toFixed(1)} s)`,
      );
      res.status(201).json({ id: link.id, logItemId: place.before.position ?? place.before.id });
    } finally {
      discardUploads(req);
    }
  });

  handle(router, 'voiceTracks.delete', requireUser, ({ params: { id }, res }) => {
    const me = actor(res);
    const link = ownLink(id, me);
    repos.voiceTracks.remove(link.id);
    if (!repos.voiceTracks.fileInUse(link.fileName) && !repos.tracks.fileInUse(link.fileName))
      ctx.media.remove('audio', link.fileName);
    repos.audit.record(
      me,
      'voicetrack.delete',
      `Enlace #${link.id} de ${new Date(link.plannedAt).toISOString()} borrado`,
    );
    res.status(204).end();
  });

  handle(router, 'voiceTracks.audio', requireUser, ({ params: { id }, res, next }) => {
    const link = ownLink(id, actor(res));
    res.sendFile(
      ctx.media.pathOf('audio', link.fileName),
      { headers: { 'Cache-Control': 'private, no-cache' } },
      (error) => {
        if (error && !res.headersSent && (error as NodeJS.ErrnoException).code !== 'ECONNABORTED') next(error);
      },
    );
  });

  return router;
}

export const voiceTracksGroup: ApiGroup = (ctx, api) => {
  api.use(voiceTrackRoutes(ctx));
};
