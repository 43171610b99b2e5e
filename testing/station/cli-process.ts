import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { waitFor } from './test-audio';
import { portsBelowEphemeral } from './restartable-port';
import { freeSourcePort } from './source-port';

const root = path.resolve(import.meta.dirname, '../..');

export interface SourceCli {
  child: ChildProcess;
  url: string;
  rtmpPort: number;
  flvPort: number;
  /** The Icecast-protocol source port (Shoutcast v1 on the next one). */
  sourcePort: number;
  dataDir: string;
  output(): string;
  /** Stops the process (SIGTERM, then SIGKILL) and removes its data directory. */
  close(): Promise<void>;
}

/** The headless CLI from source (tsx) on free 127.0.0.1 ports with a fresh data dir, as `npm start` runs its build. */
export async function spawnSourceCli(env: Record<string, string> = {}, args: string[] = []): Promise<SourceCli> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-cli-'));
  const [port, rtmpPort, flvPort] = (await portsBelowEphemeral(3)) as [number, number, number];
  const ports = ['--port', String(port), '--rtmp-port', String(rtmpPort), '--flv-port', String(flvPort)];
  const sourcePort = await freeSourcePort();
  ports.push('--source-port', String(sourcePort));
  const child = spawn(
    process.execPath,
    [
      ...['--import', 'tsx', path.join(root, 'desktop/station/cli.ts'), '--host', '127.0.0.1'],
      ...[...ports, '--data', dataDir, '--no-demo', ...args],
    ],
    {
      cwd: root,
      env: { ...process.env, EMISORA_LOG_LEVEL: 'warn', EMISORA_ADMIN_PASSWORD: 'cli-test-password', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const collect = (d: Buffer) => {
    output += d.toString();
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    child,
    url: `http://127.0.0.1:${port}`,
    rtmpPort,
    flvPort,
    sourcePort,
    dataDir,
    output: () => output,
    async close() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const kill = setTimeout(() => child.kill('SIGKILL'), 6_000);
        await exited;
        clearTimeout(kill);
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Status of a GET of `url` (0 when nothing answers), without reading an endless body. */
export function statusOf(url: string): Promise<number> {
  return fetch(url, { signal: AbortSignal.timeout(3_000) }).then(
    async (response) => {
      await response.body?.cancel();
      return response.status;
    },
    () => 0,
  );
}

/** Waits until `url` answers 200 (the station's /stream once it is on air). */
export function waitForOk(url: string, timeoutMs = 30_000) {
  return waitFor(`${url} answering 200`, async () => (await statusOf(url)) === 200, timeoutMs, 100);
}

/** A process's memory from /proc, in KiB: its address space (what `ulimit -v` bounds) and resident set. */
export function memoryOf(pid: number): { vmSizeKiB: number; rssKiB: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
  return { vmSizeKiB: field('VmSize'), rssKiB: field('VmRSS') };
}

/** The station core's pid: the CLI's node child when it supervises one, null while none runs (between restarts). */
export function corePid(cliPid: number): number | null {
  const read = (file: string) => {
    try {
      return fs.readFileSync(file, 'utf8').trim();
    } catch {
      return ''; // gone while it was looked at
    }
  };
  const children = read(`/proc/${cliPid}/task/${cliPid}/children`).split(/\s+/).filter(Boolean);
  // The core is the node child started with EMISORA_CORE=1. A child caught between fork and exec (an ffmpeg about
  // to start, on a busy machine) is a copy of this node process too, but with the parent's environment.
  const core = children.find(
    (pid) =>
      read(`/proc/${pid}/comm`) === 'node' && read(`/proc/${pid}/environ`).split('\0').includes('EMISORA_CORE=1'),
  );
  return core ? Number(core) : null;
}

/** The ids of a process's children, grandchildren and so on (from /proc), deepest last. */
export function descendantsOf(pid: number): number[] {
  let text = '';
  try {
    text = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8');
  } catch {
    return []; // gone while it was looked at
  }
  const children = text.split(/\s+/).filter(Boolean).map(Number);
  return children.flatMap((child) => [child, ...descendantsOf(child)]);
}

/** kill -9 of a process and everything it started, at once, as a power cut would end them. */
export function killTree(pid: number): void {
  for (const id of [pid, ...descendantsOf(pid)]) {
    try {
      process.kill(id, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}
