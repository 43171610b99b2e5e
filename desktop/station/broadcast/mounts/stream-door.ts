import http from 'node:http';
import type { Socket } from 'node:net';
import querystring from 'node:querystring';
import proxyaddr from 'proxy-addr';
import type { StationContext } from '../../core/context';
import { startListenerSession } from '../../health/session-hook';
import { relayTarget } from '../../relays/relay-redirect';
import { createHeadReader } from './listener-head';
import { listenerRequestOf, socketReply } from './listener-replies';
import { STREAM_MOUNTS } from './stream-routes';

/** How every listener mount's GET starts (stream-door.test.ts holds the table to it). */
export const LISTENER_GET = 'GET /stream';
const HEAD_END = Buffer.from('\r\n\r\n');

const FORMAT_BY_PATH = new Map<string, (typeof STREAM_MOUNTS)[number]['format']>(
  STREAM_MOUNTS.flatMap((mount) => [mount.path, ...mount.aliases].map((path) => [path, mount.format] as const)),
);

/**
 * The stream door: a listener's plain GET of a mount is answered on the bare socket, before Node's HTTP server and
 * Express, so a connection that lasts hours keeps no request, response, parser or router objects (about 10 KiB a
 * listener: docs/benchmarks.md). Node's parser still reads the head (listener-head.ts). Anything the door does not
 * take as it is goes to the web server untouched, which answers it as before: HEAD and OPTIONS, a body, an Upgrade,
 * a path the router would match only loosely (`/STREAM`, `/stream/`), a relay redirect (302), the offline 503.
 */
export function createStreamDoor(
  ctx: Pick<StationContext, 'broadcast' | 'listenerStats' | 'relays' | 'repos' | 'clock'>,
  trustProxy: (address: string, hop: number) => boolean,
) {
  const readHead = createHeadReader();
  return {
    /** Whether these first bytes are a listener's GET (wait for the whole head), not one, or too few to tell. */
    wants(seen: Buffer): boolean | null {
      const text = seen.toString('latin1', 0, LISTENER_GET.length);
      if (text === LISTENER_GET) return true;
      return LISTENER_GET.startsWith(text) ? null : false;
    },
    /** Whether `seen` holds the whole head: the door takes nothing sent after it (that is for the web server). */
    headComplete: (seen: Buffer) => seen.includes(HEAD_END) || seen.length > http.maxHeaderSize,
    /** Serves the listener and returns true, or returns false having written nothing: the web server's then. */
    async serve(socket: Socket, seen: Buffer): Promise<boolean> {
      if (seen.indexOf(HEAD_END) !== seen.length - HEAD_END.length) return false;
      const head = await readHead(seen);
      // Gone while the head was read: nothing to answer.
      if (socket.destroyed) return true;
      if (head?.method !== 'GET') return false;
      const { headers } = head;
      if ('content-length' in headers || 'transfer-encoding' in headers || 'upgrade' in headers) return false;
      const [path, query = ''] = head.url.split('?', 2) as [string, string?];
      const format = FORMAT_BY_PATH.get(path);
      if (!format) return false;
      const userAgent = headers['user-agent'];
      const request = { method: 'GET', userAgent, direct: querystring.parse(query).direct };
      if (relayTarget(ctx, format, request)) return false;
      let served: boolean;
      try {
        served = ctx.broadcast.handleMount(listenerRequestOf(head), socketReply(socket, ctx.clock), format);
      } catch {
        // A header Node would refuse (a line break in a directory field): written nothing; Express answers it.
        served = false;
      }
      if (!served) return false;
      // Node's HTTP server keeps its sockets half-open; its own answer to a client's FIN ends the response, and so
      // does the door: without it a listener gone quiet would only close at the next write's reset.
      socket.once('end', () => socket.destroy());
      // The address as Express's req.ip gives it: X-Forwarded-For only from the proxies the operator trusts.
      const address = proxyaddr({ headers, socket } as unknown as http.IncomingMessage, trustProxy);
      const end = startListenerSession(ctx.listenerStats, format, { method: 'GET', userAgent, address });
      if (end) socket.once('close', end);
      return true;
    },
  };
}
