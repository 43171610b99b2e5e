import { Router } from 'express';
import { OFF_AIR_DEFAULTS, type OffAirView } from '../../../../../shared/schemas/off-air/off-air';
import { readOffAir, writeOffAir } from '../../../broadcast/air-chain/offair-settings';
import type { StationContext } from '../../../core/context';
import { actor, requireAdmin } from '../../middleware/session';
import { handle } from '../../route-helpers/handle';

/** "Monitor de antena": the admin's input and thresholds, the start-up input, and what the monitor measures now. */
export function offAirRoutes(ctx: Pick<StationContext, 'broadcast' | 'config' | 'repos'>): Router {
  const router = Router();
  const view = (): OffAirView => {
    const settings = readOffAir(ctx.repos.settings);
    return {
      settings,
      startupInput: ctx.config.offairInput ?? null,
      status: ctx.broadcast.offAir?.() ?? {
        input: settings.input ?? ctx.config.offairInput ?? OFF_AIR_DEFAULTS.input,
        state: 'off',
        delaySeconds: null,
        correlation: null,
        levelDbfs: null,
        busLevelDbfs: null,
        lastCheckAt: null,
        alert: null,
      },
    };
  };

  handle(router, 'offAir.get', requireAdmin, ({ res }) => {
    res.set('Cache-Control', 'no-store').json(view());
  });

  // The write is published (settings topic): the monitor follows it (air-chain/offair-feed.ts).
  handle(router, 'offAir.update', requireAdmin, ({ body: settings, res }) => {
    writeOffAir(ctx.repos.settings, settings);
    ctx.repos.audit.record(actor(res), 'offair.settings', settings.input ?? 'sin monitor');
    res.json(view());
  });

  return router;
}
