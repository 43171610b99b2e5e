import { Router } from 'express';
import { airOutputSettingsSchema } from '../../../../../shared/schemas/broadcast/air-chain';
import { readAirOutput, writeAirOutput } from '../../../broadcast/air-chain/air-chain-settings';
import { listAlsaDevices } from '../../../broadcast/air-chain/alsa-devices';
import type { StationContext } from '../../../core/context';
import { actor, requireAdmin } from '../../middleware/session';
import { parse } from '../../errors/validate';

/** The air chain's admin screen: "Salida al emisor" (device, delay, gain), the system's devices, the status. */
export function airChainRoutes(ctx: StationContext): Router {
  const router = Router();
  const view = async () => ({
    settings: readAirOutput(ctx.repos.settings),
    startupDevice: ctx.config.airOutput ?? null,
    devices: await listAlsaDevices('playback', ctx.clock),
    windowDevices: ctx.broadcast.airWindow?.().devices() ?? [],
    airOutput: ctx.broadcast.airOutput?.() ?? null,
    studioInput: ctx.broadcast.studioInput?.().status ?? null,
  });

  router.get('/air-chain', requireAdmin, async (_req, res) => {
    res.json(await view());
  });

  // The write is published (settings topic): the air output follows it without being told here.
  router.put('/air-chain', requireAdmin, async (req, res) => {
    const settings = parse(airOutputSettingsSchema, req.body);
    writeAirOutput(ctx.repos.settings, settings);
    ctx.repos.audit.record(actor(res), 'air_chain.settings', JSON.stringify(settings));
    res.json(await view());
  });

  return router;
}
