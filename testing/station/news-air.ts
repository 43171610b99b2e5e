import { expect } from 'vitest';
import { HARD_TOLERANCE_MS } from '../../desktop/station/programming/planner/clock-step';
import type { StartOptions } from '../../desktop/station/start-station';
import { stationTimeZone, wallTime } from '../../shared/station/station-time';
import { addToneTrack, waitFor } from './test-audio';
import { firstToneAt, heardMore, listen, toneHeardSince } from './test-listener';
import { startTestStation, type TestStation } from './test-station';
import { engineOn, type MovableClock } from './wall-clock';

/** The music's tone, the fresh news's and the stale news's: what a listener tells apart. */
export const NEWS_TONES = { music: 440, fresh: 3100, stale: 2500 } as const;

/**
 * A station on the real engine reading `clock`, without crossfades, whose music category ("Música") holds two short
 * tones: the hour clock of a news test fills around its marks with them.
 */
export async function startNewsStation(clock: MovableClock, options: StartOptions = {}) {
  const station = await startTestStation({}, { ...engineOn(clock), clock, ...options });
  const ctx = station.context;
  ctx.repos.settings.updateStreaming({ crossfadeSeconds: 0 });
  const music = ctx.repos.categories.create({ name: 'Música' }).id;
  for (const seconds of [4, 4.5]) {
    const track = await addToneTrack(ctx, {
      title: `Tono ${seconds}`,
      artist: 'A',
      frequency: NEWS_TONES.music,
      toneSeconds: seconds,
      silence: 0,
    });
    ctx.repos.tracks.update(track.id, { categoryIds: [music] });
  }
  await station.ready;
  return { station, music };
}

/** The as-run's syndicated rows (news aired, marks skipped), oldest first. */
export const syndicatedRows = (station: TestStation) =>
  station.context.repos.asRun.page(
    { from: '2000-01-01T00:00:00.000Z', to: '2100-01-01T00:00:00.000Z', kind: 'syndicated' },
    0,
    10,
  ).items;

const minuteOf = (station: TestStation, at: number) =>
  Number(wallTime(at, stationTimeZone(station.context.config)).time.slice(3, 5));

/** A clock's hard mark (MM:00) at the minute of `at` in the station's hour. */
export const markAtMinute = (station: TestStation, at: number) =>
  `${String(minuteOf(station, at)).padStart(2, '0')}:00`;

/**
 * Two marks a minute apart, the wall clock moved to `aheadSeconds` before the first, away from the top of the hour
 * (its station ID) and from the hour's end (both marks in one hour's clock).
 */
export function twoNewsMarks(station: TestStation, clock: MovableClock, aheadSeconds: number) {
  let fresh = clock.toBeforeNextMinute(aheadSeconds);
  while (minuteOf(station, fresh) === 0 || minuteOf(station, fresh) > 57)
    fresh = clock.toBeforeNextMinute(aheadSeconds);
  return { fresh, stale: fresh + 60_000 };
}

/**
 * Listens to /stream from 8 s before the fresh mark until the fresh news is in the as-run, then (after
 * `beforeStale`) from 8 s before the stale mark until its skip is; returns the reception and each mark's system time.
 */
export async function listenToNewsMarks(
  station: TestStation,
  clock: MovableClock,
  marks: { fresh: number; stale: number },
  freshTitle: string,
  beforeStale: () => Promise<void> = async () => {},
) {
  const rows = () => syndicatedRows(station);
  clock.moveTo(marks.fresh - 8_000);
  const freshHeard = clock.real(marks.fresh);
  const rx = await listen(`${station.url}/stream`);
  await waitFor('the fresh news on air', () => rows().some((r) => r.title === freshTitle), 60_000, 100);
  await heardMore(rx, 6_000);
  await beforeStale();
  if (clock.now() < marks.stale - 8_000) clock.moveTo(marks.stale - 8_000);
  const staleHeard = clock.real(marks.stale);
  const skipped = () => rows().some((r) => r.startedAt === new Date(marks.stale).toISOString());
  await waitFor('the stale news skipped', skipped, 60_000, 100);
  await heardMore(rx, 6_000);
  rx.stop();
  return { rx, freshHeard, staleHeard };
}

type Heard = Awaited<ReturnType<typeof listenToNewsMarks>>;

/** The fresh news's tone starts within the clock's tolerance of its mark (the fill to time lands the hour there). */
export async function expectFreshNewsAtMark(station: TestStation, heard: Heard) {
  const { heardAt } = await toneHeardSince(station.context.ffmpegPath, heard.rx, heard.freshHeard, NEWS_TONES.fresh);
  expect(heardAt, 'the fresh news tone').not.toBeNull();
  expect(heardAt! - heard.freshHeard).toBeGreaterThan(-HARD_TOLERANCE_MS - 1_500);
  expect(heardAt! - heard.freshHeard).toBeLessThan(3_500);
}

/** After the stale mark the music carries on at once and the stale news's tone is never heard. */
export async function expectMusicInsteadOfStale(station: TestStation, heard: Heard) {
  const { ffmpegPath } = station.context;
  const { pcm, heardAt } = await toneHeardSince(ffmpegPath, heard.rx, heard.staleHeard, NEWS_TONES.music);
  expect(heardAt, 'the music after the skipped news').not.toBeNull();
  expect(heardAt! - heard.staleHeard).toBeLessThan(5_000);
  expect(firstToneAt(pcm, NEWS_TONES.stale)).toBeNull();
}
