import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Recording, RecordingPage } from '../../../shared/schemas/archive/recordings';
import { adminSuite, nonAdminCookie } from '../../../testing/station/admin-helpers';
import { apiClient } from '../../../testing/station/api-client';
import { stationTimeZone } from '../../../shared/station/station-time';
import { makeToneFile } from '../../../testing/station/test-audio';
import { newRecordingFile, recordingPath, recordingsRoot } from './paths';
import { loggerBytesPerDay } from './logger-quality';
import { budgetDays, storageWarning, WARN_FREE_BYTES } from './storage';
import { retentionBytes } from '../../../shared/station/logger-disk';

describe('GET/DELETE /api/recordings, the logger settings and the disk warning', () => {
  const s = adminSuite();
  /** The list answers the full array without paging keys, one page with them. */
  const listPage = async (query: Record<string, string | number>) =>
    (await s.client.call('recordings.list', { query })) as RecordingPage;
  const putSettings = (body: object) => s.client.sendInvalid('recordings.updateSettings', { body });

  async function addRecording(kind: 'live' | 'logger', startedAt: string, seconds: number) {
    const ctx = s.station.context;
    const root = recordingsRoot(ctx.config.dataDir);
    const fileName = newRecordingFile(root, kind, new Date(startedAt), stationTimeZone(ctx.config));
    await makeToneFile(ctx.ffmpegPath, recordingPath(root, fileName), {
      frequency: 440,
      toneSeconds: seconds,
      silence: 0,
    });
    const id = ctx.repos.recordings.create({
      kind,
      title: kind === 'live' ? 'Magazine' : 'Registro',
      fileName,
      startedAt,
    });
    const ended = new Date(Date.parse(startedAt) + seconds * 1000).toISOString();
    ctx.repos.recordings.finish(id, ended, seconds, fs.statSync(recordingPath(root, fileName)).size);
    return { id, file: recordingPath(root, fileName) };
  }

  it('lists the full array without parameters and one page with them, newest first, filtered by kind and span', async () => {
    await addRecording('live', '2026-11-20T18:00:00.000Z', 2);
    await addRecording('logger', '2026-11-20T10:00:00.000Z', 2);
    await addRecording('logger', '2026-11-20T11:00:00.000Z', 2);
    const all = (await s.client.call('recordings.list')) as Recording[];
    expect(all.map((r) => r.startedAt)).toEqual([
      '2026-11-20T18:00:00.000Z',
      '2026-11-20T11:00:00.000Z',
      '2026-11-20T10:00:00.000Z',
    ]);
    const page = await listPage({ kind: 'logger', limit: 1, offset: 1 });
    expect(page).toMatchObject({ total: 2, offset: 1, limit: 1 });
    expect(page.items.map((r) => r.startedAt)).toEqual(['2026-11-20T10:00:00.000Z']);
    // The hour 11:00-12:00 in Madrid's winter time (UTC+1): the logger file of 10:00 UTC.
    const hour = await listPage({ kind: 'logger', from: '2026-11-20T11:00:00+01:00', to: '2026-11-20T12:00:00+01:00' });
    expect(hour.items.map((r) => r.startedAt)).toEqual(['2026-11-20T10:00:00.000Z']);
    // The logger's hour still being written is listed with the logger's (ending now), never with the live shows.
    const ctx = s.station.context;
    const open = ctx.repos.recordings.create({
      kind: 'logger',
      title: 'Registro',
      fileName: 'logger/2026-11-20/13-00-00.mp3',
      startedAt: '2026-11-20T12:00:00.000Z',
    });
    const current = await listPage({ kind: 'logger', from: '2026-11-20T12:30:00Z', to: '2026-11-20T13:00:00Z' });
    expect(current.items.map((r) => r.id)).toEqual([open]);
    expect(Date.parse(current.items[0]!.endedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect((await s.client.send('recordings.delete', { params: { id: open } })).status).toBe(409);
    expect((await listPage({ kind: 'live' })).total).toBe(1);
    ctx.repos.recordings.finish(open, '2026-11-20T12:00:01.000Z', 1, 0);

    const bad = await s.client.send('recordings.list', { query: { limit: 0 } });
    expect(bad.status).toBe(400);
    expect(bad.error?.message).toBe('El límite debe estar entre 1 y 200.');
    expect((await s.client.sendInvalid('recordings.list', { query: { kind: 'radio' } })).status).toBe(400);
  });

  it('serves the audio with Range and deletes row and file together', async () => {
    const { id, file } = await addRecording('live', '2026-11-21T18:00:00.000Z', 2);
    const size = fs.statSync(file).size;
    const ranged = await s.client.send('recordings.audio', { params: { id }, headers: { Range: 'bytes=0-99' } });
    expect(ranged.status).toBe(206);
    expect(ranged.res.headers.get('content-range')).toBe(`bytes 0-99/${size}`);
    const download = await s.client.send('recordings.audio', { params: { id }, query: { download: '1' } });
    // 18:00 UTC is 19:00 in Madrid in November: the name says what the page shows.
    expect(download.res.headers.get('content-disposition')).toBe(
      'attachment; filename="Magazine 2026-11-21 19h00.mp3"',
    );
    expect((await s.client.send('recordings.delete', { params: { id } })).status).toBe(204);
    expect(fs.existsSync(file)).toBe(false);
    expect(s.station.context.repos.recordings.get(id)).toBeUndefined();
    expect((await s.client.send('recordings.audio', { params: { id } })).status).toBe(404);
  });

  it('reads and validates the logger settings (90 days, 10 GiB, 8 kbps by default) and reports the disk', async () => {
    expect(await s.client.call('recordings.settings')).toEqual({
      loggerRetentionDays: 90,
      loggerBudgetBytes: 10 * 1024 ** 3,
      loggerBitrateKbps: 8,
    });
    // The defaults agree: 10 GiB at 8 kbps holds more than the 90 days kept.
    const defaults = await s.client.call('recordings.storage');
    expect(defaults.budgetDays).toBe(124.2);
    const bad = await putSettings({ loggerRetentionDays: -1 });
    expect(bad.status).toBe(400);
    for (const loggerBitrateKbps of [24, 0, '8', null, 8.5]) {
      const badRate = await putSettings({ loggerBitrateKbps });
      expect(badRate.status).toBe(400);
      expect(badRate.text).toContain('8, 16, 32, 64 o 128 kbps');
    }
    expect((await s.client.call('recordings.settings')).loggerBitrateKbps).toBe(8);
    expect((await putSettings({ extra: 1 })).status).toBe(400);
    const ok = await s.client.call('recordings.updateSettings', {
      body: { loggerRetentionDays: 30, loggerBitrateKbps: 128 },
    });
    expect(ok).toMatchObject({
      loggerRetentionDays: 30,
      loggerBitrateKbps: 128,
    });
    const storage = await s.client.call('recordings.storage');
    expect(storage.loggerBytes).toBe(s.station.context.repos.recordings.bytes('logger'));
    expect(storage.freeBytes).toBeGreaterThan(0);
    // 10 GiB at 128 kbps: about 7.7 days, far from the 90 days of retention.
    expect(storage.budgetDays).toBe(7.7);
  });

  it('is for admins only', async () => {
    expect((await apiClient(s.station).send('recordings.list')).status).toBe(401);
    const editor = await nonAdminCookie(s.station);
    expect((await apiClient(s.station, editor).send('recordings.storage')).status).toBe(403);
  });

  it('warns before the disk fills: under a day of audio left, or less free than the logger still needs', () => {
    const settings = { loggerRetentionDays: 90, loggerBudgetBytes: 10 * 1024 ** 3, loggerBitrateKbps: 8 as const };
    expect(storageWarning({ settings, loggerBytes: 0, freeBytes: 100 * 1024 ** 3 })).toBe(false);
    expect(storageWarning({ settings, loggerBytes: 0, freeBytes: 5 * 1024 ** 3 })).toBe(true);
    expect(storageWarning({ settings, loggerBytes: 9 * 1024 ** 3, freeBytes: 5 * 1024 ** 3 })).toBe(false);
    expect(storageWarning({ settings, loggerBytes: 10 * 1024 ** 3, freeBytes: WARN_FREE_BYTES - 1 })).toBe(true);
    expect(
      storageWarning({ settings: { ...settings, loggerRetentionDays: 0 }, loggerBytes: 0, freeBytes: 5 * 1024 ** 3 }),
    ).toBe(false);
  });

  it('warns when the disk cannot hold the retention the law asks for at the chosen quality', () => {
    // 400 days at 32 kbps need 138 GB: a 500 GiB budget would allow it, 100 GiB free do not.
    const settings = { loggerRetentionDays: 400, loggerBudgetBytes: 500 * 1024 ** 3, loggerBitrateKbps: 32 as const };
    expect(retentionBytes(400, 32)).toBe(138_240_000_000);
    expect(
      storageWarning({
        settings: { ...settings, loggerBudgetBytes: 90 * 1024 ** 3 },
        loggerBytes: 0,
        freeBytes: 100 * 1024 ** 3,
      }),
    ).toBe(true);
    expect(storageWarning({ settings, loggerBytes: 50 * 1024 ** 3, freeBytes: 100 * 1024 ** 3 })).toBe(true);
    expect(
      storageWarning({ settings: { ...settings, loggerBitrateKbps: 8 }, loggerBytes: 0, freeBytes: 100 * 1024 ** 3 }),
    ).toBe(true);
    expect(
      storageWarning({
        settings: { ...settings, loggerBitrateKbps: 8, loggerBudgetBytes: 40 * 1024 ** 3 },
        loggerBytes: 0,
        freeBytes: 100 * 1024 ** 3,
      }),
    ).toBe(false);
  });

  it('keeps the logger up to 400 days and says so past it; the storage answer carries the disk the retention needs', async () => {
    const ok = await s.client.send('recordings.updateSettings', { body: { loggerRetentionDays: 400 } });
    expect(ok.status).toBe(200);
    const storage = await s.client.call('recordings.storage');
    expect(storage.retentionBytes).toBe(retentionBytes(400, 128));
    const bad = await putSettings({ loggerRetentionDays: 401 });
    expect(bad.status).toBe(400);
    expect(bad.error?.message).toBe('Los días de conservación deben estar entre 0 y 400.');
    await s.client.send('recordings.updateSettings', { body: { loggerRetentionDays: 30 } });
  });

  it('estimates the days the budget holds at the configured quality', () => {
    const settings = { loggerRetentionDays: 90, loggerBudgetBytes: 10 * 1024 ** 3 };
    // 8 kbps: 86.4 MB a day, so 90 days take 7.24 GiB and 10 GiB holds 124.2 days.
    expect(loggerBytesPerDay(8) * 90).toBeLessThan(10 * 1024 ** 3);
    expect(budgetDays({ ...settings, loggerBitrateKbps: 8 })).toBe(124.2);
    expect(budgetDays({ ...settings, loggerBitrateKbps: 16 })).toBe(62.1);
    expect(budgetDays({ ...settings, loggerBitrateKbps: 32 })).toBe(31);
    expect(budgetDays({ ...settings, loggerBitrateKbps: 64 })).toBe(15.5);
    expect(budgetDays({ ...settings, loggerBitrateKbps: 128 })).toBe(7.7);
  });
});
