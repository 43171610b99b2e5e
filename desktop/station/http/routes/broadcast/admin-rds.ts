import { Router } from 'express';
import type { RdsView } from '../../../../../shared/schemas/broadcast/rds';
import type { StationContext } from '../../../core/context';
import { actor, requireAdmin } from '../../middleware/session';
import { handle } from '../../route-helpers/handle';

/** The RDS encoder's settings (admin "RDS y RadioText") and how its link is doing. */
export function adminRdsRoutes(ctx: Pick<StationContext, 'broadcast' | 'config' | 'repos'>): Router {
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

  handle(router, 'rds.get', requireAdmin, ({ res }) => {
    res.set('Cache-Control', 'no-store').json(view());
  });

  // The write publishes a settings change; the engine's RDS feed follows it (rds/rds-feed.ts).
  handle(router, 'rds.update', requireAdmin, ({ body: settings, res }) => {
    repos.settings.updateRds(settings);
    repos.audit.record(actor(res), 'rds.settings', settings.target || 'sin codificador');
    res.json(view());
  });

  return router;
}
