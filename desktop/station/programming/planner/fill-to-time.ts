import type { ClockEvent } from '../../../../shared/schemas/music/clocks';
import type { PlayableTrack } from '../../repos/library/tracks';
import { type ClockState, HARD_TOLERANCE_MS, markMs, stationHour } from './clock-step';
import type { Candidate } from './picker';

/**
 * Fill to time: a hard event starts within HARD_TOLERANCE_MS of its mark. The last songs before it are chosen by
 * their real lengths (cue-in to cue-out, less the crossfade into the next) so the hour lands; when nothing lands,
 * the clock's filler closes the gap, or the item on air is cut at the mark (its crossfade is the fade).
 */

/** The seconds an item holds the air: cue-in to cue-out. */
export const airSeconds = (t: Pick<PlayableTrack, 'duration' | 'cueIn' | 'cueOut'>): number =>
  Math.max(0, (t.cueOut ?? t.duration) - (t.cueIn ?? 0));

/** The same track cut so that, started at `at`, its crossfade into the next item begins at `mark`. */
export const cutAtMark = (track: PlayableTrack, at: number, mark: number, crossfadeSeconds: number): PlayableTrack => ({
  ...track,
  cueOut: (track.cueIn ?? 0) + (mark - at) / 1000 + crossfadeSeconds,
});

/** How well a length leaves the gap to a mark: 0 fine, then worse and worse, 3 runs past it. */
export const FIT_CLASSES = 4;

/** The lengths (whole seconds, crossfade taken off) the next song, or the next two, can fill. */
export interface Reach {
  min: number;
  max: number;
  one: Uint8Array;
  two: Uint8Array;
}

const wholeSeconds = (lengths: readonly number[]) => [
  ...new Set(lengths.filter((l) => l > 0).map((l) => Math.round(l))),
];

/** What the next pick (`first`'s lengths) fills, and it with the pick after (`second`'s). */
function reachOf(first: readonly number[], second: readonly number[]): Reach | null {
  const a = wholeSeconds(first);
  const b = wholeSeconds(second);
  if (a.length === 0 || b.length === 0) return null;
  const max = Math.max(...a, ...b);
  const one = new Uint8Array(max + 1);
  const two = new Uint8Array(2 * max + 1);
  for (const x of a) {
    one[x] = 1;
    for (const y of b) two[x + y] = 1;
  }
  return { min: Math.min(...a), max, one, two };
}

/** Whether `seconds` is within the tolerance of what one or two more songs fill. */
function reachable(reach: Reach, seconds: number): boolean {
  const slack = HARD_TOLERANCE_MS / 1000;
  for (let s = Math.ceil(seconds - slack); s <= Math.floor(seconds + slack); s++)
    if (s >= 0 && (reach.one[s] === 1 || reach.two[s] === 1)) return true;
  return false;
}

/**
 * The fit class of an item `lengthMs` long (crossfade off) with `leftMs` to the mark: 0 when it lands on the mark,
 * when one or two more songs fill what it leaves, or when that is still far off; 1 when more songs fit in what it
 * leaves but do not land; 2 when it leaves a hole shorter than any song (for the filler); 3 when it runs past the
 * mark. Fine is 0 so the picker's shuffle still decides among the fine ones.
 */
export function fitClass(lengthMs: number, leftMs: number, reach: Reach | null): number {
  if (lengthMs > leftMs + HARD_TOLERANCE_MS) return 3;
  if (leftMs - lengthMs <= HARD_TOLERANCE_MS || !reach) return 0;
  const rest = (leftMs - lengthMs) / 1000;
  if (rest > 2 * reach.max || reachable(reach, rest)) return 0;
  return rest >= reach.min ? 1 : 2;
}

/** What fill to time reads: each hour's clock and a category's songs with their lengths. */
export interface FillSources {
  timeZone: string;
  clockAt(at: number): readonly ClockEvent[] | null;
  categoryTracks(categoryId: number): readonly Candidate[] | undefined;
}

/** The categories of the next two picks in turn from `index` (jingles and the station ID passed over). */
function nextCategories(events: readonly ClockEvent[], index: number): number[] {
  const inTurn = events.filter((e) => e.type !== 'hard' && e.type !== 'filler');
  const found: number[] = [];
  for (let i = 0; i < inTurn.length && found.length < 2; i++) {
    const e = inTurn[(index + i) % inTurn.length]!;
    if (e.type === 'category') found.push(e.categoryId);
  }
  return found.length === 1 ? [found[0]!, found[0]!] : found;
}

export function createFillToTime({ timeZone, clockAt, categoryTracks }: FillSources) {
  // Per pool of the next pick (the planner data keeps each array until a change): what it and the one after fill.
  const reaches = new WeakMap<readonly Candidate[], Map<string, Reach | null>>();
  const shortestOf = new WeakMap<readonly Candidate[], number>();
  const lengthsOf = (tracks: readonly Candidate[], xf: number) => tracks.map((c) => (c.length ?? 0) - xf);

  /** What one more song (the next pick's category) or two more (and the one after) can fill. */
  function reachAfter(at: number, clock: ClockState | undefined, xf: number): Reach | null {
    const events = clockAt(at);
    if (!events) return null;
    const [first, second] = nextCategories(events, clock?.index ?? 0);
    const a = first === undefined ? undefined : categoryTracks(first);
    const b = second === undefined ? undefined : categoryTracks(second);
    if (!a?.length || !b?.length) return null;
    const byNext = reaches.get(a) ?? new Map<string, Reach | null>();
    reaches.set(a, byNext);
    const key = `${second}:${xf}`;
    if (!byNext.has(key)) byNext.set(key, reachOf(lengthsOf(a, xf), lengthsOf(b, xf)));
    return byNext.get(key)!;
  }

  /**
   * The next hard event's mark after `at` (more than the tolerance ahead) that has not aired: this hour's, by the
   * clock state, or the next hour's. Null when neither hour's clock has one.
   */
  function markAfter(at: number, clock: ClockState | undefined): number | null {
    const here = stationHour(at, timeZone).start;
    for (const start of [here, here + 3_600_000]) {
      const events = clockAt(start);
      if (!events) continue;
      const done = clock?.hour === String(start) ? clock.hardDone : [];
      let next = Number.POSITIVE_INFINITY;
      for (const e of events) {
        if (e.type !== 'hard' || done.includes(e.at)) continue;
        const mark = start + markMs(e.at);
        if (mark > at + HARD_TOLERANCE_MS) next = Math.min(next, mark);
      }
      if (Number.isFinite(next)) return next;
    }
    return null;
  }

  /**
   * The cost of each candidate's fit before the mark (after the clock state has moved past this pick), or null
   * while the mark is too far for the fit to matter.
   */
  function fitFor(at: number, markAt: number, clock: ClockState | undefined, xf: number, filling = false) {
    const reach = filling ? null : reachAfter(at, clock, xf);
    const leftMs = markAt - at;
    if (reach && leftMs > 3 * reach.max * 1000) return null;
    return (c: Candidate) => (c.length === undefined ? 0 : fitClass((c.length - xf) * 1000, leftMs, reach));
  }

  /** The clock's filler category at `at`, if it has one. */
  function fillerAt(at: number): number | null {
    const filler = clockAt(at)?.find((e) => e.type === 'filler');
    return filler?.type === 'filler' ? filler.categoryId : null;
  }

  /** Whether even the shortest song of a category runs past the mark (a filler, or a cut, is due instead). */
  function nothingFits(categoryId: number, leftMs: number, xf: number): boolean {
    const tracks = categoryTracks(categoryId);
    if (!tracks?.length) return false;
    let shortest = shortestOf.get(tracks);
    if (shortest === undefined) {
      shortest = Math.min(...tracks.map((c) => c.length ?? 0));
      shortestOf.set(tracks, shortest);
    }
    return (shortest - xf) * 1000 > leftMs + HARD_TOLERANCE_MS;
  }

  return { markAfter, fitFor, fillerAt, nothingFits };
}
export type FillToTime = ReturnType<typeof createFillToTime>;
