import { Router } from 'express';
import { type RdsView, rdsSettingsSchema } from '../../../../../shared/schemas/broadcast/rds';
import type { StationContext } from '../../../core/context';
import { actor, requireAdmin } from '../../middleware/session';
import { parse } from '../../errors/validate';

/** The RDS encoder's settings (admin "RDS y RadioText") and how its link is doing. */
export function adminRdsRoutes(ctx: StationContext): Router {
  const { repos } = ctx;
  const router = Router();

  const view = (): RdsView => ({
    settings: repos.settings.rds(),
    fixedTarget: ctx.config.rds ?? null,
    state: ctx.broadcast.rds?.() ?? {
      target: null,
      status: 'off',
      radioText: null,
      ps: null,
      lastSentAt: null,
      lastError: null,
    },
  });

  router.get('/admin/rds', requireAdmin, (_req, res) => {
    res.set('Cache-Control', 'no-store').json(view());
  });

  // The write publishes a settings change; the engine's RDS feed follows it (rds/rds-feed.ts).
  router.put('/admin/rds', requireAdmin, (req, res) => {
    const settings = parse(rdsSettingsSchema, req.body ?? {});
    repos.settings.updateRds(settings);
    repos.audit.record(actor(res), 'rds.settings', settings.target || 'sin codificador');
    res.json(view());
  });

  return router;
}
