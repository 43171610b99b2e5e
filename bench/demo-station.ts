import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnBuiltCli } from './built-cli';

export interface DemoStation {
  url: string;
  stop(): Promise<void>;
}

/**
 * The built station on a fresh temp data dir, once its demo content is seeded, so a page is measured as a
 * listener sees it. `stop()` ends it and removes the data.
 */
export async function startDemoStation(prefix: string): Promise<DemoStation> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `emisora-${prefix}-`));
  const { child, url } = await spawnBuiltCli({ dataDir, stdio: ['ignore', 'ignore', 'inherit'] });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForDemo(url, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

async function waitForDemo(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`station exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok && !((await res.json()) as { seeding: boolean }).seeding) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('station not ready within 5 minutes');
}
