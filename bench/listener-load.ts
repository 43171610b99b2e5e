import net from 'node:net';
import { childPids, cpuSeconds, type ProcessMemory, processMemory, pssMiB, rssMiB } from './station-process';

export interface LoadResult {
  count: number;
  connected: number;
  connectMs: number;
  errors: Record<string, number>;
  elapsed: number;
  atRate: number;
  rates: number[];
  /** CPU of the server process (one core = 1), of its children, and RSS in MiB (process, children). */
  cpu: number;
  childCpu: number;
  rss: number;
  childRss: number;
  /** The most the server and its children held together at any sample of the window (MiB), and the most children. */
  peak: { rss: number; children: number };
  /** PSS in MiB of the process and of its children together (shared pages split, see pssMiB). */
  pss: number;
  /** Audio bytes delivered to all listeners during the window. */
  deliveredBytes: number;
  /** The server and each child still running at the window's end, one by one. */
  processes: ProcessMemory[];
}

/** RSS in MiB, 0 for a process that has exited meanwhile. */
function safeRss(pid: number): number {
  try {
    return rssMiB(pid);
  } catch {
    return 0;
  }
}

/**
 * `count` listeners of `url` on raw sockets (HTTP parsing of thousands of streams would measure the client,
 * which shares the cores), `rushPerSecond` new ones a second (500: a popular show starting); after every one answered and took its burst, a clean
 * window of `seconds` measures each listener's rate and the server's CPU and memory.
 */
export async function runLoad(
  url: string,
  count: number,
  seconds: number,
  pid: number,
  rushPerSecond = 500,
  atWindowStart: () => void = () => {},
) {
  const kbps = 128;
  const { hostname, port, pathname } = new URL(url);
  const bytesPerSecond = (kbps * 1000) / 8;
  const received = new Array<number>(count).fill(0);
  const alive = new Array<boolean>(count).fill(false);
  const sockets: net.Socket[] = [];
  const errors = new Map<string, number>();
  for (let i = 0; i < count; i++) {
    const socket = net.connect({ host: hostname, port: Number(port) }, () => {
      socket.write(`GET ${pathname} HTTP/1.0\r\nHost: ${hostname}\r\nUser-Agent: emisora-bench\r\n\r\n`);
    });
    socket.on('data', (chunk: Buffer) => {
      if (received[i] === 0) alive[i] = /^HTTP\/1\.[01] 200/.test(chunk.toString('latin1', 0, 16));
      received[i]! += chunk.length;
    });
    socket.on('close', () => {
      alive[i] = false;
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      alive[i] = false;
      errors.set(error.code ?? error.message, (errors.get(error.code ?? error.message) ?? 0) + 1);
    });
    sockets.push(socket);
    if (i % 50 === 49) await new Promise((r) => setTimeout(r, (50 * 1000) / rushPerSecond));
  }
  const connectStart = performance.now();
  const failed = () => [...errors.values()].reduce((a, b) => a + b, 0);
  while (alive.filter(Boolean).length + failed() < count && performance.now() - connectStart < 60_000)
    await new Promise((r) => setTimeout(r, 100));
  const connectMs = performance.now() - connectStart;
  await new Promise((r) => setTimeout(r, 5_000));
  const connected = alive.filter(Boolean).length;
  const startBytes = [...received];
  // CPU is counted for the children alive at the window's start; a song's decoder, spawned and gone inside it, is not.
  const children = childPids(pid);
  const childCpu0 = children.reduce((sum, p) => sum + cpuSeconds(p), 0);
  atWindowStart();
  const cpu0 = cpuSeconds(pid);
  const t0 = performance.now();
  // Sampled through the window: a child that lives a second (a track decoded ahead) shows in the peak.
  const peak = { rss: 0, children: 0 };
  while (performance.now() - t0 < seconds * 1000) {
    await new Promise((r) => setTimeout(r, 200));
    const now = childPids(pid);
    peak.rss = Math.max(
      peak.rss,
      [pid, ...now].reduce((sum, p) => sum + safeRss(p), 0),
    );
    peak.children = Math.max(peak.children, now.length);
  }
  const elapsed = (performance.now() - t0) / 1000;
  const atEnd = childPids(pid);
  const result: LoadResult = {
    count,
    connected,
    connectMs,
    errors: Object.fromEntries(errors),
    elapsed,
    cpu: (cpuSeconds(pid) - cpu0) / elapsed,
    childCpu: (children.reduce((sum, p) => sum + cpuSeconds(p), 0) - childCpu0) / elapsed,
    rss: rssMiB(pid),
    childRss: atEnd.reduce((sum, p) => sum + safeRss(p), 0),
    peak,
    pss: [pid, ...atEnd].reduce((sum, p) => sum + pssMiB(p), 0),
    processes: [pid, ...atEnd].map(processMemory).filter((m) => m !== null),
    deliveredBytes: received.reduce((sum, bytes, i) => sum + bytes - startBytes[i]!, 0),
    atRate: received.filter((bytes, i) => alive[i] && bytes - startBytes[i]! >= bytesPerSecond * elapsed * 0.95).length,
    rates: received.map((bytes, i) => ((bytes - startBytes[i]!) * 8) / elapsed / 1000).sort((a, b) => a - b),
  };
  return {
    result,
    close() {
      for (const s of sockets) s.destroy();
    },
  };
}

export function describeLoad(name: string, r: LoadResult): string[] {
  return [
    `${name}: ${r.count} requested, ${r.connected} connected (all answered ${r.connectMs.toFixed(0)} ms after the last request), errors ${JSON.stringify(r.errors)}, window ${r.elapsed.toFixed(1)} s`,
    `${name}: at real-time rate (>= 95 % of 128 kbps): ${r.atRate}/${r.count} (${((r.atRate / r.count) * 100).toFixed(1)} %); per-listener kbps min ${r.rates[0]?.toFixed(1)}, median ${r.rates[Math.floor(r.rates.length / 2)]?.toFixed(1)}, max ${r.rates.at(-1)?.toFixed(1)}`,
    `${name}: delivered ${((r.deliveredBytes * 8) / r.elapsed / 1e6).toFixed(1)} Mbit/s in all; CPU ${(r.cpu * 100).toFixed(1)} % of one core (children ${(r.childCpu * 100).toFixed(1)} %); RSS ${r.rss.toFixed(0)} MiB (children ${r.childRss.toFixed(0)} MiB, total ${(r.rss + r.childRss).toFixed(0)} MiB; PSS of all ${r.pss.toFixed(0)} MiB)`,
  ];
}
