import type { RequestHandler } from 'express';
import { isRelayFeed } from '../relays/relay-redirect';
import type { ListenerStats } from './listener-stats';

/**
 * In front of every listener mount: a GET the mount answered with 200 is a listening session until the connection
 * closes (a 503 while off air, or a HEAD, is not). Any future mount route gets its statistics by sitting behind it.
 */
export function listenerSessions(stats: ListenerStats, mount: string): RequestHandler {
  return (req, res, next) => {
    // A relay pulling the mount is no listener: its own listeners are counted from its status page.
    if (req.method !== 'GET' || isRelayFeed(req)) return next();
    const begin = () => {
      if (res.statusCode !== 200 || !res.headersSent || res.destroyed) return;
      // req.ip: the listener's address, also behind a reverse proxy the operator trusts (--trust-proxy).
      const end = stats.start(mount, {
        userAgent: req.headers['user-agent'],
        address: req.ip ?? req.socket.remoteAddress,
      });
      res.once('close', end);
    };
    next();
    // The mounts answer synchronously; should the router ever defer, look again once it has run.
    if (res.headersSent) begin();
    else setImmediate(begin);
  };
}
