import http from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { STATION } from '../../../shared/station-facts';
import { icyMetadataBlock } from './icy';
import { createMount } from './mount';

/** What a listener's socket receives first: the raw response head, as bytes (players read them as UTF-8). */
function rawHead(port: number, method: 'GET' | 'HEAD'): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(`${method} /stream HTTP/1.1\r\nHost: 127.0.0.1\r\nIcy-MetaData: 1\r\n\r\n`);
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
    server = http.createServer((req, res) => mount.handle(req, res));
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
