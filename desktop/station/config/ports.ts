import net from 'node:net';

/** Resolves when host:port can be bound right now; rejects with the OS error otherwise. */
export function assertPortFree(host: string, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen({ host, port, exclusive: true }, () => server.close(() => resolve()));
  });
}

/** A port the OS says is free on 127.0.0.1 (for tests and benches). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** N distinct free ports: all are held open at once, so the OS cannot hand out one twice. */
export async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from({ length: count }, () => {
      const server = net.createServer();
      return new Promise<net.Server>((resolve, reject) => {
        server.once('error', reject);
        server.listen(0, '127.0.0.1', () => resolve(server));
      });
    }),
  );
  const ports = servers.map((s) => {
    const address = s.address();
    return typeof address === 'object' && address ? address.port : 0;
  });
  await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
  return ports;
}
