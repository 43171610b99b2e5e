import type net from 'node:net';

/**
 * A connection must have published or started playing this soon after connecting, or it is closed.
 * OBS and ffmpeg finish the handshake, connect and publish in well under a second even over a slow
 * link; node-media-server itself never times anyone out, so idle sockets would otherwise stay forever.
 */
export const RTMP_HANDSHAKE_MS = 10_000;

/**
 * Concurrent RTMP connections. A station has one publisher, perhaps a reconnecting one and a few RTMP
 * monitors; each session holds parser buffers, so the cap bounds what a flood can take. At the cap the
 * oldest connection still in its handshake is dropped for the newcomer, else the oldest player: neither an
 * idle flood nor a crowd of players can lock OBS out. Only publishers are never dropped for a newcomer.
 */
export const MAX_RTMP_CONNECTIONS = 20;

export interface RtmpGuard {
  /** An accepted publisher: off the handshake deadline, and never dropped for a newcomer. */
  publishing(socket: object): void;
  /** A player of a path that may be played: off the handshake deadline, but dropped first-come for a newcomer. */
  playing(socket: object): void;
  stop(): void;
}

/**
 * Guards node-media-server's own TCP server without forking it: Node's maxConnections refuses at the
 * cap before the library sees the socket, and a listener put in front of the library's own tracks the
 * handshake deadline. A proxy in front would hide every client's address behind 127.0.0.1.
 */
export function guardRtmpServer(
  server: net.Server,
  options = { maxConnections: MAX_RTMP_CONNECTIONS, handshakeMs: RTMP_HANDSHAKE_MS },
): RtmpGuard {
  // Insertion order is age: the first key is the oldest connection still in its handshake (or playing).
  const pending = new Map<net.Socket, NodeJS.Timeout>();
  const players = new Set<net.Socket>();
  const open = new Set<net.Socket>();

  const forget = (socket: net.Socket) => {
    clearTimeout(pending.get(socket));
    pending.delete(socket);
    players.delete(socket);
    open.delete(socket);
  };
  const drop = (socket: net.Socket) => {
    forget(socket);
    socket.destroy();
  };

  const onConnection = (socket: net.Socket) => {
    open.add(socket);
    pending.set(
      socket,
      setTimeout(() => drop(socket), options.handshakeMs),
    );
    socket.once('close', () => forget(socket));
    // Keep one slot free for the next comer, which may be OBS.
    if (open.size >= options.maxConnections) {
      const oldest = [...pending.keys(), ...players].find((other) => other !== socket);
      if (oldest) drop(oldest);
    }
  };

  server.maxConnections = options.maxConnections;
  server.prependListener('connection', onConnection);

  const leaveHandshake = (socket: net.Socket) => {
    if (!open.has(socket)) return false;
    clearTimeout(pending.get(socket));
    pending.delete(socket);
    return true;
  };

  return {
    publishing(socket) {
      if (leaveHandshake(socket as net.Socket)) players.delete(socket as net.Socket);
    },
    playing(socket) {
      if (leaveHandshake(socket as net.Socket)) players.add(socket as net.Socket);
    },
    stop() {
      server.off('connection', onConnection);
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
      players.clear();
      open.clear();
    },
  };
}
