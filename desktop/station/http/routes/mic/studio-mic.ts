import { Router } from 'express';
import type { MicView } from '../../../../../shared/schemas/mic/studio-input';
import { listAlsaDevices } from '../../../broadcast/air-chain/alsa-devices';
import { readStudioInput, writeStudioInput } from '../../../broadcast/live/studio-input/studio-input-settings';
import type { StationContext } from '../../../core/context';
import { actor, requireAdmin } from '../../middleware/session';
import { handle } from '../../route-helpers/handle';

/** What a station without the desk's input (a stand-in engine) answers. */
const NO_INPUT: Omit<MicView, 'settings' | 'startupDevice'> = {
  status: { device: null, state: 'off', peakDbfs: null, onAir: false },
  by: null,
  waiting: null,
  closed: null,
};

/** "Entrada del estudio" (its settings and capture devices) and the studio's "Micro al aire" switch. */
export function studioMicRoutes(ctx: Pick<StationContext, 'broadcast' | 'clock' | 'config' | 'repos'>): Router {
  const router = Router();
  const view = (): MicView => ({
    settings: readStudioInput(ctx.repos.settings),
    startupDevice: ctx.config.studioInput ?? null,
    ...(ctx.broadcast.studioInput?.() ?? NO_INPUT),
  });

  handle(router, 'mic.get', requireAdmin, ({ res }) => {
    res.set('Cache-Control', 'no-store').json(view());
  });

  handle(router, 'mic.devices', requireAdmin, async ({ res }) => {
    res.json(await listAlsaDevices('capture', ctx.clock));
  });

  handle(router, 'mic.switch', requireAdmin, ({ body: { onAir }, res }) => {
    const who = actor(res);
    ctx.broadcast.mic?.(onAir, who.id);
    ctx.repos.audit.record(who, onAir ? 'mic.on' : 'mic.off', onAir ? 'Micro al aire' : 'Micro cerrado');
    res.json(view());
  });

  // The write is published (settings topic): the capture and the switch follow it without being told here.
  handle(router, 'mic.settings', requireAdmin, ({ body: settings, res }) => {
    writeStudioInput(ctx.repos.settings, settings);
    ctx.repos.audit.record(actor(res), 'studio_input.settings', JSON.stringify(settings));
    res.json(view());
  });

  return router;
}
