import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOfflineBroadcast } from '../broadcast/engine/offline';
import type { Broadcast, BroadcastStatus } from '../broadcast/engine/broadcast';
import type { StationConfig } from '../config/config';
import { type Db, openDatabase } from '../db/database';
import { silentLogger } from '../core/log';
import { type Alerts, createAlerts } from './alerts';
import { startHealthMonitor } from './monitor';
import { systemClock } from '../core/clock';

// The monitor reads the engine's status: a stand-in engine whose status the test sets plays the broadcast here.
let status: BroadcastStatus;
let restarts = 0;
const broadcast: Broadcast = {
  ...createOfflineBroadcast(),
  status: () => status,
  diagnostics: () => ({
    childPids: [],
    underruns: 0,
    framesWritten: Math.floor(performance.now() / 20),
    skippedFrames: 0,
    droppedListeners: 0,
    encoderRestarts: [{ name: 'mp3', restarts, pid: 1 }],
  }),
};
// A real SQLite file and alerts store of its own: a whole station would run its own monitor beside this one.
let dir: string;
let db: Db;
let alerts: Alerts;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-monitor-'));
  db = openDatabase(path.join(dir, 'emisora.db'));
  alerts = createAlerts({ db, log: silentLogger });
});
afterAll(() => {
  db?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const onAir: BroadcastStatus = {
  serverRunning: true,
  listeners: 0,
  isLive: false,
  rtmpPort: null,
  httpPort: null,
  liveStatus: 'offline',
  emptyLibrary: false,
  liveMissing: null,
};
const open = () =>
  alerts
    .open()
    .map((a) => a.kind)
    .sort();

describe('health monitor', () => {
  it('raises and resolves stream offline, live missing, ingest, encoder restarts and disk alerts', async () => {
    let diskFull = false;
    const monitor = startHealthMonitor(
      { alerts, broadcast, log: silentLogger, clock: systemClock, config: { dataDir: dir } as StationConfig },
      {
        everyMs: 60_000,
        offlineAfterMs: 0,
        maxRestarts: 2,
        minFreeBytes: (total) => (diskFull ? total + 1 : 0),
      },
    );
    try {
      status = { ...onAir, serverRunning: false };
      monitor.check();
      expect(open()).toEqual(['stream_offline']);

      status = {
        ...onAir,
        liveStatus: 'error',
        liveMissing: { programmeId: 1, title: 'La mañana', start: '09:00', end: '10:00' },
      };
      restarts = 3;
      diskFull = true;
      monitor.check();
      await expect.poll(open).toEqual(['disk_low', 'encoder_restarts', 'ingest_restarts', 'live_missing']);
      expect(alerts.open().find((a) => a.kind === 'live_missing')?.message).toContain('La mañana');

      status = onAir;
      diskFull = false;
      monitor.check();
      // Restarts stay counted for their window: that alert lasts until they age out.
      await expect.poll(open).toEqual(['encoder_restarts']);
    } finally {
      monitor.stop();
    }
  });
});
