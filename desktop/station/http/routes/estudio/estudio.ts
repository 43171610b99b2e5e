import { Router } from 'express';
import type { Draft, MyShow } from '../../../../../shared/schemas/estudio/estudio';
import type { StationContext } from '../../../core/context';
import { ownDraft, publishDraft } from '../../../podcasts/drafts';
import { recordingPath, recordingsRoot } from '../../../recording/paths';
import type { StoredDraft } from '../../../repos/archive/podcast-drafts';
import type { ApiGroup } from '../../route-helpers/api-group';
import { readLockGraces } from '../../../broadcast/live/admission/live-arbiter';

const WEEK_MS = 7 * 86_400_000;
import { badRequest, HttpError, notFound } from '../../errors/errors';
import { actor, requireUser } from '../../middleware/session';
import { handle } from '../../route-helpers/handle';

const draftView = (d: StoredDraft): Draft => ({
  id: d.id,
  podcastId: d.podcastId,
  podcastTitle: d.podcastTitle,
  recordingId: d.recordingId,
  title: d.title,
  occurrenceStart: d.occurrenceStart,
  recordedAt: d.recordedAt,
  durationSec: d.durationSec,
  audioUrl: `/api/me/drafts/${d.id}/audio`,
});

/** A presenter's own area (/estudio): their drafts, to hear, trim and publish. Every answer is the caller's rows. */
export function estudioRoutes(
  ctx: Pick<StationContext, 'clock' | 'config' | 'db' | 'ffmpegPath' | 'live' | 'log' | 'media' | 'repos'>,
): Router {
  const router = Router();
  const root = recordingsRoot(ctx.config.dataDir);

  handle(router, 'estudio.occurrences', requireUser, ({ res }) => {
    const me = actor(res).id;
    const now = ctx.clock.now();
    const { beforeMs } = readLockGraces(ctx.repos.settings);
    const mine = ctx.live
      .occurrencesBetween(now, now + WEEK_MS)
      .filter((o) => o.presenterIds.includes(me))
      .sort((a, b) => a.startAt - b.startAt)
      .map(({ showId, showName, startAt, endAt }) => ({
        showId,
        showName,
        startAt,
        endAt,
        connectFrom: startAt - beforeMs,
      }));
    res.set('Cache-Control', 'no-store').json(mine);
  });

  const myShow = (id: number): MyShow => {
    const show = ctx.repos.shows.get(id);
    if (!show) throw notFound('El programa no existe.');
    return {
      id: show.id,
      name: show.name,
      slug: show.slug,
      kind: show.kind,
      description: show.description,
      imageId: show.imageId,
    };
  };

  handle(router, 'estudio.shows', requireUser, ({ res }) => {
    res.set('Cache-Control', 'no-store').json(ctx.repos.shows.presentedBy(actor(res).id).map(myShow));
  });

  // A presenter edits their own show's description and image; name, rules, kind and presenters stay the admins'.
  handle(router, 'estudio.updateShow', requireUser, ({ params: { id }, body: input, res }) => {
    const me = actor(res);
    const show = myShow(id);
    if (!ctx.repos.shows.presentedBy(me.id).includes(id))
      throw new HttpError(403, 'forbidden', 'No presentas este programa.');
    if (input.imageId !== null && !ctx.repos.gallery.get(input.imageId))
      throw badRequest('La imagen no existe en la galería.', 'imageId');
    ctx.repos.shows.setPresentation(id, input.description, input.imageId);
    ctx.repos.audit.record(me, 'show.presentation', `Programa «${show.name}»: descripción e imagen editadas`);
    res.json(myShow(id));
  });

  handle(router, 'estudio.drafts', requireUser, ({ res }) => {
    res.set('Cache-Control', 'no-store').json(ctx.repos.podcastDrafts.ofPresenter(actor(res).id).map(draftView));
  });

  handle(router, 'estudio.draftAudio', requireUser, ({ params: { id }, res, next }) => {
    const draft = ownDraft(ctx, id, actor(res).id);
    const headers = { 'Content-Type': 'audio/mpeg', 'Cache-Control': 'private, no-cache' };
    res.sendFile(recordingPath(root, draft.fileName), { headers }, (error) => {
      if (error && !res.headersSent && (error as NodeJS.ErrnoException).code !== 'ECONNABORTED') next(error);
    });
  });

  handle(router, 'estudio.publishDraft', requireUser, async ({ params: { id }, body: input, res }) => {
    const me = actor(res);
    const episode = await publishDraft(ctx, id, me.id, input);
    ctx.repos.audit.record(me, 'podcast.episode', `Episodio «${episode.title}» publicado desde /estudio`);
    res.status(201).json({ id: episode.id, audioUrl: episode.audioUrl, durationSec: episode.durationSec });
  });

  return router;
}

export const estudioGroup: ApiGroup = (ctx, api) => {
  api.use(estudioRoutes(ctx));
};
