import { timingSafeEqual } from 'node:crypto';
import cookieParser from 'cookie-parser';
import { type RequestHandler, Router } from 'express';
import type { StationContext } from '../../../core/context';
import { createMetrics } from '../../../health/metrics';
import { unauthorized } from '../../errors/errors';
import { loadSession, requireAdmin } from '../../middleware/session';
import { STATION_FILES } from '../../route-helpers/station-files';

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * GET /metrics (Prometheus text): for a signed-in admin, or a monitoring tool sending
 * `Authorization: Bearer <metricsToken>` (shown to the admin under Alertas). Mounted at the root, where Prometheus
 * looks by default, with its own session reading since it sits outside /api.
 */
export function healthMetricsRoutes(
  ctx: Pick<StationContext, 'alerts' | 'broadcast' | 'healthSettings' | 'listenerStats' | 'relays' | 'repos'>,
): Router {
  const router = Router();
  const metrics = createMetrics(ctx);
  const bearerOrAdmin: RequestHandler = (req, res, next) => {
    const header = req.headers.authorization;
    if (header?.startsWith('Bearer ')) {
      if (sameToken(header.slice(7).trim(), ctx.healthSettings.metricsToken())) return next();
      return next(unauthorized());
    }
    requireAdmin(req, res, next);
  };
  router.get(STATION_FILES.metrics, cookieParser(), loadSession(ctx.repos), bearerOrAdmin, async (_req, res, next) => {
    try {
      res
        .set('Content-Type', metrics.contentType)
        .set('Cache-Control', 'no-store')
        .send(await metrics.text());
    } catch (error) {
      next(error);
    }
  });
  return router;
}
