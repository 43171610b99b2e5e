import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';

export interface BenchStation {
  child: ChildProcess;
  url: string;
  rtmpPort: number;
  streamKey: string;
  frequencies: number[];
  pid: number;
  /** The station's latest bus diagnostics (it reports every second). */
  diagnostics(): { framesWritten: number; skippedFrames: number; underruns: number; droppedListeners: number } | null;
  /** The station's latest process.memoryUsage() (reported with the diagnostics). */
  memory(): NodeJS.MemoryUsage | null;
  /** Wall times at which the station accepted a live publish. */
  publishAccepted: number[];
  stop(): Promise<void>;
}

/**
 * Starts bench/broadcast-station.ts in its own Node process and waits until it is on air: from source under tsx,
 * or `built` (that script bundled by bench/build-station.ts) under plain node, as the packaged app runs its station.
 */
export async function startBenchStation(
  env: Record<string, string> = {},
  nodeArgs: readonly string[] = [],
  built?: string,
): Promise<BenchStation> {
  const script = path.join(import.meta.dirname, 'broadcast-station.ts');
  const child = spawn(process.execPath, built ? [...nodeArgs, built] : [...nodeArgs, '--import', 'tsx', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  });
  const lines = readline.createInterface({ input: child.stdout! });
  type Info = Omit<BenchStation, 'child' | 'stop' | 'diagnostics' | 'memory' | 'publishAccepted'>;
  const info = await new Promise<Info>((resolve, reject) => {
    lines.once('line', (line) => resolve(JSON.parse(line) as Info));
    child.once('exit', (code) => reject(new Error(`bench station exited with ${code}`)));
  });
  let diagnostics: ReturnType<BenchStation['diagnostics']> = null;
  let memory: NodeJS.MemoryUsage | null = null;
  const publishAccepted: number[] = [];
  lines.on('line', (line) => {
    const parsed = JSON.parse(line) as {
      diagnostics?: ReturnType<BenchStation['diagnostics']>;
      publishAcceptedAt?: number;
      memory?: NodeJS.MemoryUsage;
    };
    if (parsed.diagnostics) diagnostics = parsed.diagnostics;
    if (parsed.memory) memory = parsed.memory;
    if (parsed.publishAcceptedAt) publishAccepted.push(parsed.publishAcceptedAt);
  });
  return {
    ...info,
    publishAccepted,
    child,
    diagnostics: () => diagnostics,
    memory: () => memory,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

const TICKS = 100; // USER_HZ on Linux

/** CPU seconds (user + system) used so far by a process, from /proc. */
export function cpuSeconds(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS;
  } catch {
    return 0;
  }
}

export function rssMiB(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/**
 * Proportional set size in MiB: resident pages with each shared page split among the processes that map it
 * (the station's ffmpeg children share one binary's pages, which plain RSS counts once per process).
 */
export function pssMiB(pid: number): number {
  try {
    const rollup = fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    return Number(/^Pss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** One process's memory for the report: what it runs, RSS split into anonymous and file-backed pages, and PSS. */
export interface ProcessMemory {
  pid: number;
  args: string;
  rssAnon: number;
  rssFile: number;
  pss: number;
}

/** `pid`'s memory in MiB, or null once it has exited. */
export function processMemory(pid: number): ProcessMemory | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;
    const args = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    return { pid, args: args.join(' '), rssAnon: kib('RssAnon'), rssFile: kib('RssFile'), pss: pssMiB(pid) };
  } catch {
    return null;
  }
}

/** What an ffmpeg child is, from its arguments: an encoder reads PCM on stdin, a decoder reads a file. */
export function describeProcess(memory: ProcessMemory): string {
  const { args } = memory;
  const encoder = / -i pipe:0 /.test(args) || / -i - /.test(args);
  const outputFormat = [...args.matchAll(/ -f (\S+)/g)].at(-1)?.[1] ?? '?';
  const bitrate = / -b:a (\S+)/.exec(args)?.[1];
  const what = /ffmpeg/.test(args.split(' ')[0] ?? '')
    ? `ffmpeg ${encoder ? 'encoder' : 'decoder'} → ${outputFormat}${bitrate ? ` ${bitrate}` : ''}`
    : args.slice(0, 60);
  const mib = (n: number) => n.toFixed(1);
  return `pid ${memory.pid} ${what.trim()}: RSS ${mib(memory.rssAnon + memory.rssFile)} MiB (anon ${mib(memory.rssAnon)} + file ${mib(memory.rssFile)}), PSS ${mib(memory.pss)} MiB`;
}

/**
 * Where a process's resident pages are, from /proc/<pid>/smaps in MiB: malloc's main arena (`[heap]`), anonymous
 * mappings (V8's heap, malloc's other arenas and its mmapped blocks, thread stacks), its executable's file pages
 * and other files' (shared libraries, native modules).
 */
export function residentSums(
  pid: number,
): { heap: number; anonymous: number; executable: number; otherFiles: number; other: number; exe: string } | null {
  let smaps: string;
  let exe: string;
  try {
    smaps = fs.readFileSync(`/proc/${pid}/smaps`, 'utf8');
    exe = fs.readlinkSync(`/proc/${pid}/exe`);
  } catch {
    return null;
  }
  const sums = { heap: 0, anonymous: 0, executable: 0, otherFiles: 0, other: 0 };
  let kind: keyof typeof sums = 'other';
  for (const line of smaps.split('\n')) {
    const header = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \d+\s*(.*)$/.exec(line);
    if (header) {
      const name = header[1] ?? '';
      kind =
        name === '[heap]'
          ? 'heap'
          : name === ''
            ? 'anonymous'
            : name === exe
              ? 'executable'
              : name.startsWith('/')
                ? 'otherFiles'
                : 'other';
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss) sums[kind] += Number(rss[1]) / 1024;
  }
  return { ...sums, exe };
}

/** residentSums as one line of the report. */
export function residentByMapping(pid: number): string {
  const sums = residentSums(pid);
  if (!sums) return 'smaps unreadable';
  const mib = (n: number) => n.toFixed(1);
  return `[heap] ${mib(sums.heap)}, anonymous mappings ${mib(sums.anonymous)}, ${sums.exe.split('/').at(-1)} binary ${mib(sums.executable)}, other files ${mib(sums.otherFiles)}, stacks/vdso ${mib(sums.other)} MiB`;
}

/** Direct children of a process (its ffmpeg encoders and decoders). */
export function childPids(pid: number): number[] {
  try {
    return execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .map(Number)
      .filter((n) => n > 0);
  } catch {
    return [];
  }
}

export function machine(): string {
  const cores = execFileSync('nproc', { encoding: 'utf8' }).trim();
  const mem = execFileSync('free', ['-h'], { encoding: 'utf8' }).split('\n')[1]?.trim().split(/\s+/)[1];
  const load = fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  return `${cores} cores, ${mem} RAM, Node ${process.version}, load average ${load}`;
}
