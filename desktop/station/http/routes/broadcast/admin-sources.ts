import { Router } from 'express';
import type { StationContext } from '../../../core/context';
import { notFound } from '../../errors/errors';
import { actor, requireAdmin } from '../../middleware/session';
import { handle } from '../../route-helpers/handle';

const SOURCE_NOT_FOUND = 'La fuente de streaming no existe.';

/** Admin writes to the streaming sources visitors can pick on the live page. */
export function adminSourceRoutes({ repos }: Pick<StationContext, 'repos'>): Router {
  const router = Router();

  handle(router, 'sources.create', requireAdmin, ({ body: input, res }) => {
    const source = repos.sources.create(input);
    repos.audit.record(
      actor(res),
      'source.create',
      `Fuente «${source.name}» añadida (${source.isActive ? 'activa' : 'inactiva'})`,
    );
    res.status(201).json(source);
  });

  handle(router, 'sources.update', requireAdmin, ({ params: { id }, body: patch, res }) => {
    const source = repos.sources.update(id, patch);
    if (!source) throw notFound(SOURCE_NOT_FOUND);
    const what = patch.isActive === undefined ? 'editada' : patch.isActive ? 'activada' : 'desactivada';
    repos.audit.record(actor(res), 'source.update', `Fuente «${source.name}» ${what}`);
    res.json(source);
  });

  handle(router, 'sources.delete', requireAdmin, ({ params: { id }, res }) => {
    const source = repos.sources.get(id);
    if (!source || !repos.sources.remove(id)) throw notFound(SOURCE_NOT_FOUND);
    repos.audit.record(actor(res), 'source.delete', `Fuente «${source.name}» eliminada`);
    res.status(204).end();
  });

  return router;
}
