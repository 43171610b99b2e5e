import path from 'node:path';
import { Router } from 'express';
import type { DabView } from '../../../../../shared/schemas/broadcast/dab';
import type { StationContext } from '../../../core/context';
import { actor, requireAdmin } from '../../middleware/session';
import { handle } from '../../route-helpers/handle';
import { notFound } from '../../errors/errors';

const NOT_SENT: DabView['state'] = {
  dls: { path: null, text: null, tags: [], writtenAt: null, error: null },
  slide: { dir: null, file: null, source: null, bytes: null, writtenAt: null, error: null },
  audio: { path: null, state: 'off', alert: null },
};

/** The DAB+ data for ODR-PadEnc (admin "Salidas", DAB+): its settings, and the DLS text and slide written now. */
export function adminDabRoutes({
  repos,
  config,
  broadcast,
}: Pick<StationContext, 'repos' | 'config' | 'broadcast'>): Router {
  const router = Router();

  const view = (): DabView => ({
    settings: repos.settings.dab(),
    fixed: { dlsFile: config.dls ?? null, slidesDir: config.slides ?? null, dabAudio: config.dabAudio ?? null },
    state: broadcast.dab?.() ?? NOT_SENT,
  });

  handle(router, 'dab.get', requireAdmin, ({ res }) => {
    res.set('Cache-Control', 'no-store').json(view());
  });

  // The write publishes a settings change; the engine's DAB+ feed rewrites both files, and the answer waits for it.
  handle(router, 'dab.update', requireAdmin, async ({ body: settings, res }) => {
    repos.settings.updateDab(settings);
    repos.audit.record(actor(res), 'dab.settings', settings.dlsFile || 'sin fichero DLS');
    await broadcast.dabSettled?.();
    res.json(view());
  });

  handle(router, 'dab.slide', requireAdmin, ({ res, next }) => {
    const { dir, file } = broadcast.dab?.().slide ?? NOT_SENT.slide;
    if (!dir || !file) throw notFound('No hay ninguna diapositiva en la carpeta.');
    res.sendFile(path.join(path.resolve(dir), file), { headers: { 'Cache-Control': 'no-store' } }, (error) => {
      // Replaced between the answer and the read: the card asks again with the new name.
      if (error && !res.headersSent) next(notFound('La diapositiva ya no está en la carpeta.'));
    });
  });

  return router;
}
