import type { ChildProcess, StdioOptions } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnBuiltCli } from '../bench/built-cli';
import { freeSourcePort } from '../testing/station/source-port';
import { clockOffsetMs, stationNow } from './station-clock';

export interface OwnStation {
  url: string;
  /** Its data folder (what a restore keeps beside it is in the same parent folder). */
  dataDir: string;
  /** Ends the station (SIGTERM, as a volunteer closing it would) and removes its data; safe to call twice. */
  stop(): Promise<void>;
  /** Ends the station and, once `whileDown` has run, starts it again on the same data and ports. */
  restart(whileDown?: () => Promise<void>): Promise<void>;
}

const healthy = (url: string) =>
  fetch(`${url}/api/health`).then(
    (res) => res.ok,
    () => false,
  );

async function waitHealthy(url: string, child: ChildProcess): Promise<boolean> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) return false;
    if (await healthy(url)) return true;
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

const ended = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });

/**
 * A second built station, empty (no demo: the station ID, then silence), for a spec that has to stop a
 * station for real; the shared one from global-setup keeps serving the other specs.
 */
export async function startStation(options: { env?: Record<string, string> } = {}): Promise<OwnStation> {
  // In a folder of its own: a restore keeps the data before it, and the station its backups, beside the data folder.
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-e2e-own-'));
  const dataDir = path.join(parent, 'data');
  const stdio: StdioOptions = ['ignore', 'ignore', 'inherit'];
  // The sources' port too: the default 8001 may be another station's on a shared machine.
  const env = { EMISORA_SOURCE_PORT: String(await freeSourcePort()), ...options.env };
  // On the shared station's clock when the run pins it (E2E_CLOCK_START), as the pages are.
  const clock = (): Record<string, string> =>
    clockOffsetMs() === 0 ? {} : { EMISORA_TEST_MODE: '1', EMISORA_CLOCK_START: new Date(stationNow()).toISOString() };
  const first = await spawnBuiltCli({ dataDir, demo: false, stdio, env: { ...env, ...clock() } });
  const { url, ports } = first;
  let child = first.child;
  const stop = async () => {
    await ended(child);
    fs.rmSync(parent, { recursive: true, force: true });
  };
  const restart = async (whileDown?: () => Promise<void>) => {
    await ended(child);
    await whileDown?.();
    child = (await spawnBuiltCli({ dataDir, demo: false, stdio, ports, env: { ...env, ...clock() } })).child;
    if (await waitHealthy(url, child)) return;
    await stop();
    throw new Error(`own station at ${url} did not start again`);
  };
  if (await waitHealthy(url, child)) return { url, dataDir, stop, restart };
  await stop();
  throw new Error(`own station at ${url} did not start`);
}
