/**
 * Soak: the station on air for hours under a steady load, sampled every 10 s.
 * Usage: npm run bench:soak -- --hours H [--listeners N] [--accelerated]   (H may be fractional: 0.05 is 3 minutes)
 * Load: N listeners on /stream (default 500), a skip every minute, a live RTMP publish of 60 s every
 * 10 minutes (the first at minute 4), a track uploaded through the admin API every 3 minutes with
 * the previous upload deleted. Builds nothing: the station runs from source (bench/soak-station.ts).
 * --accelerated (2 h unless --hours says otherwise) compresses an 8-hour day into what a build machine's
 * process lives: ten times the events (a skip every 6 s, a 15-s live publish every minute, an upload and a
 * delete every 30 s, a schedule edit every 30 s, 5 % of the listeners leaving and coming back every 10 s),
 * and reports the growth per 1,000 events as well as per hour.
 * Writes every sample as CSV under .tmp/ and prints a Markdown summary.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { parseArgs } from 'node:util';
import { stringify } from 'csv-stringify/sync';
import { makeToneFile, publisherArgs, sleep } from '../testing/station/test-audio';
import { CORE_NODE_FLAGS, withCoreMemoryEnv } from '../desktop/station/core-memory-env';
import { resolveFfmpegPath } from '../desktop/station/ffmpeg/path';
import { BENCH_ADMIN_PASSWORD } from './bench-constants';
import { type Sample, soakReport } from './soak-report';
import { childPids, processMemory, residentSums, rssMiB } from './station-process';
import { startListeners } from './stream-listeners';

const { values } = parseArgs({
  options: {
    hours: { type: 'string' },
    listeners: { type: 'string', default: '500' },
    accelerated: { type: 'boolean', default: false },
  },
});
const accelerated = values.accelerated === true;
const hours = Number(values.hours ?? (accelerated ? '2' : '1'));
const listenerCount = Number(values.listeners);
if (!(hours > 0) || !Number.isInteger(listenerCount) || listenerCount < 1) {
  console.error('usage: npm run bench:soak -- --hours H [--listeners N] [--accelerated]   (H > 0, may be fractional)');
  process.exit(2);
}

const SAMPLE_MS = 10_000;
/** The event rates: the classic soak's, or ten times them for --accelerated. */
const rates = accelerated
  ? {
      skipEveryMs: 6_000,
      liveFirstMs: 60_000,
      liveEveryMs: 60_000,
      liveMs: 15_000,
      uploadFirstMs: 30_000,
      uploadEveryMs: 30_000,
      scheduleEveryMs: 30_000,
      churnEveryMs: 10_000,
      churnShare: 0.05,
      warmupMs: 20 * 60_000,
    }
  : {
      skipEveryMs: 60_000,
      liveFirstMs: 4 * 60_000,
      liveEveryMs: 10 * 60_000,
      liveMs: 60_000,
      uploadFirstMs: 90_000,
      uploadEveryMs: 3 * 60_000,
      scheduleEveryMs: 0,
      churnEveryMs: 0,
      churnShare: 0,
      // RSS grows while caches, pools and the JIT settle; the slope is taken after this.
      warmupMs: 10 * 60_000,
    };
/** A listener that got less than half of 128 kbps over a sample window was starved. */
const STARVED_BYTES_PER_SECOND = 8_000;
const TICKS = 100; // USER_HZ on Linux

const durationMs = hours * 3_600_000;
let finishing = false;
const ffmpegPath = resolveFfmpegPath(process.env.FFMPEG_PATH);
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-soak-load-'));

// ---- the station -------------------------------------------------------------------------------

interface StationInfo {
  url: string;
  rtmpPort: number;
  streamKey: string;
  pid: number;
}
interface StationReport {
  loop: { maxMs: number; p99Ms: number };
  heapMiB?: number;
  memory?: Record<
    'heapTotal' | 'newSpace' | 'oldSpace' | 'codeSpace' | 'largeObjects' | 'external' | 'arrayBuffers' | 'database',
    number
  >;
  handles?: number;
  bus?: { underruns: number; droppedListeners: number; skippedFrames: number };
}

const stationProcess: ChildProcess = spawn(
  process.execPath,
  [...CORE_NODE_FLAGS, '--import', 'tsx', path.join(import.meta.dirname, 'soak-station.ts')],
  // The core's Node flags and allocator settings, as the CLI's supervisor and the desktop app start it.
  { stdio: ['ignore', 'pipe', 'pipe'], env: withCoreMemoryEnv(process.env) },
);
const stationProblems: string[] = [];
readline.createInterface({ input: stationProcess.stderr! }).on('line', (line) => {
  stationProblems.push(line);
  process.stderr.write(`[station] ${line}\n`);
});
const reports: StationReport[] = [];
const stdoutLines = readline.createInterface({ input: stationProcess.stdout! });
const info = await new Promise<StationInfo>((resolve, reject) => {
  const timer = setTimeout(() => reject(new Error('the soak station was not on air within 5 minutes')), 300_000);
  stdoutLines.once('line', (line) => {
    clearTimeout(timer);
    resolve(JSON.parse(line) as StationInfo);
  });
  stationProcess.once('exit', (code) => reject(new Error(`the soak station exited with ${code}`)));
});
stdoutLines.on('line', (line) => reports.push(JSON.parse(line) as StationReport));
let stationExited = false;
stationProcess.once('exit', (code, signal) => {
  stationExited = true;
  if (!finishing) recordError(`station process exited (${code ?? signal})`);
});

// ---- the admin API ---------------------------------------------------------------------------

const httpErrors: string[] = [];
function recordError(what: string) {
  httpErrors.push(`${new Date().toISOString()} ${what}`);
  console.error(`soak: ${what}`);
}

const login = await fetch(`${info.url}/api/auth/login`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ username: 'admin', password: BENCH_ADMIN_PASSWORD }),
});
if (!login.ok) throw new Error(`login failed: ${login.status}`);
const cookie = login.headers.get('set-cookie')!.split(';')[0]!;

async function api(method: string, pathname: string, body?: FormData | object): Promise<Response | undefined> {
  const json = body !== undefined && !(body instanceof FormData);
  try {
    const res = await fetch(`${info.url}${pathname}`, {
      method,
      headers: json ? { Cookie: cookie, 'Content-Type': 'application/json' } : { Cookie: cookie },
      body: json ? JSON.stringify(body) : body,
      signal: AbortSignal.timeout(30_000),
    });
    if (res.ok) return res;
    recordError(`${method} ${pathname} → ${res.status} ${(await res.text()).slice(0, 200)}`);
  } catch (error) {
    recordError(`${method} ${pathname} → ${(error as Error).message}`);
  }
  return undefined;
}

const isLive = async () =>
  ((await (await api('GET', '/api/streaming/status'))?.json()) as { isLive?: boolean } | undefined)?.isLive === true;

// ---- the load -------------------------------------------------------------------------------

const counts = { skips: 0, livePublishes: 0, liveOnAir: 0, uploads: 0, deletes: 0, scheduleEdits: 0, churned: 0 };
let live = false;
let publisher: ChildProcess | undefined;

/** The automation's skip: refused (409) while a live show is on air, so it waits for the next minute. */
async function skip() {
  if (live) return;
  if ((await api('POST', '/api/streaming/skip')) !== undefined) counts.skips++;
}

async function waitForLive(expected: boolean, withinMs: number): Promise<boolean> {
  const until = Date.now() + withinMs;
  while (Date.now() < until) {
    if ((await isLive()) === expected) return true;
    await sleep(500);
  }
  return false;
}

/** OBS stand-in: 60 s of a tone over RTMP, then the station must return to its own programme. */
async function publishLive() {
  counts.livePublishes++;
  live = true;
  publisher = spawn(ffmpegPath, publisherArgs(`rtmp://127.0.0.1:${info.rtmpPort}/live/${info.streamKey}`, 880), {
    stdio: 'ignore',
  });
  const started = Date.now();
  if (await waitForLive(true, 15_000)) counts.liveOnAir++;
  else recordError('live publish not on air within 15 s');
  await sleep(Math.max(0, rates.liveMs - (Date.now() - started)));
  // The run's end may have stopped the publisher meanwhile: an 'exit' that already happened never fires again
  // (the 1.75 h run of 2026-11-23 hung here after its last sample and never printed its report).
  const current = publisher;
  if (current && current.exitCode === null && current.signalCode === null) {
    const ended = new Promise((resolve) => current.once('exit', resolve));
    current.kill('SIGTERM');
    await ended;
  }
  publisher = undefined;
  if (finishing) return; // the station is being stopped: whether it left live is not this run's question any more
  if (!(await waitForLive(false, 15_000))) recordError('station still live 15 s after the publisher stopped');
  live = false;
}

let previousUpload: number | undefined;
let uploadNumber = 0;

/** A new song through the same multipart upload the admin uses; the one before goes. */
async function uploadAndDelete() {
  const frequency = 1_000 + (uploadNumber++ % 500) * 7;
  const file = path.join(work, `subida-${uploadNumber}.mp3`);
  await makeToneFile(ffmpegPath, file, { frequency, toneSeconds: 30, silence: 1 });
  const form = new FormData();
  form.append('title', `Subida ${uploadNumber}`);
  form.append('artist', 'Soak');
  form.append('audioFile', new Blob([fs.readFileSync(file)], { type: 'audio/mpeg' }), 'subida.mp3');
  fs.rmSync(file, { force: true });
  const res = await api('POST', '/api/tracks', form);
  if (!res) return;
  counts.uploads++;
  const { id } = (await res.json()) as { id: number };
  if (previousUpload !== undefined && (await api('DELETE', `/api/tracks/${previousUpload}`))) counts.deletes++;
  previousUpload = id;
}

let previousProgramme: number | undefined;
let programmeNumber = 0;

/** The coordinator at work: a programme added to next year's grid (so the air is untouched) and the previous one removed. */
async function editSchedule() {
  const day = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 0, 1 + (programmeNumber++ % 300)));
  const res = await api('POST', '/api/schedule/programs', {
    date: day.toISOString().slice(0, 10),
    start: '10:00',
    end: '11:00',
    title: `Programa ${programmeNumber}`,
    type: 'music',
  });
  if (!res) return;
  counts.scheduleEdits++;
  const { id } = (await res.json()) as { id: number };
  if (previousProgramme !== undefined && (await api('DELETE', `/api/schedule/programs/${previousProgramme}`)))
    counts.scheduleEdits++;
  previousProgramme = id;
}

/** Every event the load applied so far: the x axis of the per-1,000-events slopes. */
const eventsSoFar = () =>
  counts.skips + counts.livePublishes + counts.uploads + counts.deletes + counts.scheduleEdits + listeners.churned();

// ---- sampling ---------------------------------------------------------------------------------

/** utime + stime of the process itself, and cutime + cstime of its children that have exited. */
function cpuTimes(pid: number): { own: number; reaped: number } {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return {
      own: (Number(fields[11]) + Number(fields[12])) / TICKS,
      reaped: (Number(fields[13]) + Number(fields[14])) / TICKS,
    };
  } catch {
    return { own: 0, reaped: 0 };
  }
}

/** CPU seconds of the station's ffmpeg children, the exited ones included, so a track change loses nothing. */
function childrenCpu(pid: number, children: number[]): number {
  return (
    cpuTimes(pid).reaped +
    children.reduce((sum, child) => {
      const t = cpuTimes(child);
      return sum + t.own + t.reaped;
    }, 0)
  );
}

const safeRss = (pid: number) => {
  try {
    return rssMiB(pid);
  } catch {
    return 0; // a child that exited between listing and reading
  }
};

/** The station's resident memory by kind (bench/station-process.ts reads it), and malloc's main arena on its own. */
function residentKinds(pid: number) {
  const memory = processMemory(pid);
  return {
    rss_anon_mib: round(memory?.rssAnon ?? 0),
    rss_file_mib: round(memory?.rssFile ?? 0),
    malloc_heap_mib: round(residentSums(pid)?.heap ?? 0),
  };
}

const samples: Sample[] = [];
const listeners = await startListeners(info.url, listenerCount);
const connectStart = Date.now();
while (listeners.connected() < listenerCount && Date.now() - connectStart < 60_000) await sleep(200);
if (listeners.connected() < listenerCount)
  recordError(`only ${listeners.connected()} of ${listenerCount} listeners connected within 60 s`);

const t0 = Date.now();
// Each sample is appended as it is taken, so a run that outlasts its terminal (or dies) leaves its data.
const csvDir = path.resolve(import.meta.dirname, '../.tmp');
fs.mkdirSync(csvDir, { recursive: true });
const csvFile = path.join(csvDir, `soak-${new Date(t0).toISOString().replace(/[:.]/g, '-')}.csv`);
let last = {
  at: t0,
  cpu: cpuTimes(info.pid).own,
  childCpu: childrenCpu(info.pid, childPids(info.pid)),
  received: [...listeners.received],
  reports: reports.length,
};

async function sample() {
  const now = Date.now();
  const healthStart = performance.now();
  const healthy = await api('GET', '/api/health');
  const healthMs = healthy ? performance.now() - healthStart : -1;
  const children = childPids(info.pid);
  const cpu = cpuTimes(info.pid).own;
  const childCpu = childrenCpu(info.pid, children);
  const seconds = (now - last.at) / 1000;
  const fresh = reports.slice(last.reports);
  const starved = listeners.received.filter(
    (bytes, i) => bytes - last.received[i]! < STARVED_BYTES_PER_SECOND * seconds,
  ).length;
  const bus = reports.at(-1)?.bus;
  const memory = reports.at(-1)?.memory;
  counts.churned = listeners.churned();
  samples.push({
    elapsed_s: Math.round((now - t0) / 1000),
    rss_mib: round(safeRss(info.pid)),
    heap_mib: round(reports.at(-1)?.heapMiB ?? 0),
    handles: reports.at(-1)?.handles ?? 0,
    events_total: eventsSoFar(),
    cpu_pct: round(((cpu - last.cpu) / seconds) * 100),
    children: children.length,
    children_cpu_pct: round(((childCpu - last.childCpu) / seconds) * 100),
    children_rss_mib: round(children.reduce((sum, child) => sum + safeRss(child), 0)),
    loop_max_ms: Math.max(0, ...fresh.map((r) => r.loop.maxMs)),
    loop_p99_ms: Math.max(0, ...fresh.map((r) => r.loop.p99Ms)),
    health_ms: round(healthMs),
    open_fds: openFiles(info.pid),
    listeners: listeners.connected(),
    starved,
    drops_total: listeners.drops.length,
    http_errors_total: httpErrors.length,
    live: live ? 1 : 0,
    bus_underruns: bus?.underruns ?? 0,
    bus_dropped_listeners: bus?.droppedListeners ?? 0,
    load1: Number(fs.readFileSync('/proc/loadavg', 'utf8').split(' ')[0]),
    heap_total_mib: memory?.heapTotal ?? 0,
    new_space_mib: memory?.newSpace ?? 0,
    old_space_mib: memory?.oldSpace ?? 0,
    code_space_mib: memory?.codeSpace ?? 0,
    large_object_mib: memory?.largeObjects ?? 0,
    external_mib: memory?.external ?? 0,
    array_buffers_mib: memory?.arrayBuffers ?? 0,
    ...residentKinds(info.pid),
    database_mib: memory?.database ?? 0,
  });
  last = { at: now, cpu, childCpu, received: [...listeners.received], reports: reports.length };
  fs.appendFileSync(csvFile, stringify(samples.slice(-1), { header: samples.length === 1 }));
}

const round = (n: number) => Math.round(n * 10) / 10;
const openFiles = (pid: number) => {
  try {
    return fs.readdirSync(`/proc/${pid}/fd`).length;
  } catch {
    return -1; // the station is gone; its exit is already counted as an error
  }
};

// ---- the run ---------------------------------------------------------------------------------

const pending = new Set<Promise<unknown>>();
const timers: NodeJS.Timeout[] = [];
const track = (job: Promise<unknown>) => {
  pending.add(job);
  void job.finally(() => pending.delete(job));
};
const every = (firstMs: number, everyMs: number, job: () => Promise<unknown>, exclusive = true) => {
  let busy = false;
  const run = () => {
    if (finishing || (exclusive && busy)) return;
    busy = true;
    track(job().finally(() => (busy = false)));
  };
  const first = setTimeout(() => {
    run();
    timers.push(setInterval(run, everyMs));
  }, firstMs);
  timers.push(first);
};
every(SAMPLE_MS, SAMPLE_MS, sample);
every(rates.skipEveryMs, rates.skipEveryMs, skip);
every(rates.liveFirstMs, rates.liveEveryMs, publishLive);
every(rates.uploadFirstMs, rates.uploadEveryMs, uploadAndDelete);
if (rates.scheduleEveryMs > 0) every(rates.scheduleEveryMs, rates.scheduleEveryMs, editSchedule);
if (rates.churnEveryMs > 0)
  every(rates.churnEveryMs, rates.churnEveryMs, async () =>
    listeners.churn(Math.round(listenerCount * rates.churnShare)),
  );
console.error(
  `soak${accelerated ? ' (accelerated)' : ''}: ${listenerCount} listeners on ${info.url} for ${hours} h (until ${new Date(t0 + durationMs).toISOString()})`,
);

await sleep(durationMs);
finishing = true;
for (const timer of timers) clearTimeout(timer);
publisher?.kill('SIGTERM');
await Promise.allSettled([...pending]);
listeners.close();
const stopped = new Promise((resolve) => (stationExited ? resolve(undefined) : stationProcess.once('exit', resolve)));
stationProcess.kill('SIGTERM');
await stopped;
fs.rmSync(work, { recursive: true, force: true });

// ---- the report --------------------------------------------------------------------------------

console.log(
  soakReport({
    hours,
    listenerCount,
    accelerated,
    t0,
    // Short smoke runs have no 10 (or 20) minutes to spare: they skip their first third instead.
    warmupS: Math.min(rates.warmupMs, durationMs / 3) / 1000,
    sampleSeconds: SAMPLE_MS / 1000,
    samples,
    drops: listeners.drops,
    httpErrors,
    stationProblems,
    counts,
    csvFile: path.relative(process.cwd(), csvFile),
  }),
);
process.exit(0);
