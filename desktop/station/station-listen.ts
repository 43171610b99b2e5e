import type http from 'node:http';
import { ConfigError, type StationConfig } from './config/config';

/** Closes the HTTP server, its open connections and those the source ports still hold. */
export function closeServer(server: http.Server, diverted: { closePending(): void }): Promise<void> {
  return new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
    diverted.closePending();
  });
}

/** Stops what a start began before listening (the HTTP port was taken). */
export async function undoStart(begun: {
  shutdown: AbortController;
  listenerStats: { stop(): void };
  broadcast: { close(): Promise<unknown> | unknown };
  db: { close(): unknown };
}): Promise<void> {
  begun.shutdown.abort();
  begun.listenerStats.stop();
  await begun.broadcast.close();
  begun.db.close();
}

/**
 * Listens on the configured address. Another program can take the port after the preflight: then `undo` stops what
 * the start began, and the start is refused as the preflight would refuse it.
 */
export async function listenOrUndo(
  server: http.Server,
  config: StationConfig,
  undo: () => Promise<void>,
): Promise<void> {
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      // A show starting brings hundreds of listeners within a second; the default backlog (511) overflows.
      server.listen({ port: config.port, host: config.host, backlog: 4096 }, () => resolve());
    });
  } catch (error) {
    await undo();
    const code = (error as NodeJS.ErrnoException).code;
    const reason = code === 'EADDRINUSE' ? 'port in use' : (code ?? 'error');
    throw new ConfigError('--port', `--port: cannot listen on ${config.host}:${config.port} (${reason})`);
  }
}

/** The port the server really listens on (config.port may be 0: a free port). */
export function boundPort(server: http.Server, fallback: number): number {
  const address = server.address();
  return typeof address === 'object' && address ? address.port : fallback;
}
