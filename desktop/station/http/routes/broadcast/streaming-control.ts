import { Router } from 'express';
import type { StationContext } from '../../../core/context';
import { HttpError } from '../../errors/errors';
import { actor, requireAdmin } from '../../middleware/session';
import { handle } from '../../route-helpers/handle';

/** Admin control of the broadcast: start/stop the server, skip, live settings, a new stream key. */
export function streamingControlRoutes(ctx: Pick<StationContext, 'broadcast' | 'log' | 'repos'>): Router {
  const { broadcast, repos } = ctx;
  const router = Router();

  handle(router, 'streaming.start', requireAdmin, async ({ res, next }) => {
    try {
      await broadcast.start();
      repos.audit.record(actor(res), 'streaming.start');
      res.json(broadcast.status());
    } catch (error) {
      next(new HttpError(500, 'start_failed', 'Error al iniciar el servidor de streaming'));
      ctx.log.error('streaming start failed', { error: (error as Error).message });
    }
  });

  handle(router, 'streaming.stop', requireAdmin, async ({ res, next }) => {
    try {
      await broadcast.stop();
      repos.audit.record(actor(res), 'streaming.stop');
      res.json(broadcast.status());
    } catch (error) {
      next(new HttpError(500, 'stop_failed', 'Error al detener el servidor de streaming'));
      ctx.log.error('streaming stop failed', { error: (error as Error).message });
    }
  });

  handle(router, 'streaming.skip', requireAdmin, ({ res }) => {
    const status = broadcast.status();
    if (!status.serverRunning) throw new HttpError(409, 'not_running', 'La emisión no está activa.');
    if (status.isLive)
      throw new HttpError(409, 'live_on_air', 'No se puede saltar la canción durante una emisión en directo.');
    broadcast.skip();
    repos.audit.record(actor(res), 'streaming.skip');
    res.status(202).json({ ok: true });
  });

  handle(router, 'streaming.settings', requireAdmin, ({ body: patch, res }) => {
    repos.settings.updateStreaming(patch);
    repos.audit.record(actor(res), 'streaming.settings', JSON.stringify(patch));
    const { streamKey: _key, ...settings } = repos.settings.streaming();
    res.json({ ...settings, ...repos.settings.programming() });
  });

  handle(router, 'streaming.key', requireAdmin, ({ res }) => {
    const streamKey = repos.settings.rotateStreamKey();
    // The key itself never goes to the audit log.
    repos.audit.record(actor(res), 'streaming.key_rotated');
    res.json({ streamKey });
  });

  return router;
}
