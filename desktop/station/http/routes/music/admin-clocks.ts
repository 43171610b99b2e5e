import { Router } from 'express';
import { clockCreateSchema, gridUpdateSchema } from '../../../../../shared/schemas/music/clocks';
import type { StationContext } from '../../../core/context';
import { parse } from '../../errors/validate';
import { actor, requireAdmin } from '../../middleware/session';

/** Hour clocks and the week's grid. A write publishes a programming change: the planner's next pick follows it. */
export function adminClockRoutes({ repos }: StationContext): Router {
  const router = Router();

  router.get('/clocks', requireAdmin, (_req, res) => {
    res.json(repos.clocks.list());
  });

  router.post('/clocks', requireAdmin, (req, res) => {
    const input = parse(clockCreateSchema, req.body ?? {});
    const clock = repos.clocks.create(input);
    repos.audit.record(actor(res), 'clock.create', `Reloj «${clock.name}» creado`);
    res.status(201).json({ id: clock.id });
  });

  router.get('/grid', requireAdmin, (_req, res) => {
    res.json(repos.clocks.grid());
  });

  router.put('/grid', requireAdmin, (req, res) => {
    const update = parse(gridUpdateSchema, req.body ?? {});
    repos.clocks.setGrid(update);
    repos.audit.record(actor(res), 'grid.update', `Parrilla de relojes: ${update.cells.length} horas cambiadas`);
    res.json(repos.clocks.grid());
  });

  return router;
}
