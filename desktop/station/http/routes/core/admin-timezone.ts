import { Router } from 'express';
import type { CoreRestart, StationTimeZoneView } from '../../../../../shared/schemas/core/station-core';
import { stationTimeZone } from '../../../../../shared/station/station-time';
import { storedTimeZone, storeTimeZone } from '../../../config/station-timezone';
import type { StationContext } from '../../../core/context';
import { HttpError } from '../../errors/errors';
import { actor, requireAdmin } from '../../middleware/session';
import { answerAndRestart, assertCanRestart } from './core-restart-answer';
import { handle } from '../../route-helpers/handle';

/**
 * The station's time zone from Configuración. Every schedule time, ad break and campaign day is read in it once at
 * start, so a new zone is stored and the core restarts with it. A zone the operator fixed (--timezone,
 * EMISORA_TIMEZONE) wins and is shown fixed: the service definition says how the machine is meant to run.
 */
export function adminTimeZoneRoutes(ctx: Pick<StationContext, 'config' | 'repos' | 'restartCore'>): Router {
  const router = Router();
  const running = stationTimeZone(ctx.config);

  const view = (): StationTimeZoneView => ({
    timezone: running,
    chosenBy: ctx.config.timezoneFixedBy
      ? 'operator'
      : storedTimeZone(ctx.repos.settings) === running
        ? 'admin'
        : 'default',
    fixedBy: ctx.config.timezoneFixedBy ?? null,
  });

  handle(router, 'core.timezone', requireAdmin, ({ res }) => {
    res.json(view());
  });

  handle(router, 'core.setTimezone', requireAdmin, ({ body: { timezone }, res }) => {
    const fixedBy = ctx.config.timezoneFixedBy;
    if (fixedBy)
      throw new HttpError(
        409,
        'timezone_fixed',
        `La zona horaria la fija ${fixedBy} al arrancar la emisora: cámbiala allí.`,
        'timezone',
      );
    if (timezone === running) {
      const body: CoreRestart = { restarting: false, message: `La emisora ya usa la zona horaria ${timezone}.` };
      res.json(body);
      return;
    }
    assertCanRestart(ctx);
    storeTimeZone(ctx.repos.settings, timezone);
    ctx.repos.audit.record(actor(res), 'station.timezone', `Zona horaria: ${running} → ${timezone}`);
    answerAndRestart(
      ctx,
      res,
      'timezone',
      `Zona horaria guardada: ${timezone}. La emisora se reinicia para aplicarla (unos segundos sin emisión).`,
    );
  });

  return router;
}
