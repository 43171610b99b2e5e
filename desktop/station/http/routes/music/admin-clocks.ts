import { Router } from 'express';
import type { StationContext } from '../../../core/context';
import { notFound } from '../../errors/errors';
import { actor, requireAdmin } from '../../middleware/session';
import { handle } from '../../route-helpers/handle';
import { PROGRAMMING } from '../../../../../shared/station/station-rules';
import { wallTime } from '../../../../../shared/station/station-time';

const CLOCK_NOT_FOUND = 'El reloj no existe.';

/** Hour clocks and the week's grid. A write publishes a programming change: the planner's next pick follows it. */
export function adminClockRoutes({ repos, config, clock }: Pick<StationContext, 'repos' | 'config' | 'clock'>): Router {
  const router = Router();

  handle(router, 'clocks.lengths', requireAdmin, ({ res }) => {
    res.json(repos.clocks.lengths(wallTime(clock.now(), config.timezone ?? PROGRAMMING.defaultTimezone).date));
  });

  handle(router, 'clocks.list', requireAdmin, ({ res }) => {
    res.json(repos.clocks.list());
  });

  handle(router, 'clocks.create', requireAdmin, ({ body: input, res }) => {
    const clock = repos.clocks.create(input);
    repos.audit.record(actor(res), 'clock.create', `Reloj «${clock.name}» creado`);
    res.status(201).json({ id: clock.id });
  });

  handle(router, 'clocks.update', requireAdmin, ({ params: { id }, body: input, res }) => {
    const clock = repos.clocks.update(id, input);
    if (!clock) throw notFound(CLOCK_NOT_FOUND);
    repos.audit.record(actor(res), 'clock.update', `Reloj «${clock.name}» editado`);
    res.json(clock);
  });

  handle(router, 'clocks.delete', requireAdmin, ({ params: { id }, res }) => {
    const clock = repos.clocks.remove(id);
    if (!clock) throw notFound(CLOCK_NOT_FOUND);
    repos.audit.record(actor(res), 'clock.delete', `Reloj «${clock.name}» eliminado`);
    res.status(204).end();
  });

  handle(router, 'grid.get', requireAdmin, ({ res }) => {
    res.json(repos.clocks.grid());
  });

  handle(router, 'grid.update', requireAdmin, ({ body: update, res }) => {
    repos.clocks.setGrid(update);
    repos.audit.record(actor(res), 'grid.update', `Parrilla de relojes: ${update.cells.length} horas cambiadas`);
    res.json(repos.clocks.grid());
  });

  return router;
}
