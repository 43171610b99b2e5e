import { Router } from 'express';
import type { CartButton } from '../../../../../shared/schemas/broadcast/studio';
import type { StationContext } from '../../../core/context';
import { HttpError, notFound } from '../../errors/errors';
import { actor, requireAdmin } from '../../middleware/session';
import { handle } from '../../route-helpers/handle';

/** The studio's cart wall (admin): the buttons, and playing a track over the bus at once. */
export function studioCartRoutes(ctx: Pick<StationContext, 'broadcast' | 'repos'>): Router {
  const { repos, broadcast } = ctx;
  const router = Router();

  handle(router, 'cart.list', requireAdmin, ({ res }) => {
    const body: CartButton[] = repos.cart.list();
    res.json(body);
  });

  handle(router, 'cart.save', requireAdmin, ({ params: { slot }, body: input, res }) => {
    const track = repos.tracks.get(input.trackId);
    if (!track) throw new HttpError(404, 'not_found', 'La pista no existe.', 'trackId');
    const button = repos.cart.set(slot, input);
    broadcast.warmCart?.(track.id);
    repos.audit.record(actor(res), 'cart.set', `Botón ${slot}: «${track.title}»`);
    res.json(button);
  });

  handle(router, 'cart.clear', requireAdmin, ({ params: { slot }, res }) => {
    if (!repos.cart.remove(slot)) throw notFound('Ese botón ya está vacío.');
    repos.audit.record(actor(res), 'cart.remove', `Botón ${slot} vaciado`);
    res.status(204).end();
  });

  handle(router, 'cart.play', requireAdmin, ({ params: { id }, body: { mode }, res }) => {
    if (!broadcast.playCart) throw new HttpError(409, 'not_supported', 'Esta emisión no tiene botonera.');
    const result = broadcast.playCart(id, mode ?? repos.cart.forTrack(id)?.mode ?? 'duck');
    if (result === 'not_found') throw new HttpError(404, 'not_found', 'La pista no existe.');
    if (result === 'broken')
      throw new HttpError(409, 'track_broken', 'La pista no se puede reproducir (archivo dañado).');
    if (result === 'not_running') throw new HttpError(409, 'not_running', 'La emisión no está activa.');
    res.status(202).json({ trackId: id });
  });

  return router;
}
