import http from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { divertSources } from './source-ports';

/**
 * A listener's connection lives for hours and there are thousands of them: once its first bytes said "web", the
 * classifier must keep nothing on the socket (its closures held the request head's bytes and a cleared timer).
 */
describe('divertSources: what a web connection keeps once classified', () => {
  const servers: http.Server[] = [];
  const clients: net.Socket[] = [];
  afterEach(async () => {
    for (const client of clients.splice(0)) client.destroy();
    for (const server of servers.splice(0)) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  /** The 'close' listeners on the server side of one held-open GET (a listener's stream), with or without it. */
  async function closeListeners(divert: boolean): Promise<number> {
    let seen: (count: number) => void = () => {};
    const counted = new Promise<number>((resolve) => {
      seen = resolve;
    });
    const server = http.createServer((req, res) => {
      res.writeHead(200, { 'Content-Type': 'audio/mpeg' });
      res.write('x');
      seen(req.socket.listenerCount('close'));
    });
    servers.push(server);
    if (divert) divertSources(server, () => null);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    const client = net.connect(port, '127.0.0.1', () => client.write('GET /stream HTTP/1.1\r\nHost: x\r\n\r\n'));
    clients.push(client);
    return counted;
  }

  it('leaves the socket with the listeners Node put there, and no more', async () => {
    const plain = await closeListeners(false);
    expect(plain).toBeGreaterThan(0);
    expect(await closeListeners(true)).toBe(plain);
  });
});
