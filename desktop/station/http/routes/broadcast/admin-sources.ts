import { Router } from 'express';
import { idParamSchema } from '../../../../../shared/schemas/common/common';
import { sourceCreateSchema, sourceUpdateSchema } from '../../../../../shared/schemas/broadcast/sources';
import type { StationContext } from '../../../core/context';
import { notFound } from '../../errors/errors';
import { actor, requireAdmin } from '../../middleware/session';
import { parse } from '../../errors/validate';

const SOURCE_NOT_FOUND = 'La fuente de streaming no existe.';

/** Admin writes to the streaming sources visitors can pick on the live page. */
export function adminSourceRoutes({ repos }: StationContext): Router {
  const router = Router();

  router.post('/streaming/sources', requireAdmin, (req, res) => {
    const input = parse(sourceCreateSchema, req.body ?? {});
    const source = repos.sources.create(input);
    repos.audit.record(
      actor(res),
      'source.create',
      `Fuente «${source.name}» añadida (${source.isActive ? 'activa' : 'inactiva'})`,
    );
    res.status(201).json(source);
  });

  router.patch('/streaming/sources/:id', requireAdmin, (req, res) => {
    const { id } = parse(idParamSchema, req.params);
    const patch = parse(sourceUpdateSchema, req.body ?? {});
    const source = repos.sources.update(id, patch);
    if (!source) throw notFound(SOURCE_NOT_FOUND);
    const what = patch.isActive === undefined ? 'editada' : patch.isActive ? 'activada' : 'desactivada';
    repos.audit.record(actor(res), 'source.update', `Fuente «${source.name}» ${what}`);
    res.json(source);
  });

  router.delete('/streaming/sources/:id', requireAdmin, (req, res) => {
    const { id } = parse(idParamSchema, req.params);
    const source = repos.sources.get(id);
    if (!source || !repos.sources.remove(id)) throw notFound(SOURCE_NOT_FOUND);
    repos.audit.record(actor(res), 'source.delete', `Fuente «${source.name}» eliminada`);
    res.status(204).end();
  });

  return router;
}
