import { Router } from 'express';
import { separationInputSchema } from '../../../../../shared/schemas/music/separation';
import type { StationContext } from '../../../core/context';
import { parse } from '../../errors/validate';
import { actor, requireAdmin } from '../../middleware/session';

/** The station's separation rules; the planner reads them at its next pick, so they apply without a restart. */
export function adminSeparationRoutes({ repos }: StationContext): Router {
  const router = Router();

  router.get('/separation', requireAdmin, (_req, res) => {
    res.json(repos.separation.station());
  });

  router.put('/separation', requireAdmin, (req, res) => {
    const rules = parse(separationInputSchema, req.body ?? {});
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
