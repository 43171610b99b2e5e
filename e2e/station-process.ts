import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnBuiltCli } from '../bench/built-cli';

export interface OwnStation {
  url: string;
  /** Ends the station (SIGTERM, as a volunteer closing it would) and removes its data; safe to call twice. */
  stop(): Promise<void>;
}

/**
 * A second built station, empty (no demo: the station-ID loop is on air), for a spec that has to stop a
 * station for real; the shared one from global-setup keeps serving the other specs.
 */
export async function startStation(): Promise<OwnStation> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-e2e-own-'));
  const { child, url } = await spawnBuiltCli({ dataDir, demo: false, stdio: ['ignore', 'ignore', 'inherit'] });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const ok = await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return { url, stop };
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`own station at ${url} did not start`);
}
