/**
 * Many concurrent /stream listeners against a station in its own process.
 * Usage: npm run bench:listeners -- --listeners N --seconds S
 * Reports the share of listeners receiving at real-time rate (>= 95 % of 128 kbps over the
 * window, after the connect burst), the station's CPU (one core = 100 %) and RSS.
 */
import net from 'node:net';
import { parseArgs } from 'node:util';
import { childPids, cpuSeconds, machine, rssMiB, startBenchStation } from './station-process';

const { values } = parseArgs({
  options: { listeners: { type: 'string', default: '2000' }, seconds: { type: 'string', default: '30' } },
});
const count = Number(values.listeners);
const seconds = Number(values.seconds);
const BYTES_PER_SECOND = 16_000;

const station = await startBenchStation();
const { hostname, port } = new URL(station.url);
const received = new Array<number>(count).fill(0);
const alive = new Array<boolean>(count).fill(false);
const requests: net.Socket[] = [];
const errors = new Map<string, number>();

for (let i = 0; i < count; i++) {
  // Raw sockets, not http.get: the load generator shares the 2 cores, and HTTP parsing of 2,000
  // streams would measure the client rather than the station. Header bytes (~600) are negligible.
  const req = net.connect({ host: hostname, port: Number(port) }, () => {
    req.write(`GET /stream HTTP/1.1\r\nHost: ${hostname}\r\nUser-Agent: emisora-bench\r\n\r\n`);
  });
  req.on('data', (chunk: Buffer) => {
    if (received[i] === 0) alive[i] = chunk.toString('latin1', 0, 12).startsWith('HTTP/1.1 200');
    received[i]! += chunk.length;
  });
  req.on('close', () => {
    alive[i] = false;
  });
  req.on('error', (error: NodeJS.ErrnoException) => {
    alive[i] = false;
    errors.set(error.code ?? error.message, (errors.get(error.code ?? error.message) ?? 0) + 1);
  });
  requests.push(req);
  // A rush, not a single instant: 500 new listeners a second (a popular show starting).
  if (i % 50 === 49) await new Promise((r) => setTimeout(r, 100));
}
// Wait for every connection (or its failure), let each take its burst, then measure a clean window.
const connectStart = performance.now();
while (
  alive.filter(Boolean).length + [...errors.values()].reduce((a, b) => a + b, 0) < count &&
  performance.now() - connectStart < 60_000
)
  await new Promise((r) => setTimeout(r, 100));
const connectMs = performance.now() - connectStart;
await new Promise((r) => setTimeout(r, 5_000));
const connected = alive.filter(Boolean).length;
const startBytes = [...received];
const pids = [station.pid, ...childPids(station.pid)];
const busStart = station.diagnostics();
const cpuStart = cpuSeconds(station.pid);
const childCpuStart = pids.slice(1).reduce((sum, pid) => sum + cpuSeconds(pid), 0);
const t0 = performance.now();
await new Promise((r) => setTimeout(r, seconds * 1000));
const elapsed = (performance.now() - t0) / 1000;
const cpu = (cpuSeconds(station.pid) - cpuStart) / elapsed;
const childCpu = (pids.slice(1).reduce((sum, pid) => sum + cpuSeconds(pid), 0) - childCpuStart) / elapsed;
const rss = rssMiB(station.pid);
await new Promise((r) => setTimeout(r, 1_100));
const busEnd = station.diagnostics();
const atRate = received.filter(
  (bytes, i) => alive[i] && bytes - startBytes[i]! >= BYTES_PER_SECOND * elapsed * 0.95,
).length;
const rates = received.map((bytes, i) => ((bytes - startBytes[i]!) * 8) / elapsed / 1000).sort((a, b) => a - b);

for (const req of requests) req.destroy();
const bus =
  busStart && busEnd
    ? `bus frames/s ${((busEnd.framesWritten - busStart.framesWritten) / (elapsed + 1.1)).toFixed(2)} (50 = real time), frames dropped after stalls ${busEnd.skippedFrames - busStart.skippedFrames}, underruns ${busEnd.underruns - busStart.underruns}, listeners dropped as too slow ${busEnd.droppedListeners - busStart.droppedListeners}`
    : 'bus diagnostics unavailable';
await station.stop();

console.log(`machine: ${machine()}`);
console.log(
  `listeners: ${count} requested, ${connected} connected (all answered ${connectMs.toFixed(0)} ms after the last request), errors ${JSON.stringify(Object.fromEntries(errors))}, window ${elapsed.toFixed(1)} s`,
);
console.log(`at real-time rate (>= 95 % of 128 kbps): ${atRate}/${count} (${((atRate / count) * 100).toFixed(1)} %)`);
console.log(
  `per-listener kbps: min ${rates[0]?.toFixed(1)}, median ${rates[Math.floor(rates.length / 2)]?.toFixed(1)}, max ${rates.at(-1)?.toFixed(1)}`,
);
console.log(
  `station node process CPU: ${(cpu * 100).toFixed(1)} % of one core; ffmpeg children: ${(childCpu * 100).toFixed(1)} %; RSS ${rss.toFixed(0)} MiB`,
);
console.log(bus);
process.exit(0);
