import type http from 'node:http';
import net from 'node:net';
import type { Logger } from '../../../core/log';
import type { SourceInput } from './source-input';
import { HEAD_DEADLINE_MS } from './source-head';
import { shoutcastSource } from './shoutcast-v1';

/** What on the main port is a source client's, not the web's: the live mount's publish and the title updates. */
const SOURCE_STARTS = ['PUT /live', 'SOURCE /live', 'GET /admin/metadata', 'GET /admin.cgi'];

/** 'source', 'web', or null while the first bytes could still be either. */
export function classifyFirstBytes(seen: Buffer): 'source' | 'web' | null {
  const text = seen.toString('latin1', 0, 24);
  if (SOURCE_STARTS.some((start) => text.startsWith(start))) return 'source';
  return SOURCE_STARTS.some((start) => start.startsWith(text)) ? null : 'web';
}

const ignore = () => {};

/** The stream door's part in the front door (broadcast/mounts/stream-door.ts): listeners' GETs served on the bare socket. */
export interface ListenerDoor {
  wants(seen: Buffer): boolean | null;
  headComplete(seen: Buffer): boolean;
  serve(socket: net.Socket, seen: Buffer): Promise<boolean>;
}

/**
 * The main HTTP port's front door, before Node's HTTP parser sees a connection. Source clients go to the live
 * input: a source's PUT or SOURCE has no Content-Length (the body is the live stream), which the parser would read
 * as an empty body followed by garbage. A listener's GET of a mount goes to the stream door, once its whole head
 * is here. The first bytes decide; anything else goes to the web server untouched, as if nothing had looked.
 */
export function divertSources(server: http.Server, sources: () => SourceInput | null, door?: ListenerDoor) {
  const library = server.listeners('connection') as Array<(socket: net.Socket) => void>;
  server.removeAllListeners('connection');
  // Connections the web server does not know: still waiting for their first bytes (neither Express nor the source
  // input has them), or listeners the door serves. The server's closeAllConnections() cannot end them and its
  // close() would wait for them. Those waiting get the same deadline as a source's head, so an idle connection
  // cannot hold a socket for ever.
  const pending = new Set<net.Socket>();
  const listening = new Set<net.Socket>();
  server.on('connection', (socket: net.Socket) => {
    let seen = Buffer.alloc(0);
    // Nobody else handles this socket's errors yet: a reset after a partial head ("GET /str", then RST) was an
    // unhandled 'error' that took the station core down. Kept after: Node's server and the source input add theirs.
    socket.on('error', ignore);
    pending.add(socket);
    const timer = setTimeout(() => socket.destroy(), HEAD_DEADLINE_MS);
    const settle = () => {
      clearTimeout(timer);
      pending.delete(socket);
      // A listener's socket lives for hours: left attached, this closure would keep the request head's bytes and
      // the cleared timer with each of thousands of them (0.4 MiB at 1,000 listeners in a heap snapshot).
      socket.off('close', settle);
    };
    socket.once('close', settle);
    const toWeb = (bytes: Buffer) => {
      socket.unshift(bytes);
      for (const listener of library) listener.call(server, socket);
      socket.resume();
    };
    const toDoor = (bytes: Buffer, listenerDoor: ListenerDoor) => {
      listenerDoor.serve(socket, bytes).then(
        (served) => {
          if (!served) return toWeb(bytes);
          // Gone while the door read its head: nothing to keep.
          if (socket.destroyed) return;
          listening.add(socket);
          socket.once('close', () => listening.delete(socket));
        },
        () => socket.destroy(),
      );
    };
    const onData = (chunk: Buffer) => {
      seen = Buffer.concat([seen, chunk]);
      const kind = classifyFirstBytes(seen);
      if (!kind) return;
      const listener = kind === 'web' && door ? door.wants(seen) : false;
      if (listener === null || (listener && !door!.headComplete(seen))) return;
      settle();
      socket.off('data', onData);
      socket.pause();
      if (listener) return toDoor(seen, door!);
      const input = kind === 'source' ? sources() : null;
      if (input) return void input.handle(socket, seen);
      toWeb(seen);
    };
    socket.on('data', onData);
  });
  return {
    /** Ends the connections the web server does not know (the station is stopping, the mounts already ended). */
    closePending() {
      for (const socket of [...pending, ...listening]) socket.destroy();
      pending.clear();
      listening.clear();
    },
  };
}

/** The dedicated source port (Icecast clients) and the Shoutcast v1 port after it. */
export function createSourcePorts(options: { host: string; port: number | undefined; log: Logger }) {
  const servers: net.Server[] = [];
  const listen = (server: net.Server, port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen({ port, host: options.host }, () => resolve());
    });
  return {
    async start(sources: SourceInput) {
      if (options.port === undefined) return;
      const icecast = net.createServer((socket) => void sources.handle(socket, Buffer.alloc(0)));
      const shoutcast = net.createServer((socket) => void shoutcastSource(sources, options.log)(socket));
      try {
        await listen(icecast, options.port);
        servers.push(icecast);
        const bound = (icecast.address() as net.AddressInfo).port;
        await listen(shoutcast, bound + 1);
        servers.push(shoutcast);
      } catch (error) {
        options.log.error('source port could not start; sources can still use the main port', {
          error: (error as Error).message,
        });
      }
    },
    ports: () => servers.map((server) => (server.address() as net.AddressInfo).port),
    async stop() {
      await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
    },
  };
}
