/**
 * Follower lag at a library's size:
 *   npx tsx bench/follower-lag.ts --tracks 20000 --rounds 5 [--poll-ms 5000]
 * A studio with --tracks songs and a standby following it (the standby's media folder already holds the songs, as
 * after its first copy: hard links, so only the database travels). Each round commits a schedule edit on the studio
 * and measures the time until the standby's database holds it, at the production poll interval; also the first
 * copy of the whole database and the snapshot's size.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { resolveFfmpegPath } from '../desktop/station/ffmpeg/path';
import { FOLLOW_POLL_MS } from '../desktop/station/standby/follow/follower';
import { startTestStation } from '../testing/station/test-station';
import { seedLibrary } from './library-seed';

const { values } = parseArgs({
  options: {
    tracks: { type: 'string', default: '20000' },
    rounds: { type: 'string', default: '5' },
    'poll-ms': { type: 'string', default: String(FOLLOW_POLL_MS) },
  },
});
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-follower-lag-'));
const studioDir = path.join(root, 'studio');
const followerDir = path.join(root, 'follower');
const ms = (from: number) => Math.round(performance.now() - from);

async function main() {
  const seeded = await seedLibrary(studioDir, resolveFfmpegPath(process.env.FFMPEG_PATH), Number(values.tracks));
  console.log(`seeded ${values.tracks} tracks in ${seeded.seconds.toFixed(1)} s`);
  const studio = await startTestStation({ dataDir: studioDir });
  const { token } = studio.context.repos.followers.create('bench');
  const audio = path.join('media', 'audio');
  fs.mkdirSync(path.join(followerDir, audio), { recursive: true });
  for (const name of fs.readdirSync(path.join(studioDir, audio)))
    fs.linkSync(path.join(studioDir, audio, name), path.join(followerDir, audio, name));
  const started = performance.now();
  const follower = await startTestStation(
    { dataDir: followerDir, follow: { url: studio.url, token } },
    { standby: { pollMs: Number(values['poll-ms']) } },
  );
  const sync = follower.context.standby?.follower;
  if (!sync) throw new Error('the follower did not start following');
  while (sync.status().syncedAt === null) await sync.nextPoll();
  const tracks = follower.context.db.prepare('SELECT COUNT(*) AS n FROM tracks').get() as { n: number };
  const manifest = await studio.context.standby?.feed.manifest();
  console.log(
    `first copy: ${ms(started)} ms from the follower's start (${tracks.n} tracks, snapshot ${((manifest?.database.size ?? 0) / 1048576).toFixed(1)} MiB)`,
  );
  const lags: number[] = [];
  for (let round = 1; round <= Number(values.rounds); round++) {
    // A poll's phase against the edit is random on air: the edit lands at a random point of the interval.
    await new Promise((resolve) => setTimeout(resolve, Math.random() * Number(values['poll-ms'])));
    const title = `Edición ${round}`;
    const at = performance.now();
    studio.context.repos.schedule.create({
      ...{ date: `2031-01-${String(round).padStart(2, '0')}`, start: '10:00', end: '11:00' },
      ...{ title, host: '', type: 'music' },
    } as never);
    const has = follower.context.db.prepare('SELECT 1 FROM schedule_programs WHERE title = ?');
    while (!has.get(title)) await sync.nextPoll();
    lags.push(ms(at));
    console.log(`round ${round}: the edit reached the follower after ${lags.at(-1)} ms`);
  }
  lags.sort((a, b) => a - b);
  console.log(
    `lag: median ${lags[Math.floor(lags.length / 2)]} ms, max ${lags.at(-1)} ms (poll ${values['poll-ms']} ms); load ${os.loadavg()[0]?.toFixed(1)}`,
  );
  await follower.stop();
  await studio.stop();
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => fs.rmSync(root, { recursive: true, force: true }));
