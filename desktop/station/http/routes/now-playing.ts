import { Router } from 'express';
import type { NowPlaying } from '../../../../shared/schemas/streaming';
import type { StationContext } from '../../context';
import { currentProgramme } from '../../programme';
import { publicReadCors } from '../public-cors';
import { streamLevels } from './studio-levels';

const HEARTBEAT_MS = 15_000;

/** What is on air, as a poll (GET /api/now-playing) and as Server-Sent Events (…/events). */
export function nowPlayingRoutes(ctx: StationContext): Router {
  const router = Router();
  router.use(publicReadCors);
  const snapshot = (): NowPlaying => ({ ...ctx.broadcast.nowPlaying(), programme: currentProgramme(ctx) });

  router.get('/', (_req, res) => {
    res.json(snapshot());
  });

  router.get('/events', (req, res) => {
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive',
      // Stops nginx-style proxies from holding events back.
      'X-Accel-Buffering': 'no',
    });
    res.socket?.setNoDelay(true);
    let last = '';
    const send = () => {
      const data = JSON.stringify(snapshot());
      if (data === last) return;
      last = data;
      res.write(`event: now-playing\ndata: ${data}\n\n`);
    };
    res.write('retry: 3000\n\n');
    send();
    const onChange = () => send();
    ctx.broadcast.events.on('nowPlaying', onChange);
    ctx.broadcast.events.on('status', onChange);
    // The studio desk asks for the air's levels too (admins only: 10 events a second nobody else needs).
    const stopLevels = req.query.levels === '1' && res.locals.user?.isAdmin ? streamLevels(ctx, res) : () => {};
    // Comments keep idle connections open through proxies and tell the client the server is alive.
    const heartbeat = setInterval(() => res.write(`: heartbeat ${Date.now()}\n\n`), HEARTBEAT_MS);
    req.on('close', () => {
      clearInterval(heartbeat);
      ctx.broadcast.events.off('nowPlaying', onChange);
      ctx.broadcast.events.off('status', onChange);
      stopLevels();
    });
  });

  return router;
}
