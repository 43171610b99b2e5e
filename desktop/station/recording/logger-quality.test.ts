import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBusTaps } from '../broadcast/bus/bus-taps';
import { createRunner } from '../ffmpeg/runner';
import { type Db, openDatabase } from '../db/database';
import { resolveFfmpegPath } from '../ffmpeg/path';
import { runFfmpeg } from '../ffmpeg/run';
import { createAlerts } from '../health/alerts';
import { silentLogger } from '../core/log';
import { createRepos, type Repos } from '../repos/index';
import { decodeMp3, sleep, waitFor } from '../../../testing/station/test-audio';
import { writeLoggerSettings } from './logger-settings';
import { recordingPath } from './paths';
import { computePeaks } from './peaks';
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

/** What ffmpeg says the file is: "mp3, 8000 Hz, mono, s16p, 8 kb/s" → rate, layout and bitrate. */
async function probe(ffmpegPath: string, file: string) {
  const { stderr } = await runFfmpeg(ffmpegPath, ['-hide_banner', '-i', file], { allowFailure: true });
  const match = /Audio: mp3, (\d+) Hz, (mono|stereo), \w+, (\d+) kb\/s/.exec(stderr);
  if (!match) throw new Error(`ffmpeg did not describe ${file}: ${stderr}`);
  return { sampleRate: Number(match[1]), layout: match[2], kbps: Number(match[3]) };
}

/** Seconds of audio ffmpeg decodes from the file (decoded to bus PCM: 44.1 kHz stereo s16le). */
const decodedSeconds = async (ffmpegPath: string, file: string) =>
  (await decodeMp3(ffmpegPath, fs.readFileSync(file))).length / (44_100 * 4);

describe('logger quality: 8 kbps mono 8 kHz by default, a change applies at the next hour, crash recovery per row', () => {
  let dir: string;
  let db: Db;
  let repos: Repos;
  let now: number;
  const ffmpegPath = resolveFfmpegPath(process.env.FFMPEG_PATH);
  const runner = createRunner(silentLogger);
  let taps = createBusTaps(silentLogger);
  const root = () => path.join(dir, 'recordings');

  const recorders = () =>
    createRecorders({
      ctx: {
        log: silentLogger,
        config: { dataDir: dir } as never,
        repos,
        ffmpegPath,
        alerts: createAlerts({ db, log: silentLogger }),
      },
      runner,
      taps,
      now: () => now,
    });
  const air = (seconds: number) => {
    for (const frame of toneFrames(seconds)) {
      taps.write(frame);
      now += 20;
    }
  };
  /**
   * `seconds` of tone a second at a time with a pause between (the fake clock moves only with the frames): the
   * recorder drops PCM past a 2 s backlog in the encoder's pipe, as on air, so longer audio is paced.
   */
  const airPaced = async (seconds: number) => {
    for (let s = 0; s < seconds; s++) {
      air(1);
      await sleep(400);
    }
  };
  const loggerRows = () =>
    repos.recordings
      .list({ kind: 'logger' })
      .filter((r) => r.endedAt !== null)
      .reverse();

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-logger-quality-'));
    db = openDatabase(path.join(dir, 'emisora.db'));
    repos = createRepos(db);
    taps = createBusTaps(silentLogger);
  });
  afterEach(async () => {
    await runner.stopAll();
    db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('writes the default hour at 8 kbps mono 8 kHz, which decodes to its length, and the row says so', async () => {
    now = Date.parse('2026-03-01T10:00:00.000Z');
    const rec = recorders();
    rec.start();
    await airPaced(10);
    await rec.stop();
    await waitFor('hour finished', () => loggerRows().length === 1, 10_000);
    const [row] = loggerRows();
    const file = recordingPath(root(), row!.fileName);
    expect(await probe(ffmpegPath, file)).toEqual({ sampleRate: 8000, layout: 'mono', kbps: 8 });
    expect(row!.bitrateKbps).toBe(8);
    expect(fs.statSync(file).size).toBe(row!.sizeBytes);
    // 10 s at 8 kbps: 10 kB (plus the encoder's delay), not the 160 kB of the air's quality.
    expect(row!.sizeBytes).toBeGreaterThan(9_500);
    expect(row!.sizeBytes).toBeLessThan(11_000);
    const decoded = await decodedSeconds(ffmpegPath, file);
    expect(Math.abs(decoded - 10)).toBeLessThan(1);
    // The row's length (counted from the MPEG-2.5 frames, 576 samples at 8 kHz each) is what plays.
    expect(Math.abs(row!.durationSec - decoded)).toBeLessThan(0.1);
    // The waveform's peaks read it too: two a second, the tone's level (12000 / 32768 ≈ 0.37) after the start.
    const peaks = await computePeaks(ffmpegPath, file, 2);
    expect(Math.abs(peaks.length - decoded * 2)).toBeLessThanOrEqual(1);
    for (const peak of peaks.slice(1, -1)) expect(peak).toBeGreaterThan(0.3);
  }, 30_000);

  it('a change of quality leaves the hour being written as it is and applies from the next hour', async () => {
    now = Date.parse('2026-03-01T10:59:57.000Z');
    const rec = recorders();
    rec.start();
    air(1);
    writeLoggerSettings(repos.settings, { loggerBitrateKbps: 128 });
    rec.settingsChanged();
    air(4); // crosses 11:00
    writeLoggerSettings(repos.settings, { loggerBitrateKbps: 32 });
    rec.settingsChanged();
    now = Date.parse('2026-03-01T12:00:00.000Z');
    air(2);
    await rec.stop();
    await waitFor('three hours finished', () => loggerRows().length === 3, 10_000);
    const rows = loggerRows();
    expect(rows.map((r) => r.bitrateKbps)).toEqual([8, 128, 32]);
    const formats = await Promise.all(rows.map((r) => probe(ffmpegPath, recordingPath(root(), r.fileName))));
    expect(formats).toEqual([
      { sampleRate: 8000, layout: 'mono', kbps: 8 },
      { sampleRate: 44100, layout: 'stereo', kbps: 128 },
      { sampleRate: 22050, layout: 'mono', kbps: 32 },
    ]);
    for (const [row, seconds] of [
      [rows[0]!, 3],
      [rows[1]!, 2],
      [rows[2]!, 2],
    ] as const) {
      const decoded = await decodedSeconds(ffmpegPath, recordingPath(root(), row.fileName));
      expect(Math.abs(decoded - seconds)).toBeLessThan(0.5);
      expect(Math.abs(row.durationSec - decoded)).toBeLessThan(0.1);
    }
  }, 30_000);

  it('live shows keep the air quality (128 kbps stereo 44.1 kHz) whatever the logger quality', async () => {
    now = Date.parse('2026-03-01T09:00:00.000Z');
    const rec = recorders();
    rec.start();
    rec.liveStarted('Programa');
    air(2);
    await rec.stop();
    await waitFor('both finished', () => repos.recordings.open().length === 0, 10_000);
    const [live] = repos.recordings.list({ kind: 'live' });
    expect(live!.bitrateKbps).toBe(128);
    expect(await probe(ffmpegPath, recordingPath(root(), live!.fileName))).toEqual({
      sampleRate: 44100,
      layout: 'stereo',
      kbps: 128,
    });
  }, 30_000);

  it('after a crash, an open 8 kbps hour is finished with its length from its size at its own bitrate', async () => {
    now = Date.parse('2026-03-01T09:00:00.000Z');
    const first = recorders();
    first.start();
    await airPaced(8);
    // The crash: the row stays open. (The first recorder's tap stays on the old bus; its encoder is killed in
    // afterEach.)
    await waitFor('frames on disk', () => {
      const [open] = repos.recordings.open();
      return open && fs.statSync(recordingPath(root(), open.fileName)).size > 6_000;
    });
    taps = createBusTaps(silentLogger);
    const second = recorders();
    second.start();
    const [row] = repos.recordings.list({ kind: 'logger' }).filter((r) => r.startedAt === '2026-03-01T09:00:00.000Z');
    const file = recordingPath(root(), row!.fileName);
    expect(row!.sizeBytes).toBe(fs.statSync(file).size);
    const decoded = await decodedSeconds(ffmpegPath, file);
    expect(decoded).toBeGreaterThan(5);
    // At 128 kbps the same bytes would be said to last 16 times less.
    expect(Math.abs(row!.durationSec - decoded)).toBeLessThan(0.5);
    await second.stop();
  }, 30_000);
});
