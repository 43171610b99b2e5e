/**
 * A station for the broadcast benchmarks, run as its own process so its CPU and memory can be
 * measured apart from the load generator. Prints one JSON line when on air; stops on SIGTERM.
 * Env: BENCH_TRACKS (tone tracks to add, default 6), BENCH_CROSSFADE (seconds, default 2).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addToneTrack, waitFor } from '../testing/station/test-audio';
import { freePort } from '../desktop/station/config/ports';
import { createLogger } from '../desktop/station/core/log';
import { startStation } from '../desktop/station/start-station';
import { BENCH_ADMIN_PASSWORD } from './bench-constants';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-bench-'));
const station = await startStation(
  {
    host: '127.0.0.1',
    port: await freePort(),
    rtmpPort: await freePort(),
    flvPort: await freePort(),
    dataDir,
    demo: false,
    adminPassword: BENCH_ADMIN_PASSWORD,
    ffmpegPath: process.env.FFMPEG_PATH,
    publicUrl: undefined,
    webRoot: undefined,
    logLevel: 'error',
  },
  // Only the publish events go out (as JSON on stdout), so the bench can time switches from them.
  {
    log: createLogger('info', 'station', (line) => {
      if (line.includes('live publisher connected'))
        console.log(JSON.stringify({ publishAcceptedAt: Date.parse(line.slice(0, 24)) }));
    }),
  },
);
const ctx = station.context;
const tracks = Number(process.env.BENCH_TRACKS ?? 6);
const frequencies = [300, 400, 500, 600, 700, 800, 350, 450, 550, 650];
for (let i = 0; i < tracks; i++) {
  const frequency = frequencies[i % frequencies.length]!;
  await addToneTrack(ctx, {
    title: `Tono ${frequency}`,
    artist: `Artista ${i}`,
    frequency,
    toneSeconds: Number(process.env.BENCH_TONE_SECONDS ?? 6),
    silence: 1,
  });
}
ctx.repos.settings.updateStreaming({ crossfadeSeconds: Number(process.env.BENCH_CROSSFADE ?? 2) });
await station.ready;
await waitFor('analysis', () => ctx.repos.tracks.listUnanalyzed().length === 0, 120_000, 200);
ctx.broadcast.skip();
await new Promise((r) => setTimeout(r, 4_500));

console.log(
  JSON.stringify({
    url: station.url,
    rtmpPort: ctx.config.rtmpPort,
    streamKey: ctx.repos.settings.streaming().streamKey,
    frequencies: frequencies.slice(0, tracks),
    pid: process.pid,
  }),
);

// Bus health for the load generator (frames rendered, dropped after stalls, underruns) and where the memory is.
setInterval(
  () => console.log(JSON.stringify({ diagnostics: ctx.broadcast.diagnostics?.(), memory: process.memoryUsage() })),
  1_000,
).unref();

const stop = async () => {
  await station.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
