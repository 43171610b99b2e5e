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
