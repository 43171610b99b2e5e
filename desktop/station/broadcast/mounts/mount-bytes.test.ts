import { listenerRequestOf, responseReply } from './listener-replies';
import http from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { STATION } from '../../../../shared/station/station-facts';
import { icyMetadataBlock } from './icy';
import { createMount } from './mount';

/** What a listener's socket receives first: the raw response head, as bytes (players read them as UTF-8). */
function rawHead(port: number, method: 'GET' | 'HEAD', userAgent = 'VLC/3.0.18'): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(
        `${method} /stream HTTP/1.1\r\nHost: 127.0.0.1\r\nUser-Agent: ${userAgent}\r\nIcy-MetaData: 1\r\n\r\n`,
      );
    });
    let got = Buffer.alloc(0);
    socket.on('data', (chunk) => {
      got = Buffer.concat([got, chunk]);
      const end = got.indexOf('\r\n\r\n');
      if (end >= 0) {
        socket.destroy();
        resolve(got.subarray(0, end));
      }
    });
    socket.on('error', reject);
  });
}

describe('mount response head on the wire', () => {
  let server: http.Server | undefined;
  afterEach(() => new Promise<void>((r) => (server ? server.close(() => r()) : r())));

  it('sends the station name as UTF-8 bytes on GET as on HEAD (a GET was encoded twice)', async () => {
    const mount = createMount({ siteUrl: () => 'http://radio.test', onListeners: () => {} });
    mount.start();
    server = http.createServer((req, res) => mount.handle(listenerRequestOf(req), responseReply(req, res)));
    await new Promise<void>((r) => server!.listen(0, '127.0.0.1', () => r()));
    const { port } = server.address() as net.AddressInfo;
    const expected = Buffer.concat([Buffer.from('icy-name: '), Buffer.from(STATION.name, 'utf8'), Buffer.from('\r\n')]);
    for (const method of ['HEAD', 'GET'] as const) {
      const head = await rawHead(port, method);
      expect(head.indexOf(expected), `${method} head:\n${head.toString('latin1')}`).toBeGreaterThan(0);
    }
    mount.stop();
  });
});

describe('ICY titles for an Icecast relay', () => {
  let server: http.Server | undefined;
  afterEach(() => new Promise<void>((r) => (server ? server.close(() => r()) : r())));

  it('sends an Icecast relay the station name as ISO-8859-1, which its status pages show (they showed «RÃ dio»)', async () => {
    const mount = createMount({ siteUrl: () => 'http://radio.test', onListeners: () => {} });
    mount.start();
    server = http.createServer((req, res) => mount.handle(listenerRequestOf(req), responseReply(req, res)));
    await new Promise<void>((r) => server!.listen(0, '127.0.0.1', () => r()));
    const { port } = server.address() as net.AddressInfo;
    const head = await rawHead(port, 'GET', 'Icecast 2.4.4');
    const expected = Buffer.concat([
      Buffer.from('icy-name: '),
      Buffer.from(STATION.name, 'latin1'),
      Buffer.from('\r\n'),
    ]);
    expect(head.indexOf(expected), head.toString('latin1')).toBeGreaterThan(0);
    mount.stop();
  });

  it('are ISO-8859-1 for an Icecast relay (its mounts’ default charset) and UTF-8 for players', async () => {
    const mount = createMount({ siteUrl: () => 'http://radio.test', onListeners: () => {} });
    mount.start();
    mount.setTitle('Los Túneles del Mar - Estación Internacional');
    server = http.createServer((req, res) => mount.handle(listenerRequestOf(req), responseReply(req, res)));
    await new Promise<void>((r) => server!.listen(0, '127.0.0.1', () => r()));
    const { port } = server.address() as net.AddressInfo;
    const firstTitle = (userAgent: string) =>
      new Promise<Buffer>((resolve, reject) => {
        const req = http.get(
          `http://127.0.0.1:${port}/stream`,
          { headers: { 'Icy-MetaData': '1', 'User-Agent': userAgent } },
          (res) => {
            let got = Buffer.alloc(0);
            res.on('data', (chunk: Buffer) => {
              got = Buffer.concat([got, chunk]);
              if (got.length <= 16_000) return;
              const length = got[16_000]! * 16;
              if (got.length < 16_001 + length) return;
              req.destroy();
              resolve(got.subarray(16_001, 16_001 + length));
            });
          },
        );
        req.on('error', reject);
      });
    const feed = setInterval(() => mount.push(Buffer.alloc(4_000, 0x11)), 20);
    try {
      const relay = await firstTitle('Icecast 2.4.4');
      expect(relay.toString('latin1').replace(/\0+$/, '')).toBe(
        "StreamTitle='Los Túneles del Mar - Estación Internacional';",
      );
      const player = await firstTitle('VLC/3.0.18 LibVLC/3.0.18');
      expect(player.toString('utf8').replace(/\0+$/, '')).toBe(
        "StreamTitle='Los Túneles del Mar - Estación Internacional';",
      );
    } finally {
      clearInterval(feed);
      mount.stop();
    }
  });
});

describe('ICY metadata block length', () => {
  it('always ends the title with a NUL, even when the text is an exact multiple of 16 bytes', () => {
    // "StreamTitle='';" is 15 bytes: a 17-byte title makes 32 bytes of text, as Icecast counts the NUL too.
    const title = 'x'.repeat(17);
    const text = `StreamTitle='${title}';`;
    expect(text.length % 16).toBe(0);
    const block = icyMetadataBlock(title);
    expect(block[0]).toBe((block.length - 1) / 16);
    expect(block.length - 1).toBeGreaterThan(text.length);
    expect(block[1 + text.length]).toBe(0);
  });
});
