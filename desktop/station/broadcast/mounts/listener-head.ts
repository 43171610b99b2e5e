import http, { type IncomingHttpHeaders } from 'node:http';
import { Duplex } from 'node:stream';

/** A request head as Node's HTTP parser read it. */
export interface ReadHead {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
}

/**
 * Reads request heads with Node's own HTTP parser, under the rules the station's server applies (header size,
 * Host on HTTP/1.1, the characters it refuses, duplicate headers), without handing it the connection: the head is
 * fed to a server that never listens, through a stream of our own, and what the parser made of it is returned.
 * Null when Node would have refused it or answered it by itself (then the real server should, on the real socket).
 */
export function createHeadReader(): (head: Buffer) => Promise<ReadHead | null> {
  const reader = http.createServer();
  const waiting = new Map<Duplex, (head: ReadHead | null) => void>();
  const answer = (wire: Duplex, head: ReadHead | null) => {
    const resolve = waiting.get(wire);
    if (!resolve) return;
    waiting.delete(wire);
    wire.destroy();
    resolve(head);
  };
  reader.on('request', (req: http.IncomingMessage) => {
    answer(req.socket as unknown as Duplex, { method: req.method ?? '', url: req.url ?? '', headers: req.headers });
  });
  reader.on('clientError', (_error, wire: Duplex) => answer(wire, null));
  return (head) =>
    new Promise((resolve) => {
      const wire: Duplex = new Duplex({
        read() {},
        // Anything Node writes back (a 400 for a missing Host) is its own answer to the head: not a listener's.
        write(_chunk, _encoding, done) {
          answer(wire, null);
          done();
        },
      });
      waiting.set(wire, resolve);
      wire.once('close', () => answer(wire, null));
      reader.emit('connection', wire);
      wire.push(head);
    });
}
