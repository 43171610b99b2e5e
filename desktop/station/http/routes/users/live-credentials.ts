import { type Request, Router } from 'express';
import type { LiveCredentialsView } from '../../../../../shared/schemas/users/auth';
import { type LiveCredentials, liveCredentialsOf } from '../../../auth/live-credentials';
import { LIVE_MOUNT } from '../../../broadcast/engine/engine-sources';
import { userIsHeard } from '../../../broadcast/live/admission/live-heard';
import { monitorToMp3 } from '../../../broadcast/live/source-clients/source-monitor';
import type { StationContext } from '../../../core/context';
import { HttpError, notFound } from '../../errors/errors';
import { stationAddress } from '../../route-helpers/station-address';
import { actor, requireAdmin, requireUser } from '../../middleware/session';
import { handle } from '../../route-helpers/handle';

const NO_USER = 'El usuario no existe.';
const NO_STANDBY = 'No tienes ninguna conexión en espera: el retorno suena mientras tu emisión espera su hora.';

/**
 * Each user's own live credentials: read and rotated by that user, rotated by an admin. Answers are never
 * cached and the secrets never reach the audit log or the log.
 */
export function liveCredentialRoutes(
  ctx: Pick<StationContext, 'broadcast' | 'config' | 'ffmpegPath' | 'repos' | 'standbyAir'>,
): Router {
  const router = Router();
  const credentials = () => liveCredentialsOf(ctx);
  // Every encoder of the guide is told the same address (http/route-helpers/station-address.ts).
  const view = (issued: LiveCredentials, req: Request): LiveCredentialsView => {
    const host = new URL(stationAddress(req, ctx.config)).hostname;
    return {
      ...issued,
      mount: LIVE_MOUNT,
      host,
      sourcePort: ctx.config.sourcePort ?? null,
      rtmpUrl: `rtmp://${host}:${ctx.config.rtmpPort}/live`,
      standbyPc: ctx.config.follow ? { studio: ctx.config.follow.url, onAir: ctx.standbyAir?.onAir() ?? false } : null,
    };
  };

  handle(router, 'me.live', requireUser, ({ req, res }) => {
    const issued = credentials().of(actor(res).id);
    if (!issued) throw notFound(NO_USER);
    res.set('Cache-Control', 'no-store').json(view(issued, req));
  });

  // The connection guide polls this while the presenter tests their encoder.
  // Heard means on the bus, whatever the input (RTMP, Icecast, the browser): not merely admitted for the air.
  handle(router, 'me.liveHeard', requireUser, ({ res }) => {
    const input = ctx.broadcast.sourceInput?.();
    const me = actor(res).id;
    const heard = userIsHeard(ctx, me);
    const waiting = Boolean(input?.standbyOf(me) ?? ctx.broadcast.rtmpStandbyOf?.(me));
    res.set('Cache-Control', 'no-store').json({ heard, waiting });
  });

  // Only the presenter whose source waits in standby hears it, to check their levels before the air.
  handle(router, 'estudio.liveMonitor', requireUser, ({ req, res }) => {
    const me = actor(res).id;
    const standby = ctx.broadcast.sourceInput?.()?.standbyOf(me) ?? ctx.broadcast.rtmpStandbyOf?.(me);
    if (!standby) throw new HttpError(403, 'forbidden', NO_STANDBY);
    res.set({ 'Content-Type': 'audio/mpeg', 'Cache-Control': 'no-store' }).flushHeaders();
    const stop = monitorToMp3(ctx.ffmpegPath, standby, res);
    req.once('close', stop);
  });

  handle(router, 'me.liveRotate', requireUser, ({ req, res }) => {
    const me = actor(res);
    const issued = credentials().rotate(me.id);
    if (!issued) throw notFound(NO_USER);
    ctx.repos.audit.record(me, 'live.credentials.rotate', `Credenciales de directo de «${me.username}» renovadas`);
    res.set('Cache-Control', 'no-store').json(view(issued, req));
  });

  handle(router, 'users.liveRotate', requireAdmin, ({ params: { id }, req, res }) => {
    const issued = credentials().rotate(id);
    if (!issued) throw notFound(NO_USER);
    ctx.repos.audit.record(
      actor(res),
      'live.credentials.rotate',
      `Credenciales de directo de «${issued.sourceUser}» renovadas por un administrador`,
    );
    res.set('Cache-Control', 'no-store').json(view(issued, req));
  });

  return router;
}
