import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createOfflineBroadcast } from '../../desktop/station/broadcast/engine/offline';
import type { StationConfig } from '../../desktop/station/config/config';
import { runStation, type StationRun } from '../../desktop/station/core-restart';
import { silentLogger } from '../../desktop/station/core/log';
import type { StartOptions, StationHandle } from '../../desktop/station/start-station';
import { portsBelowEphemeral } from './restartable-port';
import { loginAt, testStationConfig } from './test-station';

export interface RestartableStation {
  run: StationRun;
  dataDir: string;
  url: string;
  /** The station now (a new one after each restart). */
  current(): StationHandle;
  /** Resolves with the next start after a restart. */
  nextStart(): Promise<StationHandle>;
  fetch(pathname: string, init?: RequestInit): Promise<Response>;
  login(username?: string, password?: string): Promise<string>;
  /** Stops the station and removes its data dir and what a restore keeps beside it. */
  close(): Promise<void>;
}

/**
 * A station run as the CLI and the desktop app run it (core-restart.ts): a change that needs a restart restarts it in
 * this process, on the same ports and data folder. Without a broadcast engine unless one is given.
 */
export async function startRestartableStation(
  overrides: Partial<StationConfig> = {},
  options: StartOptions = {},
): Promise<RestartableStation> {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-restart-'));
  const dataDir = path.join(parent, 'data');
  // Below the kernel's ephemeral range: while the core restarts, no other test's listen(0) or outgoing connection can
  // be handed one of its ports (an FLV port from freePorts came back taken beside the listening tests).
  const [port, rtmpPort, flvPort] = (await portsBelowEphemeral(3)) as [number, number, number];
  const waiting: Array<{ resolve(handle: StationHandle): void; reject(error: unknown): void }> = [];
  const run = await runStation(testStationConfig({ dataDir, port, rtmpPort, flvPort }, overrides), {
    log: silentLogger,
    createBroadcast: () => createOfflineBroadcast(),
    ...options,
    onStarted: (handle, restarted) => {
      if (restarted) for (const wait of waiting.splice(0)) wait.resolve(handle);
    },
    onRestartFailed: (error) => {
      for (const wait of waiting.splice(0)) wait.reject(error);
    },
  });
  const url = run.current().url;
  // Connections kept alive across a restart were closed by the old server, and in this one process the client may
  // not have seen it yet: such a request never reached anyone, and is sent again, as a browser does.
  const fetchStation = async (pathname: string, init?: RequestInit): Promise<Response> => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await fetch(`${url}${pathname}`, init);
      } catch (error) {
        if (attempt >= 10 || (error as { cause?: { code?: string } }).cause?.code !== 'UND_ERR_SOCKET') throw error;
      }
    }
  };
  return {
    run,
    dataDir,
    url,
    current: run.current,
    nextStart: () => new Promise((resolve, reject) => waiting.push({ resolve, reject })),
    fetch: fetchStation,
    login: (username?: string, password?: string) => loginAt(fetchStation, username, password),
    async close() {
      await run.stop();
      fs.rmSync(parent, { recursive: true, force: true });
    },
  };
}
