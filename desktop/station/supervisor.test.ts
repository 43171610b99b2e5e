import fs from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { corePid, type SourceCli, spawnSourceCli, statusOf, waitForOk } from '../../testing/station/cli-process';
import { waitFor } from '../../testing/station/test-audio';
import { withoutOneOffFlags } from './supervisor';

/** The process running the station: the CLI's own child when it supervises one, else the CLI itself. */
const stationPid = (cliPid: number): number => corePid(cliPid) ?? cliPid;

/** The allocator settings a process was started with (core-memory-env.ts). */
const mallocEnv = (pid: number) =>
  fs
    .readFileSync(`/proc/${pid}/environ`, 'utf8')
    .split('\0')
    .filter((entry) => entry.startsWith('MALLOC_'))
    .sort();

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

// The supervisor is the operator's choice for a terminal without a service manager (EMISORA_SUPERVISE=1).
const SUPERVISED = { EMISORA_SUPERVISE: '1' };

describe('headless supervisor', () => {
  let cli: SourceCli | undefined;
  afterEach(async () => {
    await cli?.close();
    cli = undefined;
  });

  it('starts the station core again after it is killed, with a growing delay, until the CLI is stopped', async () => {
    cli = await spawnSourceCli(SUPERVISED);
    const stream = `${cli.url}/stream`;
    await waitForOk(stream);
    const first = stationPid(cli.child.pid!);
    // The core's allocator settings (core-memory-env.ts), at the first start and after a restart.
    const allocator = ['MALLOC_ARENA_MAX=2', 'MALLOC_MMAP_THRESHOLD_=131072', 'MALLOC_TRIM_THRESHOLD_=131072'];
    expect(mallocEnv(first)).toEqual(allocator);
    expect(fs.readFileSync(`/proc/${first}/cmdline`, 'utf8').split('\0')).toContain('--max-semi-space-size=1');

    process.kill(first, 'SIGKILL');
    await waitFor('the core gone', () => !alive(first), 5_000);
    const firstDownAt = Date.now();
    await waitForOk(stream);
    const firstGap = Date.now() - firstDownAt;
    const second = stationPid(cli.child.pid!);
    expect(mallocEnv(second)).toEqual(allocator);
    expect(second).not.toBe(first);

    // A second crash soon after waits longer (1 s, then 2 s before starting again).
    process.kill(second, 'SIGKILL');
    await waitFor('the core gone again', () => !alive(second), 5_000);
    const secondDownAt = Date.now();
    expect(await statusOf(stream)).toBe(0);
    await waitForOk(stream);
    expect(Date.now() - secondDownAt).toBeGreaterThanOrEqual(2_000);
    expect(firstGap).toBeGreaterThanOrEqual(1_000);
    expect(cli.output()).toMatch(/the station core stopped \(SIGKILL\); starting it again in 1 s/);
    expect(cli.output()).toMatch(/starting it again in 2 s/);

    // SIGTERM to the CLI stops the core cleanly and restarts nothing.
    const third = stationPid(cli.child.pid!);
    const exited = new Promise<number | null>((resolve) => cli!.child.once('exit', (code) => resolve(code)));
    cli.child.kill('SIGTERM');
    expect(await exited, cli.output()).toBe(0);
    expect(alive(third)).toBe(false);
  }, 120_000);

  it('takes its core down with it when the supervisor itself is killed', async () => {
    cli = await spawnSourceCli(SUPERVISED);
    await waitForOk(`${cli.url}/stream`);
    const core = stationPid(cli.child.pid!);
    expect(core).not.toBe(cli.child.pid);
    cli.child.kill('SIGKILL');
    await waitFor('the orphaned core stopped', () => !alive(core), 10_000);
  }, 60_000);

  it('without it, the CLI is the station core itself: no second node process holding memory', async () => {
    cli = await spawnSourceCli();
    await waitForOk(`${cli.url}/stream`);
    expect(stationPid(cli.child.pid!)).toBe(cli.child.pid);
  }, 60_000);

  it('drops --restore from the flags of a restart', () => {
    expect(withoutOneOffFlags(['--port', '1', '--restore', 'a.tar.gz', '--restore=b.tar.gz', '--no-demo'])).toEqual([
      '--port',
      '1',
      '--no-demo',
    ]);
  });
});
