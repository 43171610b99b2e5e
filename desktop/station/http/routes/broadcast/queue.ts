import { Router } from 'express';
import type { Queue } from '../../../../../shared/schemas/programming/programming';
import type { StationContext } from '../../../core/context';
import { stationTimeZone } from '../../../../../shared/station/station-time';
import { HttpError, notFound } from '../../errors/errors';
import { actor, requireAdmin } from '../../middleware/session';
import { plural } from '../../../../../shared/text/plural';
import { handle } from '../../route-helpers/handle';

/** The studio's next hour (admin): what the planner will air, inserts, removals and the host's ad break. */
export function queueRoutes(ctx: Pick<StationContext, 'broadcast' | 'config' | 'repos'>): Router {
  const { broadcast, repos } = ctx;
  const router = Router();
  const assertRunning = () => {
    if (!broadcast.status().serverRunning) throw new HttpError(409, 'not_running', 'La emisión no está activa.');
  };

  handle(router, 'queue.get', requireAdmin, ({ res }) => {
    const body: Queue = { ...broadcast.queue(), timezone: stationTimeZone(ctx.config) };
    res.json(body);
  });

  handle(router, 'queue.insert', requireAdmin, ({ body: { trackId }, res }) => {
    const track = repos.tracks.get(trackId);
    if (!track) throw new HttpError(404, 'not_found', 'La canción no existe.', 'trackId');
    if (track.broken)
      throw new HttpError(409, 'track_broken', 'La canción no se puede reproducir (archivo dañado).', 'trackId');
    assertRunning();
    const item = broadcast.queueInsert(trackId);
    if (!item) throw new HttpError(409, 'not_queued', 'No se pudo poner la canción en cola.');
    repos.audit.record(actor(res), 'queue.insert', `«${track.title}» a continuación`);
    res.status(201).json(item);
  });

  handle(router, 'queue.break', requireAdmin, ({ res }) => {
    assertRunning();
    const spots = broadcast.playBreak();
    if (spots === 0) throw new HttpError(409, 'no_spots_due', 'No hay cuñas pendientes en esta pausa.');
    repos.audit.record(
      actor(res),
      'queue.break',
      `Pausa publicitaria lanzada (${plural(spots, { one: '# cuña', other: '# cuñas' })})`,
    );
    res.status(202).json({ spots });
  });

  handle(router, 'queue.remove', requireAdmin, ({ params: { id }, res }) => {
    const result = broadcast.queueRemove(id);
    if (result === 'not_found') throw notFound('Ese elemento ya no está en la próxima hora.');
    if (result === 'show')
      throw new HttpError(409, 'hard_timed', 'Un programa grabado empieza a su hora: cámbialo en la programación.');
    repos.audit.record(actor(res), 'queue.remove', `Elemento ${id} quitado de la próxima hora`);
    res.status(204).end();
  });

  return router;
}
