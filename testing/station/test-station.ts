import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, type StationConfig } from '../../desktop/station/config/config';
import { freePorts } from '../../desktop/station/config/ports';
import { type Logger, silentLogger } from '../../desktop/station/core/log';
import { type StartOptions, type StationHandle, startStation } from '../../desktop/station/start-station';
import { apiUrl } from './api-client';

export const TEST_ADMIN_PASSWORD = 'admin-password-123';

/**
 * Quiet, except for what must never happen: an HTTP 500's cause goes to stderr, so a test that meets one (even
 * once, on a loaded machine) leaves its stack in the run's output.
 */
const unhandledErrorsOnly: Logger = {
  ...silentLogger,
  child: () => unhandledErrorsOnly,
  error(message, detail) {
    if (message === 'unhandled error') process.stderr.write(`station: ${message} ${JSON.stringify(detail)}\n`);
  },
};

export interface TestStation extends StationHandle {
  dataDir: string;
  /** Stops the station and removes its data dir. */
  close(): Promise<void>;
  /** Logs in and returns the Cookie header value for later requests. */
  login(username?: string, password?: string): Promise<string>;
  /** fetch against the station's base URL. */
  fetch(pathname: string, init?: RequestInit): Promise<Response>;
}

/** The configuration of a test station on 127.0.0.1: no demo, the test admin password, the bundled ffmpeg. */
export function testStationConfig(
  where: Pick<StationConfig, 'dataDir' | 'port' | 'rtmpPort' | 'flvPort'>,
  overrides: Partial<StationConfig> = {},
): StationConfig {
  return {
    host: '127.0.0.1',
    ...where,
    demo: false,
    adminPassword: TEST_ADMIN_PASSWORD,
    ffmpegPath: process.env.FFMPEG_PATH,
    publicUrl: undefined,
    webRoot: undefined,
    logLevel: 'warn',
    checkResponses: true,
    ...overrides,
  };
}

/** A real station on free 127.0.0.1 ports with a fresh SQLite file in a temp dir. */
export async function startTestStation(
  overrides: Partial<StationConfig> = {},
  options: StartOptions = {},
): Promise<TestStation> {
  // Ports found free can be taken by another program (a second npm test) before the station binds them: the start
  // is refused with "port in use" before anything is left running, and tried again on other ports.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnFreePorts(overrides, options);
    } catch (error) {
      if (attempt >= 3 || !(error instanceof ConfigError) || !/\(port in use\)/.test(error.message)) throw error;
    }
  }
}

async function startOnFreePorts(overrides: Partial<StationConfig>, options: StartOptions): Promise<TestStation> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-test-'));
  const [port, rtmpPort, flvPort] = (await freePorts(3)) as [number, number, number];
  const config = testStationConfig({ dataDir, port, rtmpPort, flvPort }, overrides);
  const handle = await startStation(config, { log: unhandledErrorsOnly, ...options }).catch((error: unknown) => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  const fetchStation = (pathname: string, init?: RequestInit) => fetch(`${handle.url}${pathname}`, init);
  return {
    ...handle,
    dataDir,
    fetch: fetchStation,
    async close() {
      await handle.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
    login: (username?: string, password?: string) => loginAt(fetchStation, username, password),
  };
}

/** Logs in through `fetchStation` and returns the Cookie header value for later requests. */
export async function loginAt(
  fetchStation: (pathname: string, init?: RequestInit) => Promise<Response>,
  username = 'admin',
  password = TEST_ADMIN_PASSWORD,
): Promise<string> {
  const res = await fetchStation(apiUrl('auth.login'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers.get('set-cookie');
  if (!cookie) throw new Error('login set no cookie');
  return cookie.split(';')[0]!;
}
