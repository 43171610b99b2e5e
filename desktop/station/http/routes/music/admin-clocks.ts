import { Router } from 'express';
import type { StationContext } from '../../../core/context';
import { notFound } from '../../errors/errors';
import { actor, requireAdmin } from '../../middleware/session';
import { handle } from '../../route-helpers/handle';
import { assertClockNewsReachable } from '../../route-helpers/relay-url';
import { stationTimeZone, wallTime } from '../../../../../shared/station/station-time';

const CLOCK_NOT_FOUND = 'El reloj no existe.';

/** Hour clocks and the week's grid. A write publishes a programming change: the planner's next pick follows it. */
export function adminClockRoutes(
  ctx: Pick<StationContext, 'repos' | 'config' | 'clock' | 'downloadAddressPolicy'>,
): Router {
  const { repos, config, clock: wall } = ctx;
  const router = Router();
  const timeZone = stationTimeZone(config);

  handle(router, 'clocks.lengths', requireAdmin, ({ res }) => {
    res.json(repos.clocks.lengths(wallTime(wall.now(), timeZone).date));
  });

  handle(router, 'clocks.list', requireAdmin, ({ res }) => {
    res.json(repos.clocks.list());
  });

  handle(router, 'clocks.create', requireAdmin, async ({ body: input, res }) => {
    await assertClockNewsReachable(ctx, input.events, wall.now(), timeZone);
    const clock = repos.clocks.create(input);
    repos.audit.record(actor(res), 'clock.create', `Reloj «${clock.name}» creado`);
    res.status(201).json({ id: clock.id });
  });

  handle(router, 'clocks.update', requireAdmin, async ({ params: { id }, body: input, res }) => {
    await assertClockNewsReachable(ctx, input.events, wall.now(), timeZone);
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
