import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePorts } from '../desktop/station/config/ports';

export interface NpmStartStation {
  url: string;
  /** The station core: the node process that serves and owns the ffmpeg children. */
  pid: number;
  /** A supervisor between npm and the core (EMISORA_SUPERVISE=1), measured apart; undefined when there is none. */
  supervisorPid?: number;
  /** Every process `npm start` has running below npm's own (its shell, node, the ffmpeg children), now. */
  leftRunning(): number[];
  stop(): Promise<void>;
}

const root = path.join(import.meta.dirname, '..');

/**
 * The station as the README starts it: `npm start` (scripts/start.mjs, which serves from the build in out/ in its
 * own process) on a fresh data folder with the demo content, on free ports of 127.0.0.1, run by npm itself so the
 * node flags of package.json's start script apply. The measured pid is the station's core (start.mjs's node itself;
 * its node child when EMISORA_SUPERVISE=1 puts a supervisor between), which owns the ffmpeg children. Resolves once
 * the demo is seeded and the engine is on air. The build must be current: start.mjs would otherwise rebuild first.
 */
export async function startNpmStartStation(
  nodeFlags: readonly string[] = [],
  seededFrom?: string,
): Promise<NpmStartStation> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-bench-start-'));
  // A second start: a copy of a folder a station already seeded, so the folder itself stays as it was.
  if (seededFrom) fs.cpSync(seededFrom, dataDir, { recursive: true });
  const [port, rtmp, flv] = (await freePorts(3)) as [number, number, number];
  const args = ['--host', '127.0.0.1', '--port', String(port), '--rtmp-port', String(rtmp), '--flv-port', String(flv)];
  const child = spawn(...startCommand(nodeFlags, [...args, '--data', dataDir]), {
    cwd: root,
    // stdout carries the first-run password: not printed by a bench.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  let pid = 0;
  let startPid = 0;
  const stop = async () => {
    if (child.exitCode === null) {
      // start.mjs's node stops the station on SIGTERM (the core its ffmpeg children); npm then exits.
      process.kill(startPid || child.pid!, 'SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error('npm start: station not on air within 5 minutes');
    }
    const onAir = await fetch(`${url}/api/health`)
      .then(async (res) => res.ok && !((await res.json()) as { seeding: boolean }).seeding)
      .then(
        async (ready) =>
          ready && ((await (await fetch(`${url}/api/now-playing`)).json()) as { serverRunning: boolean }).serverRunning,
      )
      .catch(() => false);
    startPid ||= stationPid(child.pid!);
    // On air, the core is running: start.mjs's node itself, or the node child of a supervisor.
    if (onAir && startPid) {
      pid = corePid(startPid) || startPid;
      break;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  const supervisorPid = pid === startPid ? undefined : startPid;
  return {
    url,
    pid,
    supervisorPid,
    leftRunning: () => [...descendants(child.pid!)].filter((p) => p !== child.pid),
    stop,
  };
}

/**
 * `npm start` itself; with extra node flags (an experiment), the start script's own command with them added, run
 * the same way (npm passes no node flags through, and NODE_OPTIONS refuses most of V8's).
 */
function startCommand(nodeFlags: readonly string[], args: string[]): [string, string[]] {
  if (nodeFlags.length === 0) return ['npm', ['start', '--silent', '--', ...args]];
  const script = (
    JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: { start: string } }
  ).scripts.start;
  const [node, ...rest] = script.split(' ');
  if (node !== 'node') throw new Error(`npm start is not "node …": ${script}`);
  return ['node', [...rest.slice(0, -1), ...nodeFlags, ...rest.slice(-1), ...args]];
}

/** The supervisor's one node child: the core (0 while it starts). */
function corePid(supervisor: number): number {
  return processTable().find((row) => row.ppid === supervisor && /^(?:\S*\/)?node /.test(row.args))?.pid ?? 0;
}

function processTable() {
  return execFileSync('ps', ['-e', '-o', 'pid=,ppid=,args='], { encoding: 'utf8' })
    .split('\n')
    .map((line) => /^\s*(\d+)\s+(\d+)\s+(.*)$/.exec(line))
    .filter((m) => m !== null)
    .map((m) => ({ pid: Number(m[1]), ppid: Number(m[2]), args: m[3] ?? '' }));
}

/** `rootPid` and every process below it. */
function descendants(rootPid: number, rows = processTable()): Set<number> {
  const family = new Set([rootPid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const row of rows)
      if (family.has(row.ppid) && !family.has(row.pid)) {
        family.add(row.pid);
        grew = true;
      }
  }
  return family;
}

/** The node process running scripts/start.mjs among the descendants of npm's process `root` (0 until it runs). */
function stationPid(rootPid: number): number {
  const rows = processTable();
  const family = descendants(rootPid, rows);
  return rows.find((row) => family.has(row.pid) && /^(?:\S*\/)?node .*scripts\/start\.mjs/.test(row.args))?.pid ?? 0;
}
