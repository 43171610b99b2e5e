import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

/** A throwaway HTTP server on 127.0.0.1 that answers with the given handlers, by path. */
export async function startFileServer(
  routes: Record<string, Handler>,
): Promise<{ url: (path: string) => string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    const handler = routes[new URL(req.url ?? '/', 'http://x').pathname];
    if (handler) handler(req, res);
    else res.writeHead(404).end('no');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Streams `total` bytes in 64 KiB chunks without a Content-Length; reports how many were written when the client went away. */
export function endlessBody(total: number, onDone: (written: number) => void, declaredLength?: number): Handler {
  return (_req, res) => {
    res.writeHead(200, {
      'Content-Type': 'audio/mpeg',
      ...(declaredLength ? { 'Content-Length': String(declaredLength) } : {}),
    });
    const chunk = Buffer.alloc(64 * 1024, 0x55);
    let written = 0;
    const pump = () => {
      while (written < total) {
        written += chunk.length;
        if (!res.write(chunk)) return void res.once('drain', pump);
      }
      res.end();
    };
    res.once('close', () => onDone(written));
    pump();
  };
}
