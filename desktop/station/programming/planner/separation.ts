import type { RuleViolation, Separation, SeparationRule } from '../../../../shared/schemas/music/separation';
import { plural } from '../../../../shared/text/plural';
import { artistNames, foldName } from './artist-names';
import type { Candidate } from './picker';

/**
 * Separation rules as a cost inside the pick: a candidate that keeps every rule costs 0; one that breaks some costs
 * by how many minutes it falls short, the most important rule weighing most (title, then artist, then album). The
 * least-cost candidate wins, so when a small pool cannot keep them all the least important rule gives way first, by
 * the smallest amount, and the item says which.
 */

/** When each artist, title and album last aired (instants), for the minutes since. Plain objects: cheap to copy. */
export interface SeparationState {
  artist: Record<string, number>;
  title: Record<string, number>;
  album: Record<string, number>;
}

export const initialSeparationState = (): SeparationState => ({ artist: {}, title: {}, album: {} });

export const copySeparationState = (s: SeparationState): SeparationState => ({
  artist: { ...s.artist },
  title: { ...s.title },
  album: { ...s.album },
});

const RULE_WORDS: Record<SeparationRule, string> = { title: 'título', artist: 'artista', album: 'álbum' };
// Minutes fit in four digits (a week is 10,080): each rule gets its own decimal band, the most important the highest.
const WEIGHT: Record<SeparationRule, number> = { title: 1e10, artist: 1e5, album: 1 };
const MINUTE = 60_000;

type Song = Pick<Candidate, 'artist' | 'title' | 'album'> & Partial<Candidate>;

type Keys = { artist: string[]; title: string[]; album: string[] };
// Pools are cached by the planner data, so a candidate's folded names are worked out once, not at every pick.
const keyCache = new WeakMap<Song, { featured: Keys; plain: Keys }>();

function keysOf(c: Song, featured: boolean): Keys {
  let keys = keyCache.get(c);
  if (!keys) {
    const title = c.title ? [foldName(c.title)] : [];
    const album = c.album ? [foldName(c.album)] : [];
    keys = {
      featured: { artist: artistNames(c.artist, true), title, album },
      plain: { artist: artistNames(c.artist, false), title, album },
    };
    keyCache.set(c, keys);
  }
  return featured ? keys.featured : keys.plain;
}

const minutesOf = (rules: Separation): Record<SeparationRule, number> => ({
  title: rules.titleMin,
  artist: rules.artistMin,
  album: rules.albumMin,
});

export const hasRules = (rules: Separation): boolean => rules.artistMin + rules.titleMin + rules.albumMin > 0;

/** The minutes since the same artist, title or album last aired, for each rule the candidate breaks. */
function shortOf(state: SeparationState, c: Candidate, at: number, rules: Separation) {
  const keys = keysOf(c, rules.featuredArtist);
  const minutes = minutesOf(rules);
  const broken: Array<{ rule: SeparationRule; gap: number; short: number }> = [];
  for (const rule of ['title', 'artist', 'album'] as const) {
    if (minutes[rule] <= 0) continue;
    let last = -Infinity;
    for (const key of keys[rule]) last = Math.max(last, state[rule][key] ?? -Infinity);
    const gap = (at - last) / MINUTE;
    if (gap < minutes[rule]) broken.push({ rule, gap: Math.max(0, Math.floor(gap)), short: minutes[rule] - gap });
  }
  return broken;
}

/** The cost of airing `c` at `at`: 0 when it keeps every rule. */
export function separationCost(state: SeparationState, c: Candidate, at: number, rules: Separation): number {
  let cost = 0;
  for (const { rule, short } of shortOf(state, c, at, rules)) cost += Math.ceil(short) * WEIGHT[rule];
  return cost;
}

/** What the chosen candidate broke, as the log and the as-run say it. */
export function violationsOf(
  state: SeparationState,
  c: Candidate,
  at: number,
  rules: Separation,
  poolSize: number,
  where: 'categoría' | 'rotación' | 'lista',
): RuleViolation[] {
  const songs = plural(poolSize, { one: '# canción', other: '# canciones' });
  return shortOf(state, c, at, rules).map(({ rule, gap }) => ({
    rule,
    message: `separación de ${RULE_WORDS[rule]} reducida a ${gap} min: ${songs} en la ${where}`,
  }));
}

// Entries older than the longest rule can matter to nobody; a week is the longest rule there can be.
const KEEP_MS = 7 * 24 * 60 * MINUTE;

// Counting the names is itself a cost: it is done every so many notes, not at each.
const PRUNE_EVERY = 500;
const notes = new WeakMap<SeparationState, number>();

/** Notes that `c` aired at `at`, and forgets what no rule can reach any more. */
export function notePlayed(state: SeparationState, c: Song, at: number): void {
  const keys = keysOf(c, true);
  const whole = foldName(c.artist);
  for (const key of [...keys.artist, whole]) state.artist[key] = at;
  for (const key of keys.title) state.title[key] = at;
  for (const key of keys.album) state.album[key] = at;
  const count = (notes.get(state) ?? 0) + 1;
  notes.set(state, count % PRUNE_EVERY);
  if (count >= PRUNE_EVERY && Object.keys(state.artist).length > 5_000)
    for (const rule of ['artist', 'title', 'album'] as const)
      for (const [key, when] of Object.entries(state[rule])) if (at - when > KEEP_MS) delete state[rule][key];
}
