/**
 * The station of the soak bench, in its own Node process so its memory, CPU and open files are its
 * own. Prints one JSON line when on air, then every 5 s a line with its event-loop delay since the
 * previous line and the bus diagnostics; warnings and errors of the station go to stderr.
 * Env: SOAK_TRACKS (tone tracks to start with, default 8).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { addToneTrack, waitFor } from '../testing/station/test-audio';
import { freePorts } from '../desktop/station/config/ports';
import { createLogger } from '../desktop/station/core/log';
import { startStation } from '../desktop/station/start-station';
import { BENCH_ADMIN_PASSWORD } from './bench-constants';

const REPORT_MS = 5_000;

const MiB = (bytes: number) => Math.round((bytes / 1_048_576) * 10) / 10;
function memoryBreakdown() {
  const usage = process.memoryUsage();
  const spaces = v8.getHeapSpaceStatistics();
  const space = (name: string) => spaces.find((s) => s.space_name === name)?.space_size ?? 0;
  return {
    heapTotal: MiB(usage.heapTotal),
    newSpace: MiB(space('new_space')),
    oldSpace: MiB(space('old_space')),
    codeSpace: MiB(space('code_space')),
    largeObjects: MiB(space('large_object_space')),
    external: MiB(usage.external),
    arrayBuffers: MiB(usage.arrayBuffers),
    // SQLite's page cache grows with the pages read and written, up to the station's cache_size (512 KiB): the
    // file's size says how far it can have grown.
    database: MiB(fileSize('emisora.db') + fileSize('emisora.db-wal')),
  };
}
function fileSize(name: string): number {
  try {
    return fs.statSync(path.join(dataDir, name)).size;
  } catch {
    return 0;
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-soak-'));
const [port, rtmpPort, flvPort] = (await freePorts(3)) as [number, number, number];
const station = await startStation(
  {
    host: '127.0.0.1',
    port,
    rtmpPort,
    flvPort,
    dataDir,
    demo: false,
    adminPassword: BENCH_ADMIN_PASSWORD,
    ffmpegPath: process.env.FFMPEG_PATH,
    publicUrl: undefined,
    webRoot: undefined,
    logLevel: 'warn',
  },
  { log: createLogger('warn') },
);
const ctx = station.context;
const tracks = Number(process.env.SOAK_TRACKS ?? 8);
for (let i = 0; i < tracks; i++) {
  // Three-minute songs would make the soak mostly about one decoder; 40 s tones change track often.
  await addToneTrack(ctx, {
    title: `Tono ${300 + i * 50}`,
    artist: `Artista ${i}`,
    frequency: 300 + i * 50,
    toneSeconds: 40,
    silence: 1,
  });
}
await station.ready;
await waitFor('analysis', () => ctx.repos.tracks.listUnanalyzed().length === 0, 300_000, 500);

const loop = monitorEventLoopDelay({ resolution: 10 });
loop.enable();
console.log(
  JSON.stringify({
    url: station.url,
    rtmpPort,
    streamKey: ctx.repos.settings.streaming().streamKey,
    pid: process.pid,
    dataDir,
  }),
);

setInterval(() => {
  const ms = (ns: number) => Math.round(ns / 1e4) / 100;
  console.log(
    JSON.stringify({
      at: Date.now(),
      loop: { maxMs: ms(loop.max), p99Ms: ms(loop.percentile(99)), meanMs: ms(loop.mean) },
      heapMiB: process.memoryUsage().heapUsed / 1_048_576,
      // Where RSS that is not the heap in use goes: V8's committed spaces, and memory held outside the heap.
      memory: memoryBreakdown(),
      // Sockets, timers, child processes, file handles: a leak of any of them shows here first.
      handles: process.getActiveResourcesInfo().length,
      bus: ctx.broadcast.diagnostics?.(),
    }),
  );
  loop.reset();
}, REPORT_MS).unref();

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await station.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
