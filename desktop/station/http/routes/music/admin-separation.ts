import { Router } from 'express';
import type { StationContext } from '../../../core/context';
import { actor, requireAdmin } from '../../middleware/session';
import { handle } from '../../route-helpers/handle';

/** The station's separation rules; the planner reads them at its next pick, so they apply without a restart. */
export function adminSeparationRoutes({ repos }: Pick<StationContext, 'repos'>): Router {
  const router = Router();

  handle(router, 'separation.get', requireAdmin, ({ res }) => {
    res.json(repos.separation.station());
  });

  handle(router, 'separation.update', requireAdmin, ({ body: rules, res }) => {
    repos.separation.set(rules);
    repos.audit.record(
      actor(res),
      'separation.update',
      `Separación: artista ${rules.artistMin} min, título ${rules.titleMin} min, álbum ${rules.albumMin} min`,
    );
    res.json(repos.separation.station());
  });

  return router;
}
