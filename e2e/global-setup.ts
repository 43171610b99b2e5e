import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePorts } from '../desktop/station/config/ports';
import { E2E_BROWSER } from './browser-path';
import { freeSourcePort } from '../testing/station/source-port';
import { startFakeProvider } from './public-content-fake-provider';

export const E2E_ADMIN_PASSWORD = 'e2e-admin-password';

async function waitForReady(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`station exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok && !((await res.json()) as { seeding: boolean }).seeding) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`station at ${url} not ready within ${timeoutMs} ms`);
}

/**
 * E2E_CLOCK_START (an ISO instant) starts the station's clock there (in test mode, the only one that allows it) and
 * tells the specs and pages how far that is from the real time (E2E_CLOCK_OFFSET_MS, read by station-clock.ts):
 * the date-dependent specs run on a chosen weekday and hour, e.g. a Sunday at 23:59.
 */
function pinnedClock(): Record<string, string> {
  const start = process.env.E2E_CLOCK_START;
  if (!start) return {};
  const at = Date.parse(start);
  if (Number.isNaN(at)) throw new Error(`E2E_CLOCK_START: not an ISO 8601 instant: ${start}`);
  // Measured as the station's process starts: its clock counts from its own start (core/clock.ts).
  process.env.E2E_CLOCK_OFFSET_MS = String(at - Date.now());
  return { EMISORA_TEST_MODE: '1', EMISORA_CLOCK_START: start };
}

/** Starts the built headless station (out/main/cli.js) with the demo content on free ports. */
export default async function globalSetup() {
  const chromium = process.env.CHROMIUM_PATH ?? E2E_BROWSER;
  if (!fs.existsSync(chromium))
    throw new Error(
      `Chromium not found at ${chromium}: apt-get install -y chromium chromium-headless-shell (or set CHROMIUM_PATH)`,
    );
  const cli = path.resolve(process.env.EMISORA_OUT ?? 'out', 'main/cli.js');
  if (!fs.existsSync(cli)) throw new Error('out/main/cli.js missing: run npm run build first');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-e2e-'));
  const [port, rtmpPort, flvPort] = (await freePorts(3)) as [number, number, number];
  // Shoutcast v1 listens on the next port: both free, as a second copy of the suite on the machine may hold any other.
  let sourcePort = await freeSourcePort();
  while ([port, rtmpPort, flvPort].some((taken) => Math.abs(taken - sourcePort) <= 1))
    sourcePort = await freeSourcePort();
  // The public site's music provider, faked on a free local port (see public-content-spotify.spec.ts).
  const fakeProvider = await startFakeProvider();
  process.env.E2E_FAKE_PROVIDER_BASE = fakeProvider.base;
  const clock = pinnedClock();
  // --import-allow: the URL-import e2e downloads from a file server on this machine, as a studio NAS would serve.
  const child = spawn(
    process.execPath,
    [
      cli,
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--rtmp-port',
      String(rtmpPort),
      '--flv-port',
      String(flvPort),
      // Sources' own port (Shoutcast v1 on the next): free, not the default 8001 other stations on this machine use.
      '--source-port',
      String(sourcePort),
      '--data',
      dataDir,
      '--spotify-api-base',
      fakeProvider.base,
      '--import-allow',
      '127.0.0.1/32',
    ],
    {
      env: { ...process.env, ...clock, EMISORA_ADMIN_PASSWORD: E2E_ADMIN_PASSWORD, EMISORA_LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  process.env.E2E_BASE_URL = url;
  process.env.E2E_DATA_DIR = dataDir;
  process.env.E2E_ADMIN_PASSWORD = E2E_ADMIN_PASSWORD;
  process.env.E2E_FLV_PORT = String(flvPort);
  process.env.E2E_RTMP_PORT = String(rtmpPort);
  process.env.E2E_SOURCE_PORT = String(sourcePort);
  // E2E_READY_TIMEOUT_MS: first-run demo seeding takes 20 s on a quiet machine and minutes when it is shared (a
  // second copy of the suite, both halves of the e2e run seeding at once): only a station that never gets ready waits it out.
  try {
    await waitForReady(url, child, Number(process.env.E2E_READY_TIMEOUT_MS ?? 600_000));
  } catch (error) {
    // Never leave the station (or its data) behind when the tests cannot start.
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    await fakeProvider.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await fakeProvider.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
