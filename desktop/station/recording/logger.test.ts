import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBusTaps } from '../broadcast/bus/bus-taps';
import { createRunner } from '../ffmpeg/runner';
import { openDatabase } from '../db/database';
import { resolveFfmpegPath } from '../ffmpeg/path';
import { createAlerts } from '../health/alerts';
import { silentLogger } from '../core/log';
import type { Db } from '../db/database';
import { createRepos, type Repos } from '../repos/index';
import { decodeMp3, waitFor } from '../../../testing/station/test-audio';
import { type FileOps, realFileOps } from './file-ops';
import { LOGGER_RETRY_MS } from './logger';
import { writeLoggerSettings } from './logger-settings';
import { recordingPath } from './paths';
import { createRecorders } from './recorders';

const FRAME_BYTES = 3528; // 20 ms of s16le stereo at 44.1 kHz

/** `seconds` of a 440 Hz tone as bus frames. */
function toneFrames(seconds: number): Buffer[] {
  const frames: Buffer[] = [];
  let n = 0;
  for (let f = 0; f < seconds * 50; f++) {
    const frame = Buffer.alloc(FRAME_BYTES);
    for (let i = 0; i < FRAME_BYTES; i += 4, n++) {
      const v = Math.round(Math.sin((2 * Math.PI * 440 * n) / 44_100) * 12_000);
      frame.writeInt16LE(v, i);
      frame.writeInt16LE(v, i + 2);
    }
    frames.push(frame);
  }
  return frames;
}

describe('broadcast logger: hourly files, retention and disk budget on a fake clock', () => {
  let dir: string;
  let db: Db;
  let repos: Repos;
  let now: number;
  const ffmpegPath = resolveFfmpegPath(process.env.FFMPEG_PATH);
  const runner = createRunner(silentLogger);
  let taps = createBusTaps(silentLogger);

  const recorders = (fileOps?: FileOps) => {
    const ctx = {
      log: silentLogger,
      config: { dataDir: dir } as never,
      repos,
      ffmpegPath,
      alerts: createAlerts({ db, log: silentLogger }),
    };
    return { ctx, rec: createRecorders({ ctx, runner, taps, now: () => now, fileOps }) };
  };
  /** Plays `seconds` of tone through the taps, the fake clock moving 20 ms per frame. */
  const air = (seconds: number) => {
    for (const frame of toneFrames(seconds)) {
      taps.write(frame);
      now += 20;
    }
  };
  const finished = () => waitFor('recordings finished', () => repos.recordings.open().length === 0, 10_000);
  const loggerRows = () =>
    repos.recordings
      .list({ kind: 'logger' })
      .filter((r) => r.endedAt !== null)
      .reverse();

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-logger-'));
    db = openDatabase(path.join(dir, 'emisora.db'));
    repos = createRepos(db);
    taps = createBusTaps(silentLogger);
  });
  afterEach(async () => {
    await runner.stopAll();
    db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('starts a new file on the first frame of each clock hour, each as long as the audio it got', async () => {
    now = Date.parse('2026-03-01T10:59:58.000Z');
    const { rec } = recorders();
    rec.start();
    air(4);
    await rec.stop();
    await finished();
    const rows = loggerRows();
    expect(rows.map((r) => r.startedAt)).toEqual(['2026-03-01T10:59:58.000Z', '2026-03-01T11:00:00.000Z']);
    expect(rows[0]!.endedAt).toBe('2026-03-01T11:00:00.000Z');
    // Named on the station's clock (the default zone, Europe/Madrid, UTC+1 in March), as the page shows them.
    expect(rows.map((r) => r.fileName)).toEqual(['logger/2026-03-01/11-59-58.mp3', 'logger/2026-03-01/12-00-00.mp3']);
    for (const row of rows) {
      // 2 s of audio, plus LAME's delay and last-frame padding: 72 ms frames at the default 8 kbps 8 kHz.
      expect(row.durationSec).toBeGreaterThan(1.9);
      expect(row.durationSec).toBeLessThan(2.25);
      const file = recordingPath(path.join(dir, 'recordings'), row.fileName);
      expect(fs.statSync(file).size).toBe(row.sizeBytes);
      const pcm = await decodeMp3(ffmpegPath, fs.readFileSync(file));
      expect(Math.abs(pcm.length / (44_100 * 4) - row.durationSec)).toBeLessThan(0.1);
    }
  }, 30_000);

  it('removes hours past the retention days, then the oldest while over the disk budget; 0 days turns it off', async () => {
    now = Date.parse('2026-03-01T10:59:59.000Z');
    const { rec } = recorders();
    writeLoggerSettings(repos.settings, { loggerRetentionDays: 1 });
    rec.start();
    air(2); // 10:59:59 and 11:00:00
    now = Date.parse('2026-03-01T12:00:00.000Z');
    air(1); // 12:00
    now = Date.parse('2026-03-01T13:00:00.000Z');
    air(1); // 13:00: closes 12:00
    await finished().catch(() => {});
    await waitFor('three hours finished', () => loggerRows().length === 3, 10_000);
    const [first, second] = loggerRows();
    const root = path.join(dir, 'recordings');

    // A day later (fake clock): the first hour is past one day and goes, with its file; the others stay.
    now = Date.parse('2026-03-02T11:00:00.500Z');
    air(1);
    await waitFor('13:00 finished and the day-old hours gone', () => loggerRows().length === 2);
    expect(loggerRows().map((r) => r.startedAt)).toEqual(['2026-03-01T12:00:00.000Z', '2026-03-01T13:00:00.000Z']);
    expect(fs.existsSync(recordingPath(root, first!.fileName))).toBe(false);
    expect(fs.existsSync(recordingPath(root, second!.fileName))).toBe(false);

    // A budget below the logger's size: the oldest go until it fits (the hour being written is not counted).
    const sizes = loggerRows().map((r) => r.sizeBytes);
    writeLoggerSettings(repos.settings, { loggerBudgetBytes: sizes[1]! + 1 });
    rec.settingsChanged();
    expect(loggerRows().map((r) => r.startedAt)).toEqual(['2026-03-01T13:00:00.000Z']);

    // 0 days: the logger closes its hour and writes nothing more.
    writeLoggerSettings(repos.settings, { loggerRetentionDays: 0, loggerBudgetBytes: 10 * 1024 ** 3 });
    rec.settingsChanged();
    now = Date.parse('2026-03-02T12:00:00.000Z');
    air(1);
    await rec.stop();
    await finished();
    expect(rec.status().logger).toBe(false);
    expect(loggerRows().map((r) => r.startedAt)).toEqual(['2026-03-01T13:00:00.000Z', '2026-03-02T11:00:00.500Z']);
  }, 60_000);

  it('after a crash, the next start finishes the open rows from their files as they are on disk', async () => {
    now = Date.parse('2026-03-01T09:00:00.000Z');
    const first = recorders();
    first.rec.start();
    first.rec.liveStarted('Programa cortado');
    air(3);
    // The crash: nothing is closed and the rows stay open. (The first recorder's tap is left on the old bus so
    // it gets no more frames; its encoders are only killed after the checks, as a dead process leaves no one to
    // finish the rows.)
    await waitFor('frames on disk', () => {
      const [open] = repos.recordings.open().filter((r) => r.kind === 'live');
      return open && fs.statSync(recordingPath(path.join(dir, 'recordings'), open.fileName)).size > 30_000;
    });
    expect(repos.recordings.open()).toHaveLength(2);

    taps = createBusTaps(silentLogger);
    const second = recorders();
    second.rec.start();
    const [live] = repos.recordings.list({ kind: 'live' });
    expect(live?.programTitle).toBe('Programa cortado');
    const bytes = fs.readFileSync(recordingPath(path.join(dir, 'recordings'), live!.fileName));
    expect(live!.sizeBytes).toBe(bytes.length);
    // What was written plays, and the row's length is the file's.
    const pcm = await decodeMp3(ffmpegPath, bytes);
    expect(pcm.length / (44_100 * 4)).toBeGreaterThan(1.5);
    expect(Math.abs(pcm.length / (44_100 * 4) - live!.durationSec)).toBeLessThan(0.2);
    await second.rec.stop();
  }, 30_000);

  it('a database that refuses the row leaves no file and no encoder behind, and the air goes on', async () => {
    now = Date.parse('2026-03-01T08:00:00.000Z');
    const { ctx, rec } = recorders();
    rec.start();
    air(1);
    const encoders = runner.pids().length;
    const create = repos.recordings.create;
    repos.recordings.create = () => {
      throw Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' });
    };
    rec.liveStarted('Programa sin fila');
    repos.recordings.create = create;
    air(1);
    expect(rec.status().live).toBe(false);
    expect(taps.size()).toBe(1);
    await waitFor('no extra encoder', () => runner.pids().length === encoders, 5_000);
    const liveDir = path.join(dir, 'recordings', 'live');
    await waitFor(
      'no live file',
      () =>
        !fs.existsSync(liveDir) ||
        fs.readdirSync(liveDir, { recursive: true }).every((f) => !String(f).endsWith('.mp3')),
      5_000,
    );
    expect(ctx.alerts.recent(5).some((a) => a.kind === 'recording_failed')).toBe(true);
    await rec.stop();
  }, 30_000);

  it('a full disk closes the recording on a whole frame, raises an alert, and the tap (the air) goes on', async () => {
    now = Date.parse('2026-03-01T10:00:00.000Z');
    const limit = 20_000;
    let written = 0;
    // The live file gets a disk that fills at 20 kB; the logger's file stays on the real disk.
    const filling: FileOps = {
      ...realFileOps,
      writeSync(fd, data, offset, length) {
        if (!fs.readlinkSync(`/proc/self/fd/${fd}`).includes('/live/'))
          return realFileOps.writeSync(fd, data, offset, length);
        const room = limit - written;
        if (room <= 0) throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
        const n = realFileOps.writeSync(fd, data, offset, Math.min(length, room));
        written += n;
        return n;
      },
    };
    const { ctx, rec } = recorders(filling);
    rec.start();
    rec.liveStarted('Programa de prueba');
    air(4);
    await waitFor('live recording stopped', () => !rec.status().live, 10_000);
    await waitFor('live row finished', () => repos.recordings.list({ kind: 'live' }).length === 1, 10_000);
    air(1);
    expect(taps.size()).toBe(1);
    expect(rec.status().logger).toBe(true);

    const [live] = repos.recordings.list({ kind: 'live' });
    const file = recordingPath(path.join(dir, 'recordings'), live!.fileName);
    const bytes = fs.readFileSync(file);
    expect(bytes.length).toBe(live!.sizeBytes);
    expect(bytes.length).toBeLessThanOrEqual(limit);
    expect(bytes.length).toBeGreaterThan(limit - 1_000);
    // Whole frames only: 128 kbps frames are 417 or 418 bytes, and the file decodes to its stated length.
    const pcm = await decodeMp3(ffmpegPath, bytes);
    expect(Math.abs(pcm.length / (44_100 * 4) - live!.durationSec)).toBeLessThan(0.05);
    const alert = ctx.alerts.recent(5).find((a) => a.kind === 'recording_failed');
    expect(alert?.message).toContain('disco está lleno');
    expect(alert?.resolvedAt).toBeNull();
    // Space again: the next recording that opens resolves the alert.
    written = 0;
    rec.liveStarted('Programa de prueba 2');
    expect(ctx.alerts.recent(5).find((a) => a.id === alert!.id)?.resolvedAt).not.toBeNull();
    await rec.stop();
  }, 30_000);

  it('after a full disk, the logger records again by itself once there is room, mid-hour', async () => {
    now = Date.parse('2026-03-01T10:00:00.000Z');
    let full = true;
    // The logger's files cannot be made while `full` (health/full-disk.test.ts fills a real disk mid-recording).
    const filling: FileOps = {
      ...realFileOps,
      openSync(file) {
        if (full && file.includes('/logger/'))
          throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
        return realFileOps.openSync(file);
      },
    };
    const { ctx, rec } = recorders(filling);
    rec.start();
    air(1);
    expect(rec.status().logger).toBe(false);
    expect(ctx.alerts.isOpen('recording_failed')).toBe(true);

    full = false;
    air((LOGGER_RETRY_MS - 1_000) / 1000);
    expect(rec.status().logger, 'waits a little before looking for room').toBe(false);
    air(1.5);
    expect(rec.status().logger, 'records again within the hour').toBe(true);
    expect(new Date(now).toISOString()).toMatch(/^2026-03-01T10:00:1/);
    expect(ctx.alerts.isOpen('recording_failed')).toBe(false);
    await rec.stop();
    await finished();
    expect(loggerRows()).toHaveLength(1);
  }, 30_000);
});
