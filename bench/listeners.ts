/**
 * Many concurrent /stream listeners against a station in its own process.
 * Usage: npm run bench:listeners -- --listeners N --seconds S [--rush PER_SECOND] [--vs-icecast] [--cpu-prof] [--npm-start]
 * Reports the share of listeners receiving at real-time rate (>= 95 % of 128 kbps over the
 * window, after the connect burst), the station's CPU (one core = 100 %) and RSS.
 * --vs-icecast: then the same client against Debian's icecast2 fed at the same bitrate, one after the
 * other in the same run, and the ratio of the two servers' CPU and memory.
 * --rush: new listeners a second (default 500). Icecast 2.4 listens with a backlog of 5, so a fast rush
 * leaves many of its listeners waiting on SYN retries; a slower rush compares the servers at equal counts.
 * --cpu-prof: the station runs under node --cpu-prof (profile written to .tmp/cpu-prof/).
 * --npm-start: the station as the README starts it (`npm start`, the build in out/ current, demo content, its own
 * ffmpeg children), rather than bench/broadcast-station.ts; the bus diagnostics are then not available.
 * --seeded-data DIR (with --npm-start): a second start, on a copy of a data folder a station has already seeded.
 * Every mode ends with the station's total (Node + its ffmpeg children) against the 150 MB target; --npm-start also with
 * everything npm start leaves running below npm's own process (its shell, a supervisor if EMISORA_SUPERVISE=1 asks for
 * one, the core and every ffmpeg child), the figure the target is about.
 * --built: the station bundled (bench/build-station.ts) and run under plain node, as the packaged app runs it,
 * rather than from source under tsx. --node-flags "...": extra flags for the station's node (with --npm-start: added
 * to the start script's own, the script then run by node directly).
 * The bench raises its own open-file limit (and so that of the station and icecast2 it spawns) to fit 20,000+
 * listeners: each listener is a socket on both sides.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildBenchStation } from './build-station';
import { startFedIcecast } from './icecast-feed';
import { describeLoad, runLoad } from './listener-load';
import { startNpmStartStation } from './npm-start-station';
import {
  describeProcess,
  machine,
  processMemory,
  pssMiB,
  residentByMapping,
  rssMiB,
  startBenchStation,
} from './station-process';

const { values } = parseArgs({
  options: {
    listeners: { type: 'string', default: '2000' },
    seconds: { type: 'string', default: '30' },
    'vs-icecast': { type: 'boolean', default: false },
    'cpu-prof': { type: 'boolean', default: false },
    rush: { type: 'string', default: '500' },
    built: { type: 'boolean', default: false },
    'npm-start': { type: 'boolean', default: false },
    'node-flags': { type: 'string', default: '' },
    'seeded-data': { type: 'string' },
  },
});
const count = Number(values.listeners);
const seconds = Number(values.seconds);
const rush = Number(values.rush);

console.log(`machine at start: ${machine()}`);
const profileDir = path.join(import.meta.dirname, '..', '.tmp', 'cpu-prof');
// Raising the hard limit needs CAP_SYS_RESOURCE (root outside a container); children spawned from here inherit it.
const files = Math.max(65_536, count * 2 + 1_000);
try {
  execFileSync('prlimit', ['--pid', String(process.pid), `--nofile=${files}:${files}`]);
} catch {
  console.log(
    `could not raise the open-file limit to ${files} (needs CAP_SYS_RESOURCE): it stays ${execFileSync('sh', ['-c', 'ulimit -Hn'], { encoding: 'utf8' }).trim()} per process`,
  );
}
const nodeFlags = [
  ...values['node-flags'].split(' ').filter(Boolean),
  ...(values['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
];
const station = values['npm-start'] ? await npmStartStation() : await benchStation();
const load = await runLoad(`${station.url}/stream`, count, seconds, station.pid, rush, station.atWindowStart);
await new Promise((r) => setTimeout(r, 1_100));
const report = station.report();
const supervisorPid = station.supervisorPid;
if (supervisorPid) station.supervisor = { rss: rssMiB(supervisorPid), pss: pssMiB(supervisorPid) };
// Everything npm start has running below npm at the window's end (its shell, node, every ffmpeg child), read before
// the listeners go.
const leftRunning = (station.leftRunning?.() ?? []).map(processMemory).filter((m) => m !== null);
// Anonymous pages (heaps, buffers) against file-backed ones (node's own binary and native modules, shared).
const status = fs.readFileSync(`/proc/${station.pid}/status`, 'utf8');
const kinds = ['RssAnon', 'RssFile'].map(
  (k) => `${k} ${(Number(new RegExp(`${k}:\\s+(\\d+)`).exec(status)?.[1]) / 1024).toFixed(0)} MiB`,
);
// The allocator settings the core runs with (core-memory-env.ts, or the operator's own): runs compare them.
const coreMappings = residentByMapping(station.pid);
const mallocEnv = fs
  .readFileSync(`/proc/${station.pid}/environ`, 'utf8')
  .split('\0')
  .filter((v) => v.startsWith('MALLOC_') || v.startsWith('GLIBC_TUNABLES='));
load.close();
const mine = load.result;
await station.stop();
for (const line of describeLoad('station', mine)) console.log(line);
for (const line of report) console.log(line);
console.log(`station: Node RSS ${kinds.join(', ')}; allocator env: ${mallocEnv.join(' ') || 'none (glibc defaults)'}`);
console.log(`station: Node resident by mapping: ${coreMappings}`);
for (const memory of mine.processes) console.log(`station process ${describeProcess(memory)}`);
const totalMiB = mine.rss + mine.childRss;
const totalMB = (totalMiB * 2 ** 20) / 1e6;
console.log(
  `station total with its ffmpeg children: ${totalMiB.toFixed(0)} MiB = ${totalMB.toFixed(1)} MB (Node ${mine.rss.toFixed(0)} + children ${mine.childRss.toFixed(0)} MiB) against 150 MB: ${totalMB <= 150 ? 'met' : 'NOT met'}`,
);
console.log(
  `station peak in the window (sampled every 200 ms): ${mine.peak.rss.toFixed(0)} MiB = ${((mine.peak.rss * 2 ** 20) / 1e6).toFixed(1)} MB with up to ${mine.peak.children} ffmpeg children`,
);
if (leftRunning.length > 0) {
  const rss = leftRunning.reduce((sum, m) => sum + m.rssAnon + m.rssFile, 0);
  const pss = leftRunning.reduce((sum, m) => sum + m.pss, 0);
  const mb = (rss * 2 ** 20) / 1e6;
  for (const memory of leftRunning) console.log(`npm start left running: ${describeProcess(memory)}`);
  console.log(
    `everything npm start leaves running (npm's own process aside): ${leftRunning.length} processes, RSS ${rss.toFixed(0)} MiB = ${mb.toFixed(1)} MB, PSS ${pss.toFixed(0)} MiB, against 150 MB: ${mb <= 150 ? 'met' : 'NOT met'}`,
  );
}
if (station.supervisor) {
  // Most of a second node's RSS is the node binary's pages, which the core maps too: PSS counts them once.
  const { rss, pss } = station.supervisor;
  console.log(
    `supervisor (restarts the core): RSS ${rss.toFixed(0)} MiB, PSS ${pss.toFixed(0)} MiB; all processes: RSS ${(totalMiB + rss).toFixed(0)} MiB, PSS ${(mine.pss + pss).toFixed(0)} MiB`,
  );
}

if (values['vs-icecast']) {
  const reference = await startFedIcecast(count + 100);
  const theirs = await runLoad(reference.url, count, seconds, reference.icecast.pid()!, rush);
  theirs.close();
  await reference.stop();
  for (const line of describeLoad('icecast2', theirs.result)) console.log(line);
  const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : 'n/a');
  // Icecast may deliver less than real time to some listeners on a loaded machine: compare CPU per byte too.
  const perByte = (r: typeof mine) => r.cpu / Math.max(1, r.deliveredBytes / r.elapsed);
  console.log(`ratio station/icecast2 CPU per delivered byte: ${ratio(perByte(mine), perByte(theirs.result))}`);
  console.log(
    `ratio station/icecast2: CPU ${ratio(mine.cpu, theirs.result.cpu)} (fan-out process only; the station's encoder children ${(mine.childCpu * 100).toFixed(1)} % are not fan-out), RSS ${ratio(mine.rss, theirs.result.rss)} (station incl. children ${(mine.rss + mine.childRss).toFixed(0)} MiB vs ${theirs.result.rss.toFixed(0)} MiB)`,
  );
}
console.log(`machine at end: ${machine()}`);
process.exit(0);

/** The measured station, whichever way it was started, and what it can say about itself at the window's end. */
interface Measured {
  url: string;
  pid: number;
  supervisorPid?: number;
  supervisor?: { rss: number; pss: number };
  /** Every process the station runs, for the npm start total. */
  leftRunning?(): number[];
  atWindowStart(): void;
  report(): string[];
  stop(): Promise<void>;
}

async function npmStartStation(): Promise<Measured> {
  console.log(
    `station: npm start (scripts/start.mjs on the build in out/, demo content${values['seeded-data'] ? `, a second start on a copy of ${values['seeded-data']}` : ', first start'})${nodeFlags.length ? `, with node ${nodeFlags.join(' ')} added` : ''}`,
  );
  const station = await startNpmStartStation(nodeFlags, values['seeded-data']);
  return { ...station, atWindowStart: () => {}, report: () => [] };
}

async function benchStation(): Promise<Measured> {
  const built = values.built ? await buildBenchStation() : undefined;
  console.log(
    `station: ${built ? 'built, plain node' : 'from source under tsx'}${nodeFlags.length ? `, node ${nodeFlags.join(' ')}` : ''}`,
  );
  const station = await startBenchStation({}, nodeFlags, built);
  let busStart: ReturnType<typeof station.diagnostics> = null;
  return {
    url: station.url,
    pid: station.pid,
    atWindowStart: () => {
      busStart = station.diagnostics();
    },
    report: () => {
      const busEnd = station.diagnostics();
      const memory = station.memory();
      // TypeScript does not see the assignment in the callback: read it back through a typed const.
      const busAtStart = busStart as ReturnType<typeof station.diagnostics>;
      const lines = [
        busAtStart && busEnd
          ? `station: bus frames dropped after stalls ${busEnd.skippedFrames - busAtStart.skippedFrames}, underruns ${busEnd.underruns - busAtStart.underruns}, listeners dropped as too slow ${busEnd.droppedListeners - busAtStart.droppedListeners}`
          : 'station: bus diagnostics unavailable',
      ];
      if (memory) {
        const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;
        lines.push(
          `station memory at the window's end: heap ${mib(memory.heapUsed)} used of ${mib(memory.heapTotal)}, external ${mib(memory.external)} (array buffers ${mib(memory.arrayBuffers)}), RSS ${mib(memory.rss)}`,
        );
      }
      return lines;
    },
    stop: () => station.stop(),
  };
}
