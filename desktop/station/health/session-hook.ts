import type { RequestHandler } from 'express';
import { isIcecastRelay } from '../broadcast/mounts/icy';
import type { ListenerStats } from './listener-stats';

/** A GET a mount answered 200 is a listening session; a HEAD, or an Icecast relay pulling the mount, is not. */
export function startListenerSession(
  stats: ListenerStats,
  mount: string,
  request: { method: string; userAgent: string | undefined; address: string | undefined },
): (() => void) | null {
  // A relay pulling the mount is no listener: its own listeners are counted from its status page.
  if (request.method !== 'GET' || isIcecastRelay(request.userAgent)) return null;
  return stats.start(mount, { userAgent: request.userAgent, address: request.address });
}

/**
 * In front of every listener mount on the Express path: a session until the connection closes, once the mount
 * answered 200 (a 503 while off air is not one). The stream door (broadcast/mounts/stream-door.ts) starts its own the same way.
 */
export function listenerSessions(stats: ListenerStats, mount: string): RequestHandler {
  return (req, res, next) => {
    const begin = () => {
      if (res.statusCode !== 200 || !res.headersSent || res.destroyed) return;
      // req.ip: the listener's address, also behind a reverse proxy the operator trusts (--trust-proxy).
      const end = startListenerSession(stats, mount, {
        method: req.method,
        userAgent: req.headers['user-agent'],
        address: req.ip ?? req.socket.remoteAddress,
      });
      if (end) res.once('close', end);
    };
    next();
    // The mounts answer synchronously; should the router ever defer, look again once it has run.
    if (res.headersSent) begin();
    else setImmediate(begin);
  };
}
