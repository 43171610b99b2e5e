import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import type { StationContext } from '../context';
import type { MountFormat } from './relay-choice';
import { isIcecastRelay } from '../broadcast/icy';

/**
 * An Icecast server pulling the mount to relay it (Icecast and Icecast-KH send `User-Agent: Icecast <version>`).
 * It is not a listener: its listeners are counted from its own status, and sending it to a relay would loop.
 */
export const isRelayFeed = (req: IncomingMessage) => isIcecastRelay(req.headers['user-agent']);

/**
 * In front of the mounts, as Icecast-KH does: past the local limit ("Enviar oyentes a los repetidores") a new
 * listener is answered 302 to the healthy relay with the most room that carries the same format; with none, it
 * is served here. `?direct=1` is the player's way back to the studio after every relay failed.
 */
export function relayRedirect(
  ctx: Pick<StationContext, 'relays' | 'repos' | 'listenerStats'>,
  format: MountFormat,
): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' || isRelayFeed(req) || req.query.direct === '1') return next();
    const limit = ctx.repos.relays.redirectAbove();
    if (limit === null || ctx.listenerStats.concurrent() < limit) return next();
    const target = ctx.relays.withRoom(format)[0];
    if (!target) return next();
    res.set('Cache-Control', 'no-store').redirect(302, target);
  };
}
