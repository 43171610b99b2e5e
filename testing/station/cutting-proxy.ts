import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the proxy does to the next response whose path matches: cut the connection halfway, or flip a byte. */
type Fault = { path: RegExp; kind: 'cut' | 'corrupt' };

export interface CuttingProxy {
  url: string;
  /** Every request passed on: its path and the Range it asked for. */
  readonly requests: Array<{ path: string; range: string | undefined }>;
  /** The next matching response stops after half its body and the connection is destroyed. */
  cutNext(path: RegExp): Promise<{ sent: number; of: number }>;
  /** The next matching response arrives whole, with one byte in its middle changed. */
  corruptNext(path: RegExp): Promise<void>;
  close(): Promise<void>;
}

/** A real HTTP proxy in front of a station, to break a transfer the way a network does (a cut, a damaged byte). */
export async function startCuttingProxy(target: string): Promise<CuttingProxy> {
  const upstream = new URL(target);
  const faults: Array<Fault & { done: (value: { sent: number; of: number }) => void }> = [];
  const requests: CuttingProxy['requests'] = [];
  const server = http.createServer((req, res) => {
    requests.push({ path: req.url ?? '', range: req.headers.range });
    const index = faults.findIndex((f) => f.path.test(req.url ?? ''));
    const fault = index >= 0 ? faults.splice(index, 1)[0] : undefined;
    const forward = http.request(
      { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        if (!fault) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const body = Buffer.concat(chunks);
          const half = Math.floor(body.length / 2);
          if (fault.kind === 'corrupt') body[half] = (body[half] ?? 0) ^ 0xff;
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          if (fault.kind === 'corrupt') res.end(body);
          else res.write(body.subarray(0, half), () => res.socket?.destroy());
          fault.done({ sent: fault.kind === 'cut' ? half : body.length, of: body.length });
        });
      },
    );
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const add = (path: RegExp, kind: Fault['kind']) =>
    new Promise<{ sent: number; of: number }>((done) => faults.push({ path, kind, done }));
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    cutNext: (path) => add(path, 'cut'),
    corruptNext: async (path) => {
      await add(path, 'corrupt');
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
