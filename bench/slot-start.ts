/**
 * A recorded show's hard-timed start as a listener hears it: from the slot's instant to the show's tone arriving on
 * a real /stream listener, and to the station's own play-history stamp. The station runs in this process with its
 * wall clock moved to 12 s before each minute, as the slot tests do. Those tests assert the order (the library, then
 * the show, never early) and the station's start at the slot; how soon a listener hears it is this bench's figure.
 * Usage: npx tsx bench/slot-start.ts [--runs 5]
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { stationTimeZone, wallTime } from '../shared/station/station-time';
import { apiClient } from '../testing/station/api-client';
import { airedThenHeard } from '../testing/station/slot-airing';
import { addToneTrack } from '../testing/station/test-audio';
import { listen, toneHeardSince } from '../testing/station/test-listener';
import { startTestStation } from '../testing/station/test-station';
import { engineOn, movableClock } from '../testing/station/wall-clock';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const LIBRARY = 440;
const clock = movableClock();
const station = await startTestStation({}, engineOn(clock));
const heard: number[] = [];
const started: number[] = [];
let lastEnd = 0;
try {
  const ctx = station.context;
  await addToneTrack(ctx, { title: 'Biblioteca', artist: 'A', frequency: LIBRARY, toneSeconds: 4, silence: 0 });
  const api = apiClient(station, await station.login());
  await station.ready;
  const tz = stationTimeZone(ctx.config);
  for (let run = 1; run <= Number(values.runs); run++) {
    // A tone of its own each run: the last run's may still be in what the listener's burst replays.
    const tone = 2_000 + 300 * run;
    const title = `Programa ${run}`;
    const show = await addToneTrack(ctx, { title, artist: 'B', frequency: tone, toneSeconds: 20, silence: 0 });
    // Each run's one-minute programme starts after the last one's end.
    clock.moveTo(Math.max(clock.now(), lastEnd));
    const slotStart = clock.toBeforeNextMinute(12);
    lastEnd = slotStart + 60_000;
    const wall = wallTime(slotStart, tz);
    const body = {
      date: wall.date,
      start: wall.time,
      end: wallTime(lastEnd, tz).time,
      title,
    };
    await api.call('schedule.create', { body: { ...body, host: '', type: 'talk', showTrackId: show.id } });
    const rx = await listen(`${station.url}/stream`);
    const startedAt = await airedThenHeard(ctx, rx, title);
    rx.stop();
    const slotHeard = clock.real(slotStart);
    const { heardAt } = await toneHeardSince(ctx.ffmpegPath, rx, slotHeard, tone);
    if (heardAt === null) throw new Error(`run ${run}: the show's tone was not heard`);
    heard.push(heardAt - slotHeard);
    started.push(startedAt - slotStart);
    console.log(
      `run ${run}: started ${startedAt - slotStart} ms after the slot, heard ${heardAt - slotHeard} ms after`,
    );
  }
} finally {
  await station.close();
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
console.log(
  `slot → heard: median ${median(heard)} ms, max ${Math.max(...heard)} ms; slot → station's start: median ${median(started)} ms, max ${Math.max(...started)} ms; load ${os.loadavg()[0]!.toFixed(1)}`,
);
