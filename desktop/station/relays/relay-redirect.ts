import type { RequestHandler } from 'express';
import type { StationContext } from '../core/context';
import type { MountFormat } from './relay-choice';
import { isIcecastRelay } from '../broadcast/mounts/icy';

type RelayContext = Pick<StationContext, 'relays' | 'repos' | 'listenerStats'>;

/**
 * Where a new listener of `format` goes instead of this station, as Icecast-KH does: past the local limit ("Enviar
 * oyentes a los repetidores") the healthy relay with the most room that carries the same format; null to serve it
 * here (under the limit, no relay with room, a HEAD, an Icecast relay pulling the mount, or `?direct=1`: the
 * player's way back to the studio after every relay failed).
 */
export function relayTarget(
  ctx: RelayContext,
  format: MountFormat,
  request: { method: string; userAgent: string | undefined; direct: unknown },
): string | null {
  // An Icecast server pulling the mount to relay it is no listener, and sending it to a relay would loop.
  if (request.method !== 'GET' || isIcecastRelay(request.userAgent) || request.direct === '1') return null;
  const limit = ctx.repos.relays.redirectAbove();
  if (limit === null || ctx.listenerStats.concurrent() < limit) return null;
  return ctx.relays.withRoom(format)[0] ?? null;
}

/** In front of the mounts on the Express path: the 302 to `relayTarget`. */
export function relayRedirect(ctx: RelayContext, format: MountFormat): RequestHandler {
  return (req, res, next) => {
    const target = relayTarget(ctx, format, {
      method: req.method,
      userAgent: req.headers['user-agent'],
      direct: req.query.direct,
    });
    if (!target) return next();
    res.set('Cache-Control', 'no-store').redirect(302, target);
  };
}
