import { listenerRequestOf, responseReply } from './listener-replies';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createMount } from './mount';

describe('listener queues on the mount (real HTTP)', () => {
  const servers: http.Server[] = [];
  afterEach(() => {
    for (const server of servers.splice(0)) server.close();
  });

  it('sends the body raw, as Icecast does: no chunked transfer, audio and ICY blocks straight on the socket', async () => {
    const mount = createMount({
      siteUrl: () => 'http://x',
      burstBytes: 4_096,
      maxBacklogBytes: 256 * 1024,
      onListeners: () => {},
    });
    mount.start();
    const server = http.createServer((req, res) => mount.handle(listenerRequestOf(req), responseReply(req, res)));
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const socket = net.connect((server.address() as AddressInfo).port, '127.0.0.1');
    socket.write('GET /stream HTTP/1.1\r\nHost: x\r\nIcy-MetaData: 1\r\n\r\n');
    const received: Buffer[] = [];
    socket.on('data', (c: Buffer) => received.push(c));
    while (mount.listeners() < 1) await new Promise((r) => setTimeout(r, 10));
    const audio = Buffer.alloc(20_000, 0x55);
    mount.push(audio);
    while (Buffer.concat(received).length < audio.length) await new Promise((r) => setTimeout(r, 10));
    socket.destroy();
    mount.stop();

    const raw = Buffer.concat(received);
    const split = raw.indexOf('\r\n\r\n');
    const head = raw.subarray(0, split).toString('latin1');
    expect(head).toMatch(/^HTTP\/1\.1 200/);
    expect(head.toLowerCase()).not.toContain('transfer-encoding');
    // The body ends when the connection does, so the connection is not offered for reuse.
    expect(head).toMatch(/\r\nConnection: close/);
    expect(head.toLowerCase()).not.toContain('keep-alive');
    expect(head).toMatch(/\r\nicy-metaint: 16000/i);
    const body = raw.subarray(split + 4);
    // 16000 audio bytes, then the metadata block (length byte + StreamTitle), then the rest of the audio.
    expect(body.subarray(0, 16_000)).toEqual(audio.subarray(0, 16_000));
    const metaLength = body[16_000]! * 16;
    expect(body.subarray(16_001, 16_001 + metaLength).toString('utf8')).toMatch(/^StreamTitle='/);
    expect(body.subarray(16_001 + metaLength)).toEqual(audio.subarray(16_000));
  });

  it('drops a listener that stops reading once it is over the backlog limit, and keeps serving the others', async () => {
    const counts: number[] = [];
    const mount = createMount({
      siteUrl: () => 'http://x',
      burstBytes: 4_096,
      maxBacklogBytes: 256 * 1024,
      onListeners: (n) => counts.push(n),
    });
    mount.start();
    const server = http.createServer((req, res) => mount.handle(listenerRequestOf(req), responseReply(req, res)));
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/stream`;

    let fastBytes = 0;
    let fastClosed = false;
    const fast = http.get(url, (res) => {
      res.on('data', (c: Buffer) => {
        fastBytes += c.length;
      });
      res.on('close', () => {
        fastClosed = true;
      });
    });
    const slow = http.get(url, (res) => {
      res.pause(); // a phone on a dead network: never reads
      res.on('error', () => {});
    });
    fast.on('error', () => {});
    slow.on('error', () => {});
    while (mount.listeners() < 2) await new Promise((r) => setTimeout(r, 10));

    // Feed far more than kernel buffers plus the limit can hold, at ~100x real-time rate, in batches
    // a reading client drains easily.
    const chunk = Buffer.alloc(32 * 1024, 0x55);
    let pushed = 0;
    const started = Date.now();
    while (mount.dropped() === 0 && Date.now() - started < 20_000) {
      mount.push(chunk);
      pushed += chunk.length;
      await new Promise((r) => setTimeout(r, 20));
    }
    // Real time: nothing more must happen: a second drop or the fast listener's close is given time to show.
    await new Promise((r) => setTimeout(r, 300));
    expect(mount.dropped()).toBe(1);
    expect(fastClosed).toBe(false);
    expect(mount.listeners()).toBe(1);
    expect(counts.at(-1)).toBe(1);
    expect(fastBytes).toBeGreaterThan(pushed * 0.8);
    fast.destroy();
    slow.destroy();
    mount.stop();
  }, 30_000);
});
