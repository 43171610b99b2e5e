import { Router } from 'express';
import type { StationContext } from '../../core/context';
import { notFound } from '../../http/errors/errors';
import { actor, requireAdmin } from '../../http/middleware/session';
import { handle } from '../../http/route-helpers/handle';

/** The studio's standby PCs, as an admin manages them: a token per PC, shown once, revocable. */
export function followersRoutes({ repos }: Pick<StationContext, 'repos'>): Router {
  const router = Router();
  handle(router, 'followers.list', requireAdmin, ({ res }) => res.json(repos.followers.list()));
  handle(router, 'followers.create', requireAdmin, ({ body, res }) => {
    const created = repos.followers.create(body.name);
    repos.audit.record(actor(res), 'follower.create', `Estación de reserva ${body.name || `#${created.id}`} creada`);
    res.status(201).json(created);
  });
  handle(router, 'followers.revoke', requireAdmin, ({ params, res }) => {
    if (!repos.followers.revoke(params.id)) throw notFound('La estación de reserva no existe.');
    repos.audit.record(actor(res), 'follower.revoke', `Token de la estación de reserva #${params.id} revocado`);
    res.status(204).end();
  });
  return router;
}
