/**
 * CPU and disk cost of the broadcast logger per hour of audio: the real recorder (ffmpeg MP3 encoder fed bus frames
 * through the bus tap, Node writing whole frames to disk) encoding music-like PCM as fast as it can. CPU = the
 * encoder's user+system time (from /proc) plus Node's own, scaled to one hour of audio; disk = bytes per hour.
 * `--kbps` picks the logger quality (8, 16, 32, 64 or 128; default: the logger's default, 8 kbps mono 8 kHz).
 *
 *   npx tsx bench/logger-cost.ts [--minutes 10] [--kbps 8]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createBusTaps } from '../desktop/station/broadcast/bus/bus-taps';
import { createRunner } from '../desktop/station/ffmpeg/runner';
import { openDatabase } from '../desktop/station/db/database';
import { resolveFfmpegPath } from '../desktop/station/ffmpeg/path';
import { createAlerts } from '../desktop/station/health/alerts';
import { silentLogger } from '../desktop/station/core/log';
import { LOGGER_DEFAULTS, writeLoggerSettings } from '../desktop/station/recording/logger-settings';
import { createRecorders } from '../desktop/station/recording/recorders';
import { createRepos } from '../desktop/station/repos/index';
import { LOGGER_BITRATES, type LoggerBitrate } from '../shared/schemas/archive/recordings';

const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    kbps: { type: 'string', default: String(LOGGER_DEFAULTS.loggerBitrateKbps) },
  },
});
const minutes = Number(values.minutes);
const kbps = Number(values.kbps) as LoggerBitrate;
if (!LOGGER_BITRATES.includes(kbps)) throw new Error(`--kbps must be one of ${LOGGER_BITRATES.join(', ')}`);
const FRAME_BYTES = 3528;
const frames = minutes * 60 * 50;

/** A frame of a moving three-note chord with a little noise: closer to music than a pure tone for the encoder. */
function frame(index: number): Buffer {
  const out = Buffer.alloc(FRAME_BYTES);
  const base = [220, 277, 330, 392][Math.floor(index / 100) % 4]!;
  for (let i = 0; i < 882; i++) {
    const t = (index * 882 + i) / 44_100;
    const v =
      0.25 * Math.sin(2 * Math.PI * base * t) +
      0.15 * Math.sin(2 * Math.PI * base * 1.25 * t) +
      0.1 * Math.sin(2 * Math.PI * base * 1.5 * t) +
      0.03 * (Math.random() * 2 - 1);
    const s = Math.round(v * 32_000);
    out.writeInt16LE(s, i * 4);
    out.writeInt16LE(s, i * 4 + 2);
  }
  return out;
}

/** utime+stime of a process in seconds, from /proc (Linux). */
function cpuSeconds(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-logger-bench-'));
  const db = openDatabase(path.join(dir, 'emisora.db'));
  const repos = createRepos(db);
  writeLoggerSettings(repos.settings, { loggerBitrateKbps: kbps });
  const runner = createRunner(silentLogger);
  const taps = createBusTaps(silentLogger);
  const recorders = createRecorders({
    ctx: {
      log: silentLogger,
      config: { dataDir: dir } as never,
      repos,
      ffmpegPath: resolveFfmpegPath(process.env.FFMPEG_PATH),
      alerts: createAlerts({ db, log: silentLogger }),
    },
    runner,
    taps,
    // A fixed mid-hour clock: one file, no rotation during the run.
    now: () => Date.parse('2026-01-01T10:30:00Z'),
  });
  recorders.start();
  const pool = Array.from({ length: 400 }, (_, i) => frame(i));
  const nodeBefore = process.cpuUsage();
  const wallStart = performance.now();
  let encoderPid = 0;
  let encoderCpu = 0;
  for (let i = 0; i < frames; i++) {
    taps.write(pool[i % pool.length]!);
    if (i % 50 === 49) {
      // About 6x real time: the encoder keeps up (the recorder drops PCM past a 2 s backlog, as on air).
      await new Promise((resolve) => setTimeout(resolve, 150));
      encoderPid ||= runner.pids()[0] ?? 0;
      if (encoderPid) encoderCpu = cpuSeconds(encoderPid);
    }
  }
  const node = process.cpuUsage(nodeBefore);
  await recorders.stop();
  const wallSec = (performance.now() - wallStart) / 1000;
  const [row] = repos.recordings.list({ kind: 'logger' });
  const audioSec = row?.durationSec ?? 0;
  const perHour = 3600 / audioSec;
  const nodeSec = (node.user + node.system) / 1e6;
  const result = {
    date: new Date().toISOString(),
    loggerKbps: kbps,
    audioSeconds: Math.round(audioSec),
    wallSeconds: Math.round(wallSec * 10) / 10,
    encoderCpuSecondsPerAudioHour: Math.round(encoderCpu * perHour * 10) / 10,
    nodeCpuSecondsPerAudioHour: Math.round(nodeSec * perHour * 10) / 10,
    cpuPercentOfOneCoreAtRealTime: Math.round(((encoderCpu + nodeSec) / audioSec) * 1000) / 10,
    diskBytesPerHour: Math.round((row?.sizeBytes ?? 0) * perHour),
    diskMiBPerHour: Math.round((((row?.sizeBytes ?? 0) * perHour) / 1024 ** 2) * 10) / 10,
    diskGiBPer90Days: Math.round((((row?.sizeBytes ?? 0) * perHour * 24 * 90) / 1024 ** 3) * 10) / 10,
  };
  console.log(JSON.stringify(result, null, 2));
  await runner.stopAll();
  db.close();
  fs.rmSync(dir, { recursive: true, force: true });
}

void main();
