import zlib from 'node:zlib';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../../core/log';
import { createOfflineBroadcast } from '../../../broadcast/engine/offline';
import { LIVE_SECRET_FILE } from '../../../auth/live-credentials';
import { EDITOR_PASSWORD, nonAdminCookie } from '../../../../../testing/station/admin-helpers';
import { apiClient, type Sent } from '../../../../../testing/station/api-client';
import { downloadBackup } from '../../../../../testing/station/backup-download';
import { startTestStation, type TestStation } from '../../../../../testing/station/test-station';

describe('per-user live credentials (GET /api/me/live, rotation)', () => {
  let station: TestStation;
  let admin: string;
  const lines: string[] = [];
  const as = (cookie: string) => apiClient(station, cookie);
  /** The credentials a call answered, read with the route's schema by the client. */
  const read = (sent: Sent<'me.live' | 'me.liveRotate' | 'users.liveRotate'>) => {
    expect(sent.status).toBe(200);
    return sent.data!;
  };

  beforeAll(async () => {
    station = await startTestStation(
      { sourcePort: 18_001 },
      { createBroadcast: () => createOfflineBroadcast(), log: createLogger('debug', 'station', (l) => lines.push(l)) },
    );
    admin = await station.login();
  });
  afterAll(async () => {
    await station?.close();
  });

  it('has its secret made at start, before any source login could need it (and meet a full disk)', () => {
    const secret = path.join(station.dataDir, LIVE_SECRET_FILE);
    expect(fs.statSync(secret).mode & 0o777).toBe(0o600);
  });

  it('gives each user their own credentials, stable until rotated by them or an admin, and no one else', async () => {
    const ana = as(await nonAdminCookie(station, 'ana'));
    const bea = as(await nonAdminCookie(station, 'bea'));
    const first = await read(await ana.send('me.live'));
    expect(first).toMatchObject({ sourceUser: 'ana', mount: '/live', sourcePort: 18_001 });
    expect(first.rtmpUrl).toMatch(/^rtmp:\/\/127\.0\.0\.1:\d+\/live$/);
    expect(first.streamKey).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(first.sourcePassword.length).toBeGreaterThanOrEqual(20);
    expect(await read(await ana.send('me.live'))).toEqual(first);
    const beas = await read(await bea.send('me.live'));
    expect(beas.sourcePassword).not.toBe(first.sourcePassword);
    expect(beas.streamKey).not.toBe(first.streamKey);

    const rotated = await read(await ana.send('me.liveRotate'));
    expect(rotated.sourcePassword).not.toBe(first.sourcePassword);
    expect(rotated.streamKey).not.toBe(first.streamKey);
    expect(await read(await ana.send('me.live'))).toEqual(rotated);

    const anaId = station.context.repos.users.findByUsername('ana')!.id;
    // Another presenter may not rotate (and so read) ana's; an admin may.
    expect((await bea.send('users.liveRotate', { params: { id: anaId } })).status).toBe(403);
    const byAdmin = await read(await as(admin).send('users.liveRotate', { params: { id: anaId } }));
    expect(byAdmin.sourceUser).toBe('ana');
    expect(byAdmin.sourcePassword).not.toBe(rotated.sourcePassword);
    expect(await read(await ana.send('me.live'))).toEqual(byAdmin);
    expect((await apiClient(station).send('me.live')).status).toBe(401);
    expect((await as(admin).send('users.liveRotate', { params: { id: 9999 } })).status).toBe(404);
  });

  it('keeps the secrets out of the database, the backup and the log', async () => {
    const ana = as(await station.login('ana', EDITOR_PASSWORD));
    const issued = await read(await ana.send('me.live'));
    const secrets = [issued.sourcePassword, issued.streamKey];
    station.context.db.pragma('wal_checkpoint(TRUNCATE)');
    const dbFiles = fs.readdirSync(station.dataDir).filter((f) => f.endsWith('.db') || f.includes('.db-'));
    expect(dbFiles.length).toBeGreaterThan(0);
    for (const file of dbFiles) {
      const bytes = fs.readFileSync(path.join(station.dataDir, file)).toString('latin1');
      for (const secret of secrets) expect(bytes).not.toContain(secret);
    }
    const backup = await downloadBackup(as(admin));
    expect(backup.status).toBe(200);
    // The archive is a tar.gz: look inside, where the database copy is.
    const archive = zlib.gunzipSync(Buffer.from(await backup.arrayBuffer())).toString('latin1');
    expect(archive).toContain('SQLite format 3');
    for (const secret of secrets) expect(archive).not.toContain(secret);
    expect(archive).not.toContain(LIVE_SECRET_FILE);
    expect(lines.length).toBeGreaterThan(0);
    for (const secret of secrets) expect(lines.join('\n')).not.toContain(secret);
  });
});
