import { Router } from 'express';
import type { Log } from '../../../../../shared/schemas/music/log';
import type { StationContext } from '../../../core/context';
import { createLogService } from '../../../programming/log/log-service';
import { linksBetween } from '../../../programming/voice/voice-log';
import { actor, requireAdmin } from '../../middleware/session';
import { handle } from '../../route-helpers/handle';

type LogRoutesContext = Pick<StationContext, 'broadcast' | 'repos' | 'config' | 'clock' | 'plannerData'>;

/**
 * The music log: the planner's own decisions ahead, read from the air's planner (what it says is what airs), with
 * the voice tracks recorded in it, and the music director's edits of one position ahead of airing (lock, swap with a song of the same category, move).
 */
export function adminLogRoutes(ctx: LogRoutesContext): Router {
  const router = Router();
  const log = createLogService(ctx);
  const audit = (res: Parameters<typeof actor>[0], action: string, detail: string) =>
    ctx.repos.audit.record(actor(res), action, detail);

  handle(router, 'log.get', requireAdmin, ({ query: { from, to }, res }) => {
    const body: Log = { items: log.list(from, to), voiceTracks: linksBetween(ctx.repos, from, to) };
    res.json(body);
  });

  handle(router, 'log.candidates', requireAdmin, ({ params: { id }, res }) => {
    res.json(log.candidates(id));
  });

  handle(router, 'log.lock', requireAdmin, ({ params: { id }, res }) => {
    const item = log.lock(id, actor(res).id);
    audit(res, 'log.lock', `Registro: «${item.title}» fijado en ${item.start}`);
    res.json(item);
  });

  handle(router, 'log.unlock', requireAdmin, ({ params: { id }, res }) => {
    const item = log.unlock(id);
    audit(res, 'log.unlock', `Registro: posición ${id} liberada`);
    res.json(item);
  });

  handle(router, 'log.swap', requireAdmin, ({ params: { id }, body: { trackId }, res }) => {
    const item = log.swap(id, trackId, actor(res).id);
    audit(res, 'log.swap', `Registro: «${item.title}» en ${item.start}`);
    res.json(item);
  });

  handle(router, 'log.move', requireAdmin, ({ params: { id }, body: { toId }, res }) => {
    const items = log.move(id, toId, actor(res).id);
    audit(res, 'log.move', `Registro: posiciones ${id} y ${toId} intercambiadas`);
    res.json({ items });
  });

  return router;
}
