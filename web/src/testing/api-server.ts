import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { type ApiName, matchRoute } from '../../../shared/api/index';

/** One request the components sent, as the server read it. */
export interface SeenRequest {
  method: string;
  path: string;
  /** The API route it reached, by its name in the table (shared/api), and that route's path parameters. */
  route?: ApiName;
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
}

/** What a test answers: an API route by name ('tracks.list'), or 'METHOD /path' for a file outside the API. */
export type RouteKey = ApiName | `${'GET' | 'HEAD'} /${string}`;

/** The API route a request reached, read from the same table the app calls. */
function apiRouteOf(method: string, path: string) {
  // Literal URL: the prefix the app mounts the table under.
  const prefix = '/api';
  return path.startsWith(`${prefix}/`) ? matchRoute(method, path.slice(prefix.length)) : undefined;
}

export interface Reply {
  status?: number;
  body?: unknown;
}

/** The part of happy-dom's window this helper uses (the vitest environment's global window is typed as the DOM's). */
interface HappyDomWindow {
  happyDOM: { setURL(url: string): void };
}

type Handler = (request: SeenRequest) => Reply | Promise<Reply>;

/**
 * A real HTTP server standing in for the station's API: the app's own fetch helpers, query client and schemas run
 * unchanged, and a test says what each route answers (by its name in the API table, e.g. 'tracks.list') and reads
 * what the components sent. The page's origin is the server's, so the app's relative URLs reach it. An unrouted request is
 * answered 404 and recorded, so a test sees it.
 */
export function useApiServer() {
  const routes = new Map<string, Handler>();
  const requests: SeenRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const text = Buffer.concat(chunks).toString('utf8');
      const method = req.method ?? 'GET';
      const matched = apiRouteOf(method, url.pathname);
      const seen: SeenRequest = {
        method,
        path: url.pathname,
        route: matched?.name,
        params: matched?.params ?? {},
        query: url.searchParams,
        body: text ? JSON.parse(text) : undefined,
      };
      requests.push(seen);
      const handler = routes.get(seen.route ?? `${seen.method} ${seen.path}`);
      const reply = handler
        ? await handler(seen)
        : { status: 404, body: { error: 'not_found', message: 'no route in this test' } };
      res.writeHead(reply.status ?? 200, { 'Content-Type': 'application/json' });
      res.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
    });
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    (window as unknown as HappyDomWindow).happyDOM.setURL(`http://127.0.0.1:${port}/`);
  });
  afterEach(() => {
    routes.clear();
    requests.length = 0;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return {
    requests,
    /** Answers `route` ('tracks.list') with `handler` (or a fixed JSON body) until the test ends. */
    on(route: RouteKey, handler: Handler | object) {
      routes.set(route, typeof handler === 'function' ? (handler as Handler) : () => ({ body: handler }));
    },
    /** The requests sent to `route` so far. */
    sent(route: RouteKey) {
      return requests.filter((r) => (r.route ?? `${r.method} ${r.path}`) === route);
    },
  };
}
