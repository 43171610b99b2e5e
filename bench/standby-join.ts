/**
 * What joining the studio's plan costs: the air state a studio serves its standby PCs (its last decisions, each with
 * the planner's run before it) with the planner bench's station (10,000 tracks, 200 playlists, a year of schedule
 * and 60 campaigns), its size on the wire, the time to write and to check it, and a standby's join: the decisions
 * taken again from it to the item on air, 30 s and one hour after the studio's last decision.
 * Usage: npm run bench:standby-join
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../desktop/station/db/database';
import { createPlannerData } from '../desktop/station/programming/planner/planner-data';
import { createProgramming } from '../desktop/station/programming/planner/programming';
import { createRepos } from '../desktop/station/repos/index';
import { standbyAirStateSchema } from '../shared/schemas/standby/standby';
import { instantOf, nextDate, wallTime } from '../shared/station/station-time';
import { seedStation } from './planner-fixture';

const TIME_ZONE = 'Europe/Madrid';
const CROSSFADE = 2;
const DECISIONS = 500;
const ROUNDS = 20;

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-bench-join-'));
const db = openDatabase(path.join(dir, 'station.db'));
const repos = createRepos(db);
const day = nextDate(wallTime(Date.now(), TIME_ZONE).date);
seedStation(db, day);
repos.settings.updateStreaming({ jingleEvery: 4, adBreakMinutes: [0, 30] });
const start = instantOf(day, '06:00', TIME_ZONE);

const make = (startedAt: number) =>
  createProgramming({
    data: createPlannerData(db, repos, () => TIME_ZONE),
    timeZone: TIME_ZONE,
    tracks: repos.tracks,
    settings: () => repos.settings.programming(),
    crossfadeSeconds: () => CROSSFADE,
    now: () => startedAt,
    seed: 9,
  });

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
function timed<T>(fn: () => T): { value: T; ms: number } {
  const from = performance.now();
  const value = fn();
  return { value, ms: performance.now() - from };
}

const studio = make(start);
let at = start;
for (let i = 0; i < DECISIONS; i++) {
  const item = studio.next(at);
  if (!item) throw new Error('the library cannot play');
  at += Math.max(1, item.track.duration - CROSSFADE) * 1000;
}
const lastAt = studio.airState().at(-1)!.at;
const writes: number[] = [];
const checks: number[] = [];
let body = '';
for (let i = 0; i < ROUNDS; i++) {
  const written = timed(() => JSON.stringify({ startedAt: 'bench', decisions: studio.airState() }));
  writes.push(written.ms);
  body = written.value;
  checks.push(timed(() => standbyAirStateSchema.parse(JSON.parse(body))).ms);
}
const { decisions } = standbyAirStateSchema.parse(JSON.parse(body));
const joins = (afterMs: number) => {
  const times: number[] = [];
  let replayed = 0;
  for (let i = 0; i < ROUNDS; i++) {
    const standby = make(start + 3_600_000);
    const joined = timed(() => standby.join(decisions, lastAt + afterMs, CROSSFADE));
    if (!joined.value) throw new Error('the standby could not join');
    times.push(joined.ms);
    replayed = joined.value.replayed;
  }
  return { ms: median(times), replayed };
};
const soon = joins(30_000);
const late = joins(3_600_000);
const kib = (Buffer.byteLength(body) / 1024).toFixed(0);
console.log(
  `| Standby joining the studio's plan, 10,000 tracks | air state ${kib} KiB (${decisions.length} decisions), ` +
    `written in ${median(writes).toFixed(2)} ms and checked in ${median(checks).toFixed(2)} ms (medians); ` +
    `join 30 s after the last decision ${soon.ms.toFixed(2)} ms (${soon.replayed} taken again), ` +
    `one hour after ${late.ms.toFixed(2)} ms (${late.replayed} taken again) | \`npm run bench:standby-join\` | ` +
    `VM, ${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(1)} | ${new Date().toISOString().slice(0, 10)} |`,
);
db.close();
fs.rmSync(dir, { recursive: true, force: true });
