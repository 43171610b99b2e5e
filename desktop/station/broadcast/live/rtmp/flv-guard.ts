import type http from 'node:http';
import type { Duplex } from 'node:stream';

/** Allowed on the FLV port: playing (GET) and the CORS preflight web players send first. */
const ALLOWED_METHODS = 'GET, OPTIONS';
const NOT_FOUND = 'No existe esa emisión en este puerto.\n';
const NOT_PUBLISHING = 'Este puerto solo sirve la emisión: no admite publicar.\n';

type RequestListener = (req: http.IncomingMessage, res: http.ServerResponse) => void;

/**
 * Guards node-media-server's HTTP-FLV listener without forking it. The library treats any POST (and a WebSocket
 * offering the `post`/`publisher` protocol) to `/<app>/<name>.flv` as a publisher, and refusing it in prePublish
 * only ends the response while the body keeps feeding the path; it also serves any path anyone names, and its
 * webadmin and API routes. Here only `outputPath` may be played, before the library sees the request, and
 * everything else is answered here with a clear status and no body read.
 */
export function guardFlvServer(server: http.Server, outputPath: string) {
  const library = server.listeners('request') as RequestListener[];
  const upgrades = server.listeners('upgrade') as Array<
    (req: http.IncomingMessage, socket: Duplex, head: Buffer) => void
  >;
  if (library.length !== 1) throw new Error('node-media-server changed: its HTTP-FLV request listener was not found');
  const app = library[0] as RequestListener & { disable?(setting: string): void };
  // Express announces itself on every answer; nothing on this port needs to say what serves it.
  app.disable?.('x-powered-by');

  const pathOf = (req: http.IncomingMessage) => new URL(req.url ?? '/', 'http://flv.invalid').pathname;

  const onRequest: RequestListener = (req, res) => {
    const plays = req.method === 'GET' || req.method === 'OPTIONS';
    if (plays && pathOf(req) === outputPath) return app(req, res);
    // Close after answering: the body of a refused publish is never read into the station.
    res.writeHead(plays ? 404 : 405, {
      'Content-Type': 'text/plain; charset=utf-8',
      Connection: 'close',
      ...(plays ? {} : { Allow: ALLOWED_METHODS }),
    });
    res.end(plays ? NOT_FOUND : NOT_PUBLISHING);
  };

  const onUpgrade = (req: http.IncomingMessage, socket: Duplex, head: Buffer) => {
    const protocols = String(req.headers['sec-websocket-protocol'] ?? '').toLowerCase();
    const publishes = /\b(post|publisher)\b/.test(protocols);
    if (pathOf(req) === outputPath && !publishes) {
      for (const listener of upgrades) listener(req, socket, head);
      return;
    }
    socket.end(`HTTP/1.1 ${publishes ? '405 Method Not Allowed' : '404 Not Found'}\r\nConnection: close\r\n\r\n`);
  };

  server.removeAllListeners('request');
  server.removeAllListeners('upgrade');
  server.on('request', onRequest);
  server.on('upgrade', onUpgrade);
}
