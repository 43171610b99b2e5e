import { Router } from 'express';
import { readAirOutput, writeAirOutput } from '../../../broadcast/air-chain/air-chain-settings';
import { listAlsaDevices } from '../../../broadcast/air-chain/alsa-devices';
import type { StationContext } from '../../../core/context';
import { actor, requireAdmin } from '../../middleware/session';
import { handle } from '../../route-helpers/handle';

/** The air chain's admin screen: "Salida al emisor" (device, delay, gain), the system's devices, the status. */
export function airChainRoutes(ctx: Pick<StationContext, 'broadcast' | 'clock' | 'config' | 'repos'>): Router {
  const router = Router();
  const view = async () => ({
    settings: readAirOutput(ctx.repos.settings),
    startupDevice: ctx.config.airOutput ?? null,
    devices: await listAlsaDevices('playback', ctx.clock),
    windowDevices: ctx.broadcast.airWindow?.().devices() ?? [],
    airOutput: ctx.broadcast.airOutput?.() ?? null,
    studioInput: ctx.broadcast.studioInput?.().status ?? null,
  });

  handle(router, 'airChain.get', requireAdmin, async ({ res }) => {
    res.json(await view());
  });

  // The write is published (settings topic): the air output follows it without being told here.
  handle(router, 'airChain.update', requireAdmin, async ({ body: settings, res }) => {
    writeAirOutput(ctx.repos.settings, settings);
    ctx.repos.audit.record(actor(res), 'air_chain.settings', JSON.stringify(settings));
    res.json(await view());
  });

  return router;
}
