/**
 * Measures first-run demo seeding on a fresh temp data dir:
 *   /usr/bin/time -f '%U s user, %S s sys, %e s wall' npx tsx bench/demo-seeding.ts
 * The CPU times from /usr/bin/time include the ffmpeg children; on a shared machine they say
 * more than the wall time, which mostly measures the neighbours.
 */
import os from 'node:os';
import { createLogger } from '../desktop/station/core/log';
import { startTestStation } from '../testing/station/test-station';

const started = performance.now();
const station = await startTestStation({ demo: true }, { log: createLogger('info') });
await station.ready;
const seconds = (performance.now() - started) / 1000;
const { repos } = station.context;
const summary = {
  seedingWallSeconds: Number(seconds.toFixed(1)),
  tracks: repos.tracks.count(),
  images: repos.gallery.count(),
  team: repos.team.list().length,
};
await station.close();
console.log(
  JSON.stringify({
    ...summary,
    loadAverage: os.loadavg().map((l) => Number(l.toFixed(1))),
    cores: os.availableParallelism(),
  }),
);
