import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request a receiver took: what each service's API would read. */
export interface Received {
  at: number;
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown> | null;
}

/** How a path answers: 200, a status, fail the first N times then 200, or never. */
export type Behaviour = { status: number } | { failFirst: number } | 'hang';

/**
 * Local stand-ins on 127.0.0.1 for Mastodon, Discord, Telegram, TuneIn AIR and a webhook: every request is recorded
 * by path (query left out); each path answers as told (200 by default).
 */
export async function startReceivers() {
  const received: Received[] = [];
  const behaviours = new Map<string, Behaviour>();
  const seen = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://receiver');
    let text = '';
    req.on('data', (chunk) => (text += chunk));
    req.on('end', () => {
      received.push({
        at: Date.now(),
        method: req.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: text ? (JSON.parse(text) as Record<string, unknown>) : null,
      });
      const count = (seen.get(url.pathname) ?? 0) + 1;
      seen.set(url.pathname, count);
      const behaviour = behaviours.get(url.pathname) ?? { status: 200 };
      if (behaviour === 'hang') return;
      const status = 'status' in behaviour ? behaviour.status : count <= behaviour.failFirst ? 500 : 200;
      res.writeHead(status, { 'content-type': 'application/json' }).end('{"ok":true,"id":"1"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    received,
    /** The requests a path took, in order. */
    at: (path: string) => received.filter((r) => r.path === path),
    answer: (path: string, behaviour: Behaviour) => behaviours.set(path, behaviour),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type Receivers = Awaited<ReturnType<typeof startReceivers>>;
