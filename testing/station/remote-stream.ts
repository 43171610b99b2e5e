import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createIcyInterleaver } from '../../desktop/station/broadcast/mounts/icy';

/**
 * A remote station's stream for relay tests: MP3 bytes with ICY metadata when asked (`Icy-MetaData: 1`), sent at
 * the stream's own pace (128 kbps: 4,000 bytes every 250 ms) after a 2 s burst, as an Icecast server sends it, on a
 * loopback port that can be killed and listened on again.
 */
export async function startRemoteStream(mp3: Buffer, title: string, port = 0) {
  const server = http.createServer((req, res) => {
    const icy = req.headers['icy-metadata'] === '1';
    res.writeHead(200, { 'Content-Type': 'audio/mpeg', ...(icy ? { 'icy-metaint': '8192' } : {}) });
    const interleaver = createIcyInterleaver(8192);
    let at = 0;
    const send = (bytes: number) => {
      const chunk = mp3.subarray(at, at + bytes);
      at += chunk.length;
      res.write(icy ? interleaver.interleave(chunk, title) : chunk);
    };
    send(32_000);
    const pace = setInterval(() => send(4_000), 250);
    res.on('close', () => clearInterval(pace));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    kill: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type RemoteStream = Awaited<ReturnType<typeof startRemoteStream>>;
