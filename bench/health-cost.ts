/**
 * Broadcast health costs. 1) The silence detectors' CPU: RMS of every 20 ms bus frame, as the dead-air tap
 * does on the output and the live guard on the live input (two frames per tick while live), on music-like PCM.
 * 2) Audience statistics storage per 1,000 listener-hours: the real listener-stats store on a fresh SQLite file,
 * driven by a simulated clock (sessions of a given mean length, per-minute rows), file size after VACUUM.
 *
 *   npx tsx bench/health-cost.ts [--frames 250000] [--session-minutes 30]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../desktop/station/db/database';
import { isSilent, rmsDbfs } from '../desktop/station/health/level';
import { createListenerStats, type EndSession } from '../desktop/station/health/listener-stats';
import { silentLogger } from '../desktop/station/core/log';

const { values } = parseArgs({
  options: { frames: { type: 'string', default: '250000' }, 'session-minutes': { type: 'string', default: '30' } },
});
const FRAME_BYTES = 3528;

function musicFrame(index: number): Buffer {
  const out = Buffer.alloc(FRAME_BYTES);
  for (let i = 0; i < 882; i++) {
    const t = (index * 882 + i) / 44_100;
    const s = Math.round((0.3 * Math.sin(2 * Math.PI * 220 * t) + 0.02 * (Math.random() * 2 - 1)) * 32_000);
    out.writeInt16LE(s, i * 4);
    out.writeInt16LE(s, i * 4 + 2);
  }
  return out;
}

function detectorCpu(frames: number) {
  const pool = Array.from({ length: 500 }, (_, i) => musicFrame(i));
  let silent = 0;
  // Warm up the JIT first, then measure.
  for (let i = 0; i < 20_000; i++) if (isSilent(pool[i % pool.length]!)) silent++;
  const cpuStart = process.cpuUsage();
  const start = process.hrtime.bigint();
  for (let i = 0; i < frames; i++) if (isSilent(pool[i % pool.length]!)) silent++;
  const ns = Number(process.hrtime.bigint() - start);
  const cpu = process.cpuUsage(cpuStart);
  const perFrameUs = ns / frames / 1000;
  // One frame every 20 ms on the output; a second one (the live input) while a live show is on.
  const shareOfCore = (perFrameUs / 20_000) * 100;
  const rms = rmsDbfs(pool[0]!);
  return { perFrameUs, shareOfCore, cpuSeconds: (cpu.user + cpu.system) / 1e6, silent, rms };
}

function statsStorage(listenerHours: number, sessionMinutes: number) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-health-bench-'));
  const db = openDatabase(path.join(dir, 'emisora.db'));
  const size = () => {
    db.exec('VACUUM');
    const { page_count } = db.prepare<[], { page_count: number }>('PRAGMA page_count').get()!;
    const { page_size } = db.prepare<[], { page_size: number }>('PRAGMA page_size').get()!;
    return page_count * page_size;
  };
  const before = size();
  let clock = Date.parse('2026-11-01T00:00:00Z');
  const stats = createListenerStats({ db, log: silentLogger, now: () => clock });
  // A steady audience of 100 for listenerHours / 100 hours, each listener reconnecting every sessionMinutes.
  const concurrent = 100;
  const hours = listenerHours / concurrent;
  const sessionMs = sessionMinutes * 60_000;
  const agents = [
    'VLC/3.0.18 LibVLC/3.0.18',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36',
  ];
  const open: Array<{ end: EndSession; until: number }> = [];
  let sessions = 0;
  const startOne = (i: number) => {
    sessions++;
    const end = stats.start(i % 5 === 0 ? 'flv' : 'mp3', {
      userAgent: agents[i % agents.length],
      address: `10.0.${(i >> 8) & 255}.${i & 255}`,
    });
    // Spread the reconnections so sessions do not all end at once.
    open.push({ end, until: clock + sessionMs * (0.5 + ((i * 7919) % 1000) / 1000) });
  };
  for (let i = 0; i < concurrent; i++) startOne(i);
  const endAt = clock + hours * 3_600_000;
  const started = performance.now();
  while (clock < endAt) {
    clock += 1_000;
    for (let i = 0; i < open.length; i++) {
      if (open[i]!.until <= clock) {
        open[i]!.end();
        open.splice(i, 1);
        i--;
        startOne(sessions);
      }
    }
    stats.sample();
  }
  for (const session of open) session.end();
  stats.stop();
  const elapsed = performance.now() - started;
  const bytes = size() - before;
  const rows = db.prepare<[], { n: number }>('SELECT count(*) AS n FROM listener_minutes').get()!.n;
  db.close();
  fs.rmSync(dir, { recursive: true, force: true });
  return { sessions, minuteRows: rows, bytes, perThousand: (bytes / listenerHours) * 1000, elapsedMs: elapsed };
}

const cpu = detectorCpu(Number(values.frames));
console.log(
  `detector: ${cpu.perFrameUs.toFixed(2)} µs per 20 ms frame = ${cpu.shareOfCore.toFixed(3)} % of one core per input ` +
    `(${Number(values.frames)} frames, ${cpu.cpuSeconds.toFixed(2)} s CPU; frame level ${cpu.rms.toFixed(1)} dBFS)`,
);
const sessionMinutes = Number(values['session-minutes']);
const storage = statsStorage(1_000, sessionMinutes);
console.log(
  `storage: 1,000 listener-hours with ${sessionMinutes}-min sessions = ${storage.sessions} sessions + ` +
    `${storage.minuteRows} minute rows = ${(storage.bytes / 1024).toFixed(0)} KiB ` +
    `(${(storage.bytes / storage.sessions).toFixed(0)} B per session); simulated in ${(storage.elapsedMs / 1000).toFixed(1)} s`,
);
