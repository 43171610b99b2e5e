import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { freePort, freePorts } from './config/ports';
import { freeSourcePort } from '../../testing/station/source-port';
import { apiClientAt } from '../../testing/station/api-client';

const root = path.resolve(import.meta.dirname, '../..');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-cli-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
// A test that fails half-way (a timeout on a loaded machine) leaves no station running: its core stops when the
// supervisor goes.
const started: ChildProcess[] = [];
afterEach(() => {
  for (const child of started.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

/** Runs the headless CLI from source (tsx), as `npm start` runs its build. */
function runCli(
  args: string[],
  env: Record<string, string> = {},
): ChildProcess & { output: () => string; said: (pattern: RegExp, timeoutMs?: number) => Promise<void> } {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'desktop/station/cli.ts'), ...args], {
    cwd: root,
    env: { ...process.env, EMISORA_LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  child.stdout?.on('data', (d: Buffer) => {
    output += d.toString();
  });
  child.stderr?.on('data', (d: Buffer) => {
    output += d.toString();
  });
  // Waits for a line of the station's own log: the event itself, however long a loaded machine takes to get there.
  const said = (pattern: RegExp, timeoutMs = 90_000) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (!pattern.test(output)) return;
        done();
        resolve();
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`the station did not log ${pattern} in ${timeoutMs} ms:\n${output}`));
      }, timeoutMs);
      const done = () => {
        clearTimeout(timer);
        child.stdout?.off('data', check);
        child.stderr?.off('data', check);
        child.off('exit', exited);
      };
      const exited = () => {
        done();
        reject(new Error(`the station exited before logging ${pattern}:\n${output}`));
      };
      child.stdout?.on('data', check);
      child.stderr?.on('data', check);
      child.once('exit', exited);
      check();
    });
  return Object.assign(child, { output: () => output, said });
}

const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

async function portArgs() {
  const [port, rtmpPort, flvPort] = await freePorts(3);
  return [
    '--host',
    '127.0.0.1',
    '--port',
    String(port),
    '--rtmp-port',
    String(rtmpPort),
    '--flv-port',
    String(flvPort),
    '--source-port',
    String(await freeSourcePort()),
  ];
}

type Cli = ReturnType<typeof runCli>;
const PORT_IN_USE = /cannot listen on .* \(port in use\)/;

/**
 * Runs the CLI on free ports until `ready` (its listening line, or its exit). A port found free can be taken by
 * another program before the station binds it (a second `npm test` on the machine): the station then exits 2 with
 * "port in use", and it is started again on other ports, up to three times.
 */
async function onFreePorts<T>(
  rest: string[],
  ready: (child: Cli) => Promise<T>,
  env: Record<string, string> = {},
): Promise<{ child: Cli; port: string; ready: T }> {
  for (let attempt = 1; ; attempt++) {
    const args = await portArgs();
    const child = runCli([...args, ...rest], env);
    const outcome = await ready(child).then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    );
    if (attempt < 3 && PORT_IN_USE.test(child.output())) continue;
    if ('error' in outcome) throw outcome.error;
    return { child, port: args[3]!, ready: outcome.value };
  }
}

// Each test starts a station from source (tsx compiles it on the way): tens of seconds on a loaded machine.
describe('headless CLI', { timeout: 120_000 }, () => {
  it('exits 2 with one line naming a bad port, creating nothing', async () => {
    const dataDir = path.join(tmp, 'never-created-1');
    const child = runCli(['--port', 'abc', '--data', dataDir]);
    expect(await exitOf(child)).toBe(2);
    expect(child.output().trim().split('\n')).toEqual([expect.stringMatching(/^emisora: --port: .*"abc"/)]);
    expect(fs.existsSync(dataDir)).toBe(false);
  });

  it('exits 2 naming the setting when a port is in use, creating nothing', async () => {
    const blocker = net.createServer();
    const port = await freePort();
    await new Promise<void>((r) => blocker.listen(port, '127.0.0.1', () => r()));
    try {
      const dataDir = path.join(tmp, 'never-created-2');
      const child = runCli([...(await portArgs()), '--rtmp-port', String(port), '--data', dataDir]);
      expect(await exitOf(child)).toBe(2);
      expect(child.output()).toMatch(/^emisora: --rtmp-port: cannot listen on 127\.0\.0\.1:\d+ \(port in use\)\n$/);
      expect(fs.existsSync(dataDir)).toBe(false);
    } finally {
      blocker.close();
    }
  });

  it('exits 2 naming the data dir when it cannot be written', async () => {
    const file = path.join(tmp, 'a-file');
    fs.writeFileSync(file, 'x');
    const notDir = await onFreePorts(['--data', path.join(file, 'data')], exitOf);
    expect(notDir.ready).toBe(2);
    expect(notDir.child.output()).toMatch(/^emisora: --data: .*not a directory/);
    const readOnly = await onFreePorts(['--data', '/proc/emisora-data'], exitOf);
    expect(readOnly.ready).toBe(2);
    expect(readOnly.child.output()).toMatch(/^emisora: --data: .*not writable/);
  });

  it('starts, prints the generated admin password once, and stops cleanly on SIGTERM', async () => {
    const dataDir = path.join(tmp, 'station');
    const { child, port } = await onFreePorts(['--data', dataDir, '--no-demo'], (c) => c.said(/listening on http/));
    // Listening comes before on air: health answers 503 until the engine's first audio.
    const healthy = () =>
      apiClientAt(`http://127.0.0.1:${port}`)
        .send('station.health')
        .then((r) => r.res.ok);
    await expect.poll(healthy, { timeout: 60_000, interval: 100 }).toBe(true);
    const password = /password: (\S+)/.exec(child.output())?.[1];
    expect(password).toMatch(/^\S{20}$/);
    expect(child.output().split(password!).length - 1).toBe(1);
    const stoppedAt = Date.now();
    child.kill('SIGTERM');
    expect(await exitOf(child)).toBe(0);
    expect(Date.now() - stoppedAt).toBeLessThan(5_000);
    expect(fs.existsSync(path.join(dataDir, 'emisora.db'))).toBe(true);
    // A clean close checkpoints the WAL: nothing left to replay.
    expect(fs.existsSync(path.join(dataDir, 'emisora.db-wal'))).toBe(false);
  });

  it('stops within 5 s during first-run seeding, leaving no ffmpeg behind', async () => {
    const dataDir = path.join(tmp, 'seeding-station');
    const { child, port } = await onFreePorts(['--data', dataDir], (c) => c.said(/listening on http/), {
      EMISORA_ADMIN_PASSWORD: 'seeding-test-pass',
    });
    // The first team member done: the seeding's ffmpeg jobs are under way (the next ones start at once).
    await child.said(/demo: team 1\//);
    const health = JSON.parse((await apiClientAt(`http://127.0.0.1:${port}`).send('station.health')).text) as {
      seeding: boolean;
    };
    expect(health.seeding).toBe(true);
    const stoppedAt = Date.now();
    child.kill('SIGTERM');
    expect(await exitOf(child)).toBe(0);
    expect(Date.now() - stoppedAt).toBeLessThan(5_000);
    // Jobs killed by the shutdown are not reported as failures to a volunteer watching the log.
    expect(child.output()).not.toMatch(/ERROR/);
    const strays = (() => {
      try {
        return execFileSync('pgrep', ['-f', dataDir]).toString().trim();
      } catch {
        return ''; // pgrep exits 1 when nothing matches
      }
    })();
    expect(strays).toBe('');
  });
});
