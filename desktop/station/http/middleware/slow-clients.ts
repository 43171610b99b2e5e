import http from 'node:http';
import type { Clock } from '../../core/clock';

/**
 * How long a client may take to send what it sends, as Apache's mod_reqtimeout reasons (header=…, body=…,
 * MinRate=…) but tighter: a request head comes in milliseconds from any real client, so 10 s is plenty; a body
 * gets a grace and then must keep an average pace, which a phone uploading over a poor link keeps and a drip of a
 * byte a second does not. Node's own limits (60 s for the head, 300 s for the whole request, checked every 30 s)
 * let one machine hold hundreds of sockets for minutes.
 */
export const SLOW_CLIENT_LIMITS = {
  headersMs: 10_000,
  bodyGraceMs: 15_000,
  /** Bytes a second, on average since the body began, past the grace. */
  bodyMinBytesPerSecond: 2_000,
  /** How often the limits are checked (Node's own check runs at this interval too). */
  checkEveryMs: 1_000,
} as const;

/**
 * The station's HTTP server with those limits. No request timeout: a listener's stream, the Server-Sent Events and
 * an upload of a big file are long on purpose, and only the request's body, never the answer, is paced here. A
 * listener's GET has no body, so nothing watches it after its head.
 */
export function createStationServer(app: http.RequestListener, clock: Clock): http.Server {
  const limits = SLOW_CLIENT_LIMITS;
  const server = http.createServer(
    { headersTimeout: limits.headersMs, requestTimeout: 0, connectionsCheckingInterval: limits.checkEveryMs },
    app,
  );
  const bodies = new Map<http.IncomingMessage, { since: number; bytesAtStart: number }>();
  server.on('request', (req: http.IncomingMessage) => {
    if (req.complete || !hasBody(req)) return;
    bodies.set(req, { since: clock.monotonic(), bytesAtStart: req.socket.bytesRead });
    req.once('close', () => bodies.delete(req));
  });
  const check = setInterval(() => {
    const now = clock.monotonic();
    for (const [req, body] of bodies) {
      if (req.complete) {
        bodies.delete(req);
        continue;
      }
      const elapsed = now - body.since;
      const received = req.socket.bytesRead - body.bytesAtStart;
      // Past the grace, the body must have come at the minimum pace on average (a pause is fine if made up).
      if (
        elapsed > limits.bodyGraceMs &&
        received < ((elapsed - limits.bodyGraceMs) / 1000) * limits.bodyMinBytesPerSecond
      ) {
        bodies.delete(req);
        req.socket.destroy();
      }
    }
  }, limits.checkEveryMs);
  check.unref();
  server.once('close', () => clearInterval(check));
  server.keepAliveTimeout = 65_000;
  return server;
}

const hasBody = (req: http.IncomingMessage) =>
  Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
