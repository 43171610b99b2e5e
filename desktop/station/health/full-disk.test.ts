import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Alert, HealthStatus } from '../../../shared/schemas/admin/health';
import { liveCredentialsOf, LIVE_SECRET_FILE } from '../auth/live-credentials';
import { hashPassword } from '../auth/passwords';
import { freeSourcePort } from '../../../testing/station/source-port';
import { waitFor } from '../../../testing/station/test-audio';
import type { TestStation } from '../../../testing/station/test-station';
import { startToneStation } from '../../../testing/station/tone-station';
import { smallDisk } from '../../../testing/station/small-disk';
import { apiClient } from '../../../testing/station/api-client';

/**
 * A full data disk, for real: the station runs on a small tmpfs, with its logger recording, and the disk is then
 * filled to the last page. Mounting needs root; elsewhere this is skipped with the reason (testing/station/small-disk).
 */
const disk = smallDisk('full-disk', '32m');
const dataDir = disk.dir;

const PRESENTER_PASSWORD = 'ana-password-123';

/** Fills the disk to its last byte with filler files (big pieces first, then single pages). */
function fillDisk(dir: string) {
  const fd = fs.openSync(path.join(dir, 'filler'), 'a');
  try {
    for (const size of [1024 * 1024, 64 * 1024, 4096, 512, 1]) {
      const chunk = Buffer.alloc(size, 1);
      for (;;) {
        try {
          fs.writeSync(fd, chunk);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
          break;
        }
      }
    }
  } finally {
    fs.closeSync(fd);
  }
}

/** Sends a source login (PUT on the source port) and resolves with the status line the station answers. */
function sourceLogin(port: number, user: string, password: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      const auth = Buffer.from(`${user}:${password}`).toString('base64');
      socket.write(`PUT /live HTTP/1.1\r\nHost: x\r\nAuthorization: Basic ${auth}\r\nContent-Type: audio/mpeg\r\n\r\n`);
    });
    socket.once('data', (data) => {
      resolve(data.toString('latin1').split('\r\n')[0]!);
      socket.destroy();
    });
    socket.once('error', reject);
  });
}

describe.skipIf(disk.cannotMount !== '')('a full data disk', () => {
  let station: TestStation;
  let sourcePort: number;
  let secretAtStart = false;
  const alertRows = () =>
    station.context.db.prepare('SELECT kind, message FROM alerts').all() as Array<{ kind: string; message: string }>;

  beforeAll(async () => {
    sourcePort = await freeSourcePort();
    station = await startToneStation([440, 660], 10, { dataDir, sourcePort });
    secretAtStart = fs.existsSync(path.join(dataDir, LIVE_SECRET_FILE));
    await waitFor('the logger recording', () => station.context.broadcast.recording?.status().logger, 15_000);
  }, 60_000);

  afterAll(async () => {
    await station?.stop();
    disk.remove();
  });

  it('keeps sign-in, the air, the source logins and every alert, then writes them and records again', async () => {
    // The live credentials' secret is made at start, never during a source login (which may meet a full disk).
    expect(secretAtStart).toBe(true);
    const ana = station.context.repos.users.create('ana', await hashPassword(PRESENTER_PASSWORD), 'presenter');
    const login = liveCredentialsOf(station.context).of(ana.id)!;

    // The write-ahead log emptied into the database first, so no write finds room left in it.
    station.context.db.pragma('wal_checkpoint(TRUNCATE)');
    fillDisk(dataDir);

    // Sign-in works, and the session it opens is honoured.
    const res = await apiClient(station).send('auth.login', {
      body: { username: 'admin', password: 'admin-password-123' },
    });
    expect(res.status).toBe(200);
    const cookie = res.res.headers.get('set-cookie')!.split(';')[0]!;
    const api = apiClient(station, cookie);
    expect((await api.send('auth.me')).status).toBe(200);
    // A write the request itself must make is refused with the full disk's own answer, never a 500.
    const write = await api.send('reports.updateSettings', { body: { licence: 'Llicència 1/2026' } });
    expect(write.status).toBe(507);
    expect(write.error).toMatchObject({ error: 'storage_full' });

    // A presenter's source login meets the full disk (its audit row cannot be written) and the core stays up.
    expect(await sourceLogin(sourcePort, login.sourceUser, 'wrong-password')).toMatch(/^HTTP\/1\.[01] 401/);
    expect(await sourceLogin(sourcePort, login.sourceUser, login.sourcePassword)).toMatch(/^HTTP\/1\.[01] [24]0\d/);

    // Health says the disk is full; the air goes on.
    const health = async () => (await apiClient(station).send('station.health')).data as HealthStatus;
    await waitFor('health to see the full disk', async () => (await health()).disk?.state === 'full', 15_000);
    expect(await health()).toMatchObject({ ok: false, onAir: true, disk: { state: 'full', freeBytes: 0 } });

    // The logger stops on the full disk; its alert and the disk's are kept, with numbers that make sense.
    const openAlerts = async () => (await api.call('health.alerts', { query: { open: 'true' } })) as Alert[];
    await waitFor(
      'the recording and disk alerts',
      async () => {
        const kinds = (await openAlerts()).map((a) => a.kind);
        return kinds.includes('recording_failed') && kinds.includes('disk_low');
      },
      30_000,
    );
    const disk = (await openAlerts()).find((a) => a.kind === 'disk_low')!;
    // Raised at start already (a 32 MB disk is under the 1 GiB floor), in the units a small disk has.
    expect(disk.message).toMatch(/: \d+(,\d)? (B|KB|MB) libres de 32 MB\.$/);
    expect(station.context.broadcast.recording?.status().logger).toBe(false);
    expect(station.context.broadcast.status().serverRunning).toBe(true);

    // Room again: what waited is written (the alerts, the session), and the logger records by itself.
    fs.rmSync(path.join(dataDir, 'filler'));
    await waitFor('the alerts written', () => alertRows().some((a) => a.kind === 'recording_failed'), 30_000);
    expect(alertRows().map((a) => a.kind)).toContain('disk_low');
    await waitFor('the logger recording again', () => station.context.broadcast.recording?.status().logger, 30_000);
    const sessions = station.context.db.prepare('SELECT COUNT(*) AS n FROM sessions').get() as { n: number };
    expect(sessions.n).toBeGreaterThanOrEqual(1);
    expect((await api.send('auth.me')).status).toBe(200);
    await waitFor('health to see room', async () => (await health()).disk?.state !== 'full', 15_000);
  }, 150_000);
});
