/**
 * Picks a track from a pool. Shuffled pools use a shuffle bag (every track once before any repeats), never the
 * same artist twice in a row while the bag offers another, never the same track twice in a row when there is more
 * than one; ordered pools go round in order. The random source is a seeded generator kept in the state, so a copy
 * of the state forecasts exactly what the real picks will be (the studio's "next hour"). Each pick costs the same
 * with 20 tracks or 20,000: the bag is shuffled once per round and a pick looks at a few entries from its end.
 */

export interface Candidate {
  id: number;
  artist: string;
  /** For the separation rules (same title, same album); pools read them, a test may leave them out. */
  title?: string;
  album?: string | null;
  /** Seconds on air (cue-in to cue-out), for fill to time; pools that are never timed leave it out. */
  length?: number;
}

export interface Pool {
  key: string;
  shuffle: boolean;
  /** In playlist order; broken tracks already left out. */
  tracks: readonly Candidate[];
  /** Ids to pass over (items removed from the studio's next hour). */
  skip?: ReadonlySet<number>;
  /** Separation cost of a candidate (separation.ts): 0 keeps every rule; the least-cost candidate wins. */
  cost?: (candidate: Candidate) => number;
}

export interface PickerState {
  seed: number;
  bags: Record<string, number[]>;
  cursors: Record<string, number>;
  lastId: number | null;
  lastArtist: string | null;
}

export const initialPickerState = (seed: number): PickerState => ({
  seed: seed >>> 0,
  bags: {},
  cursors: {},
  lastId: null,
  lastArtist: null,
});

export const clonePickerState = (state: PickerState): PickerState => ({
  seed: state.seed,
  bags: Object.fromEntries(Object.entries(state.bags).map(([k, v]) => [k, v.slice()])),
  cursors: { ...state.cursors },
  lastId: state.lastId,
  lastArtist: state.lastArtist,
});

/** mulberry32: tiny, fast and good enough to deal a shuffle. */
function nextRandom(state: PickerState): number {
  state.seed = (state.seed + 0x6d2b79f5) >>> 0;
  let t = state.seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

const LOOK_AHEAD = 32;
// Near the end of a round one artist can fill what is left; only small bags are counted, so a pick stays cheap.
const CROWD_CHECK_MAX = 64;
const sameArtist = (a: string, b: string | null) => b !== null && a.trim().toLowerCase() === b.trim().toLowerCase();

/** Picks one track of the pool and updates the state in place; null when the pool has nothing playable. */
export function pick(state: PickerState, pool: Pool): Candidate | null {
  const playable = pool.skip?.size ? pool.tracks.filter((t) => !pool.skip!.has(t.id)) : pool.tracks;
  if (playable.length === 0) return null;
  const chosen = pool.shuffle ? fromBag(state, pool.key, playable, pool.cost) : inOrder(state, pool.key, playable);
  state.lastId = chosen.id;
  state.lastArtist = chosen.artist;
  return chosen;
}

function inOrder(state: PickerState, key: string, tracks: readonly Candidate[]): Candidate {
  const at = (state.cursors[key] ?? 0) % tracks.length;
  state.cursors[key] = at + 1;
  return tracks[at]!;
}

const indexes = new WeakMap<readonly Candidate[], Map<number, Candidate>>();

/** Pools are cached by the caller, so their id index is built once per pool, not once per pick. */
function indexOf(tracks: readonly Candidate[]): Map<number, Candidate> {
  let byId = indexes.get(tracks);
  if (!byId) {
    byId = new Map(tracks.map((t) => [t.id, t]));
    indexes.set(tracks, byId);
  }
  return byId;
}

function fromBag(
  state: PickerState,
  key: string,
  tracks: readonly Candidate[],
  cost?: (candidate: Candidate) => number,
): Candidate {
  const byId = indexOf(tracks);
  for (let round = 0; round < 2; round++) {
    let bag = state.bags[key];
    let seam = false;
    if (!bag || bag.length === 0) {
      bag = tracks.map((t) => t.id);
      for (let i = bag.length - 1; i > 0; i--) {
        const j = Math.floor(nextRandom(state) * (i + 1));
        [bag[i], bag[j]] = [bag[j]!, bag[i]!];
      }
      state.bags[key] = bag;
      seam = true;
    }
    // When one artist holds most of the pool, some round must put them twice in a row. Keeping the artist rule at
    // the seam made it decide the round's first pick every time (the demo's two Cala Bramant songs and Tramontana
    // aired as Tramontana first in every round); there the shuffle alone opens the round, the rule keeps the rest.
    const artistRule = !(seam && isDominated(tracks));
    const crowded = artistRule ? crowdedArtist(bag, byId, state.lastArtist) : null;
    // From the end of the bag: the first entry still in the pool, not a repeat, by another artist if one is near.
    let fallback = -1;
    let repeat = -1;
    let choice = -1;
    for (let i = bag.length - 1, seen = 0; i >= 0 && seen < LOOK_AHEAD; i--) {
      const candidate = byId.get(bag[i]!);
      if (!candidate) {
        // Gone from the pool: dropped. The entries above it move down one, and so do the indexes noted there.
        bag.splice(i, 1);
        if (fallback > i) fallback--;
        if (repeat > i) repeat--;
        continue;
      }
      seen++;
      if (candidate.id === state.lastId && tracks.length > 1) {
        repeat = i;
        continue;
      }
      if (cost && cost(candidate) > 0) continue;
      if (fallback < 0) fallback = i;
      if (
        !artistRule ||
        (!sameArtist(candidate.artist, state.lastArtist) && (crowded === null || sameArtist(candidate.artist, crowded)))
      ) {
        choice = i;
        break;
      }
    }
    if (choice < 0 && cost) return leastCost(state, bag, tracks, cost);
    if (choice < 0) choice = fallback >= 0 ? fallback : repeat;
    if (choice < 0 || (choice === repeat && round === 0 && bag.length === 1)) {
      // Only the track just played is left in this round: start the next round now.
      state.bags[key] = [];
      continue;
    }
    const [id] = bag.splice(choice, 1);
    return byId.get(id!)!;
  }
  return tracks[0]!;
}

/**
 * No candidate near the end of the bag keeps the separation rules: the first of the round that does, else the
 * least-cost track of the whole pool (one played earlier in the round may be the one furthest from its rules).
 */
function leastCost(
  state: PickerState,
  bag: number[],
  tracks: readonly Candidate[],
  cost: (candidate: Candidate) => number,
): Candidate {
  const byId = indexOf(tracks);
  for (let i = bag.length - 1; i >= 0; i--) {
    const candidate = byId.get(bag[i]!);
    if (candidate && candidate.id !== state.lastId && cost(candidate) === 0) return byId.get(bag.splice(i, 1)[0]!)!;
  }
  let best: Candidate | null = null;
  let bestCost = Infinity;
  // The round's tracks first, so among equal costs one not played this round wins (a cost that is never 0, as the
  // fit to a hard event's mark can be, would otherwise pick the pool's first track every time).
  for (let i = bag.length - 1; i >= 0; i--) {
    const candidate = byId.get(bag[i]!);
    if (!candidate || (candidate.id === state.lastId && tracks.length > 1)) continue;
    const c = cost(candidate);
    if (c < bestCost) [best, bestCost] = [candidate, c];
  }
  for (const candidate of tracks) {
    if (candidate.id === state.lastId && tracks.length > 1) continue;
    const c = cost(candidate);
    if (c < bestCost) [best, bestCost] = [candidate, c];
  }
  const chosen = best ?? tracks[0]!;
  const at = bag.indexOf(chosen.id);
  if (at >= 0) bag.splice(at, 1);
  return chosen;
}

const dominated = new WeakMap<readonly Candidate[], boolean>();

/** Whether one artist has more than half of the pool's tracks (worked out once per pool, like its index). */
function isDominated(tracks: readonly Candidate[]): boolean {
  let known = dominated.get(tracks);
  if (known === undefined) {
    const counts = new Map<string, number>();
    let most = 0;
    for (const t of tracks) {
      const artist = t.artist.trim().toLowerCase();
      const n = (counts.get(artist) ?? 0) + 1;
      counts.set(artist, n);
      most = Math.max(most, n);
    }
    known = most * 2 > tracks.length;
    dominated.set(tracks, known);
  }
  return known;
}

/**
 * When one artist (not the last one played) fills half of a small bag or more, play them now, or the round
 * corners itself into the same artist twice in a row.
 */
function crowdedArtist(
  bag: readonly number[],
  byId: ReadonlyMap<number, Candidate>,
  lastArtist: string | null,
): string | null {
  if (bag.length > CROWD_CHECK_MAX) return null;
  const counts = new Map<string, number>();
  let live = 0;
  for (const id of bag) {
    const c = byId.get(id);
    if (!c) continue;
    live++;
    const key = c.artist.trim().toLowerCase();
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  for (const [artist, n] of counts) if (n * 2 >= live && !sameArtist(artist, lastArtist) && n < live) return artist;
  return null;
}
