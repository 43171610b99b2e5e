import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { testStationConfig } from '../../testing/station/test-station';
import { createEngine } from './broadcast/engine/engine';
import { ConfigError } from './config/config';
import { freePorts } from './config/ports';
import type { StationContext } from './core/context';
import { silentLogger } from './core/log';
import { startStation } from './start-station';

const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

it('refuses the start as the preflight would, with nothing left open, when the HTTP port is taken after the preflight', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-port-taken-'));
  const [port, rtmpPort, flvPort] = (await freePorts(3)) as [number, number, number];
  const thief = net.createServer();
  cleanups.push(() => {
    thief.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  let begun: Omit<StationContext, 'broadcast' | 'relays'> | undefined;
  const start = startStation(testStationConfig({ dataDir, port, rtmpPort, flvPort }), {
    log: silentLogger,
    // After the preflight and before the listen: another program binds the port (a TCP bind on an IP is immediate).
    createBroadcast: (ctx) => {
      begun = ctx;
      thief.listen(port, '127.0.0.1');
      return createEngine(ctx);
    },
  });
  const error = await start.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ConfigError);
  expect((error as ConfigError).message).toBe(`--port: cannot listen on 127.0.0.1:${port} (port in use)`);
  // What the start began is undone: the database is closed and the background work told to stop.
  expect(begun?.db.open).toBe(false);
  expect(begun?.shutdown.aborted).toBe(true);
});
