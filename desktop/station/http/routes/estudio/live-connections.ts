import { Router } from 'express';
import type { StationContext } from '../../../core/context';
import type { ApiGroup } from '../../route-helpers/api-group';
import type { LiveGraces } from '../../../../../shared/schemas/estudio/estudio';
import { readLockGraces, writeLockGraces } from '../../../broadcast/live/admission/live-arbiter';
import { liveConnectionsHeard } from '../../../broadcast/live/admission/live-heard';
import { actor, requireAdmin } from '../../middleware/session';
import { notFound } from '../../errors/errors';
import { ADMIN_CUT_REASON } from '../../../broadcast/live/admission/live-control';
import { handle } from '../../route-helpers/handle';

const HEARTBEAT_MS = 25_000;

/** The dashboard's live panel: who is connected, on air, waiting; as a poll and as Server-Sent Events. */
export function liveConnectionRoutes(ctx: Pick<StationContext, 'broadcast' | 'clock' | 'live' | 'repos'>): Router {
  const router = Router();
  handle(router, 'live.connections', requireAdmin, ({ res }) => {
    res.set('Cache-Control', 'no-store').json(liveConnectionsHeard(ctx));
  });
  handle(router, 'live.events', requireAdmin, ({ req, res }) => {
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    // Sent when the arbiter moves a connection, and when the bus starts or stops playing the live input (heard).
    let last = '';
    const send = () => {
      const data = JSON.stringify(liveConnectionsHeard(ctx));
      if (data === last) return;
      last = data;
      res.write(`event: live\ndata: ${data}\n\n`);
    };
    res.write('retry: 3000\n\n');
    send();
    const subscription = ctx.live.changes.event(send);
    ctx.broadcast.events.on('status', send);
    const heartbeat = setInterval(() => res.write(`: heartbeat ${ctx.clock.now()}\n\n`), HEARTBEAT_MS);
    req.on('close', () => {
      clearInterval(heartbeat);
      subscription.dispose();
      ctx.broadcast.events.off('status', send);
    });
  });
  // The one way to take the air from a source: the arbiter fades it out and hangs it up like any kick, and the
  // presenter's reconnects in the rest of that slot are refused.
  handle(router, 'live.cut', requireAdmin, ({ params: { id }, res }) => {
    const connection = ctx.live.connections().find((c) => c.id === id);
    if (!connection) throw notFound('Esa conexión en directo ya no está.');
    ctx.live.kick(id, ADMIN_CUT_REASON, ctx.clock.now());
    const who = actor(res);
    ctx.repos.audit.record(who, 'live.cut', `${who.username} cortó a ${connection.who} (${connection.via})`);
    res.set('Cache-Control', 'no-store').json(liveConnectionsHeard(ctx));
  });
  const graces = (): LiveGraces => {
    const { beforeMs, overrunMs } = readLockGraces(ctx.repos.settings);
    return { beforeMin: beforeMs / 60_000, overrunMin: overrunMs / 60_000 };
  };
  handle(router, 'live.graces', requireAdmin, ({ res }) => {
    res.json(graces());
  });
  // The arbiter reads the graces at every admission and tick: a change holds from the next connection on.
  handle(router, 'live.updateGraces', requireAdmin, ({ body: input, res }) => {
    writeLockGraces(ctx.repos.settings, { beforeMs: input.beforeMin * 60_000, overrunMs: input.overrunMin * 60_000 });
    ctx.repos.audit.record(
      actor(res),
      'live.graces',
      `Márgenes del directo: ${input.beforeMin} min antes, ${input.overrunMin} min al terminar`,
    );
    res.json(graces());
  });
  return router;
}

export const liveConnectionsGroup: ApiGroup = (ctx, api) => {
  api.use(liveConnectionRoutes(ctx));
};
