import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './config/ports';

const root = path.resolve(import.meta.dirname, '../..');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-cli-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** Runs the headless CLI from source (tsx), as `npm start` runs its build. */
function runCli(args: string[], env: Record<string, string> = {}): ChildProcess & { output: () => string } {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'desktop/station/cli.ts'), ...args], {
    cwd: root,
    env: { ...process.env, EMISORA_LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => {
    output += d.toString();
  });
  child.stderr?.on('data', (d: Buffer) => {
    output += d.toString();
  });
  return Object.assign(child, { output: () => output });
}

const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

async function portArgs() {
  return [
    '--host',
    '127.0.0.1',
    '--port',
    String(await freePort()),
    '--rtmp-port',
    String(await freePort()),
    '--flv-port',
    String(await freePort()),
    '--source-port',
    String(await freePort()),
  ];
}

describe('headless CLI', () => {
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
    const child = runCli([...(await portArgs()), '--data', path.join(file, 'data')]);
    expect(await exitOf(child)).toBe(2);
    expect(child.output()).toMatch(/^emisora: --data: .*not a directory/);
    const readOnly = runCli([...(await portArgs()), '--data', '/proc/emisora-data']);
    expect(await exitOf(readOnly)).toBe(2);
    expect(readOnly.output()).toMatch(/^emisora: --data: .*not writable/);
  });

  it('starts, prints the generated admin password once, and stops cleanly on SIGTERM', async () => {
    const dataDir = path.join(tmp, 'station');
    const args = await portArgs();
    const child = runCli([...args, '--data', dataDir, '--no-demo']);
    const port = args[3];
    const deadline = Date.now() + 20_000;
    let up = false;
    while (!up && Date.now() < deadline) {
      up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (!up) await new Promise((r) => setTimeout(r, 100));
    }
    expect(up).toBe(true);
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
    const args = await portArgs();
    const child = runCli([...args, '--data', dataDir], { EMISORA_ADMIN_PASSWORD: 'seeding-test-pass' });
    const port = args[3];
    const deadline = Date.now() + 60_000;
    let seeding = false;
    while (!seeding && Date.now() < deadline) {
      const health = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.json() as Promise<{ seeding: boolean }>,
        () => undefined,
      );
      seeding = health?.seeding === true;
      if (!seeding) await new Promise((r) => setTimeout(r, 100));
    }
    expect(seeding).toBe(true);
    // Let ffmpeg jobs get going.
    await new Promise((r) => setTimeout(r, 1_500));
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
