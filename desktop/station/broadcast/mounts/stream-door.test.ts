import http from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { divertSources } from '../live/source-clients/source-ports';
import type { ListenerReply, ListenerRequest } from './listener-reply';
import { createMount } from './mount';
import { listenerRequestOf, responseReply } from './listener-replies';
import { createStreamDoor, LISTENER_GET } from './stream-door';
import { STREAM_MOUNTS } from './stream-routes';
import { systemClock } from '../../core/clock';

type Door = Parameters<typeof createStreamDoor>[0];

/**
 * The stream door on a real server and a real MP3 mount: what it serves on the bare socket, and what it leaves to
 * Node's HTTP server (whose 'request' event is the proof: a request the door took never reaches it).
 */
describe('the stream door', () => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function setUp(options: { relay?: string; trust?: (address: string) => boolean } = {}) {
    const mount = createMount({ siteUrl: () => 'http://radio.test', path: '/stream', onListeners: () => {} });
    mount.start();
    const sessions: Array<{ mount: string; address?: string; userAgent?: string; ended: boolean }> = [];
    const ctx = {
      broadcast: { handleMount: (request: ListenerRequest, reply: ListenerReply) => mount.handle(request, reply) },
      listenerStats: {
        concurrent: () => sessions.filter((s) => !s.ended).length,
        start(name: string, info: { address?: string; userAgent?: string }) {
          const session = { mount: name, ...info, ended: false };
          sessions.push(session);
          return () => {
            session.ended = true;
          };
        },
      },
      repos: { relays: { redirectAbove: () => (options.relay ? 0 : null) } },
      relays: { withRoom: () => (options.relay ? [options.relay] : []) },
      clock: systemClock,
    } as unknown as Door;
    const requests: string[] = [];
    const server = http.createServer((req, res) => {
      requests.push(`${req.method} ${req.url}`);
      if (!mount.handle(listenerRequestOf(req), responseReply(req, res))) res.writeHead(503).end();
    });
    const diverted = divertSources(server, () => null, createStreamDoor(ctx, options.trust ?? (() => false)));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    cleanups.push(async () => {
      mount.stop();
      diverted.closePending();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    });
    const { port } = server.address() as net.AddressInfo;
    return { mount, port, requests, sessions };
  }

  /** Sends `head` and resolves with what came back up to the end of the response head (or the whole answer). */
  function ask(port: number, head: string): Promise<{ head: string; socket: net.Socket }> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write(head, 'latin1'));
      cleanups.push(() => void socket.destroy());
      let got = Buffer.alloc(0);
      socket.on('data', (chunk: Buffer) => {
        got = Buffer.concat([got, chunk]);
        const end = got.indexOf('\r\n\r\n');
        if (end >= 0) resolve({ head: got.toString('latin1', 0, end + 4), socket });
      });
      socket.on('error', reject);
      socket.on('close', () => resolve({ head: got.toString('latin1'), socket }));
    });
  }

  const withoutDate = (head: string) => head.replace(/^Date: .*\r\n/m, '');

  it('holds every mount path and alias to the prefix it looks for', () => {
    const paths = STREAM_MOUNTS.flatMap((mount) => [mount.path, ...mount.aliases]);
    for (const path of paths) expect(`GET ${path}`.startsWith(LISTENER_GET)).toBe(true);
  });

  it("serves a player's GET on the bare socket, with the head Node's response sends for the same request", async () => {
    const { mount, port, requests, sessions } = await setUp();
    const get = 'GET /stream HTTP/1.1\r\nHost: radio.test\r\nIcy-MetaData: 1\r\nUser-Agent: VLC/3.0.20\r\n';
    const door = await ask(port, `${get}\r\n`);
    // A GET with an (empty) chunked body is the same request to the mount, but the door leaves bodies to Node.
    const node = await ask(port, `${get}Transfer-Encoding: chunked\r\n\r\n0\r\n\r\n`);
    expect(requests).toEqual(['GET /stream']);
    expect(withoutDate(door.head)).toBe(withoutDate(node.head));
    expect(door.head).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(door.head).toMatch(/\r\nicy-metaint: 16000\r\n/);
    expect(door.head).toMatch(/\r\nDate: \w{3}, \d\d \w{3} \d{4} \d\d:\d\d:\d\d GMT\r\n\r\n$/);
    expect(mount.listeners()).toBe(2);
    expect(sessions.map((s) => [s.mount, s.userAgent, s.address])).toEqual([['mp3', 'VLC/3.0.20', '127.0.0.1']]);
    // The audio goes to both the same way.
    const audio = new Promise((resolve) => door.socket.once('data', resolve));
    mount.push(Buffer.alloc(417, 1));
    expect(await audio).toBeInstanceOf(Buffer);
  });

  it('takes the alias and HTTP/1.0 without Host, as Node would', async () => {
    const { port, requests } = await setUp();
    expect((await ask(port, 'GET /stream.mp3 HTTP/1.1\r\nHost: x\r\n\r\n')).head).toMatch(/^HTTP\/1\.1 200 OK/);
    expect((await ask(port, 'GET /stream HTTP/1.0\r\n\r\n')).head).toMatch(/^HTTP\/1\.1 200 OK/);
    expect(requests).toEqual([]);
  });

  it('leaves to Node what it does not take as it is, which answers it as before', async () => {
    const { port, requests } = await setUp();
    const passed = [
      ['HEAD /stream HTTP/1.1\r\nHost: x\r\n\r\n', 'HEAD /stream'],
      ['GET /STREAM HTTP/1.1\r\nHost: x\r\n\r\n', 'GET /STREAM'],
      ['GET /stream/ HTTP/1.1\r\nHost: x\r\n\r\n', 'GET /stream/'],
      ['GET /streaming HTTP/1.1\r\nHost: x\r\n\r\n', 'GET /streaming'],
      ['GET /stream HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\n\r\nab', 'GET /stream'],
      ['GET /stream HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n', null],
    ] as const;
    for (const [head, seen] of passed) {
      const before = requests.length;
      await ask(port, head);
      if (seen) expect(requests.slice(before)).toEqual([seen]);
    }
    // Refused by Node's parser or its Host rule: Node's own 400, from the server the door handed the socket to.
    expect((await ask(port, 'GET /stream HTTP/1.1\r\n\r\n')).head).toMatch(/^HTTP\/1\.1 400 /);
    expect((await ask(port, 'GET /stream HTTP/1.1\r\nHost: x\r\nBad Header: 1\r\n\r\n')).head).toMatch(
      /^HTTP\/1\.1 400 /,
    );
  });

  it('leaves a listener past the local limit to the relay redirect, and serves a relay pulling the mount', async () => {
    const { port, requests, sessions } = await setUp({ relay: 'http://relay.test/stream' });
    await ask(port, 'GET /stream HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(requests).toEqual(['GET /stream']);
    const relay = await ask(port, 'GET /stream HTTP/1.1\r\nHost: x\r\nUser-Agent: Icecast 2.4.4\r\n\r\n');
    expect(relay.head).toMatch(/^HTTP\/1\.1 200 OK/);
    expect(requests).toEqual(['GET /stream']);
    // A relay is no listener: no session.
    expect(sessions).toEqual([]);
  });

  it('leaves the offline answer to Node while the mount is stopped', async () => {
    const { mount, port, requests } = await setUp();
    mount.stop();
    expect((await ask(port, 'GET /stream HTTP/1.1\r\nHost: x\r\n\r\n')).head).toMatch(/^HTTP\/1\.1 503 /);
    expect(requests).toEqual(['GET /stream']);
  });

  it('counts the forwarded address only from a trusted proxy, and ends the session when the listener goes', async () => {
    const { port, sessions } = await setUp({ trust: (address) => address === '127.0.0.1' });
    const listener = await ask(port, 'GET /stream HTTP/1.1\r\nHost: x\r\nX-Forwarded-For: 203.0.113.9\r\n\r\n');
    expect(sessions.map((s) => s.address)).toEqual(['203.0.113.9']);
    const closed = new Promise((resolve) => listener.socket.once('close', resolve));
    listener.socket.destroy();
    await closed;
    await expect.poll(() => sessions[0]?.ended).toBe(true);
  });

  it('survives a reset after a partial head and a reset of a listener it serves', async () => {
    const { mount, port } = await setUp();
    for (const head of ['GET /str', 'GET /stream HTTP/1.1\r\nHost: x\r\n\r\n']) {
      const socket = net.connect(port, '127.0.0.1', () => socket.write(head));
      socket.on('error', () => {});
      if (head.endsWith('\r\n\r\n')) await expect.poll(() => mount.listeners()).toBe(1);
      else await new Promise((resolve) => socket.once('connect', resolve));
      const closed = new Promise((resolve) => socket.once('close', resolve));
      socket.resetAndDestroy();
      await closed;
    }
    await expect.poll(() => mount.listeners()).toBe(0);
    // Still serving.
    expect((await ask(port, 'GET /stream HTTP/1.1\r\nHost: x\r\n\r\n')).head).toMatch(/^HTTP\/1\.1 200 OK/);
  });
});
