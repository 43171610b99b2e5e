import type { Candidate, Pool } from './picker';
import { pick } from './picker';
import { FIT_CLASSES } from './fill-to-time';
import { type PlannedItem, plannedItem, type Run } from './planned-item';
import type { TimedSlot } from './planner';
import type { PlannerData } from './planner-data';
import { hasRules, notePlayed, separationCost, violationsOf } from './separation';
import type { Separation } from '../../../../shared/schemas/music/separation';
import type { TracksRepo } from '../../repos/library/tracks';
import type { RequestFeed } from '../../requests/request-feed';

/** What separated picks read: the library, listeners' requests and the rules (the station's settings by default). */
export interface SeparationSources {
  tracks: Pick<TracksRepo, 'get'>;
  /** Listeners' requests waiting to air: a music decision plays the oldest one it may (requests/request-feed.ts). */
  requests?: RequestFeed;
  /** The separation rules a pick from a category (null: any other pool) keeps. */
  separation?(categoryId: number | null): Separation;
}

/** Picks and requests that keep the separation rules where they can, and say which rule gave way where they cannot. */
export function createSeparatedPicks(sources: SeparationSources, data: Pick<PlannerData, 'separation' | 'pool'>) {
  const { tracks } = sources;
  const rulesFor = (categoryId: number | null) => (sources.separation ?? data.separation)(categoryId);

  /**
   * A pick from `pool` at `at`, least separation cost first. Every song picked is noted, rules or not, so rules set
   * later already know what aired.
   */
  function pickKeeping(
    r: Run,
    pool: Pool,
    at: number,
    where: 'categoría' | 'rotación' | 'lista',
    categoryId: number | null,
    fit?: ((c: Candidate) => number) | null,
  ) {
    const rules = rulesFor(categoryId);
    const active = hasRules(rules);
    // The rules come before the fit to time: a song that lands on the mark but breaks a rule loses to one that keeps
    // them, and the filler or the cut at the mark still start the hard event on time.
    const cost = active
      ? fit
        ? (c: Candidate) => separationCost(r.separation, c, at, rules) * FIT_CLASSES + fit(c)
        : (c: Candidate) => separationCost(r.separation, c, at, rules)
      : fit;
    const chosen = pick(r.picker, cost ? { ...pool, cost } : pool);
    if (!chosen) return null;
    const size = pool.skip?.size ? pool.tracks.filter((t) => !pool.skip!.has(t.id)).length : pool.tracks.length;
    const violations = active ? violationsOf(r.separation, chosen, at, rules, size, where) : [];
    notePlayed(r.separation, chosen, at);
    return { chosen, extra: violations.length ? { violations } : {} };
  }

  /** A clock position's pick from its category; null when the category has nothing playable (the library then). */
  function fromCategory(
    r: Run,
    at: number,
    categoryId: number,
    skip: ReadonlySet<number>,
    fit?: ((c: Candidate) => number) | null,
  ): PlannedItem | null {
    const category = data.pool({ kind: 'category', id: categoryId });
    if (!category || category.tracks.length === 0) return null;
    const found = pickKeeping(r, { ...category, skip }, at, 'categoría', categoryId, fit);
    return found ? plannedItem(r, 'rotation', tracks.get(found.chosen.id), { ...found.extra, categoryId }) : null;
  }

  /**
   * A listener's request whose song keeps the separation rules now (and fits before a hard event); one that would
   * break them waits its turn.
   */
  function requested(
    r: Run,
    at: number,
    slot: TimedSlot | null,
    simulate: boolean,
    fits: (trackId: number) => boolean = () => true,
  ): PlannedItem | null {
    const rules = rulesFor(null);
    const keeps = (trackId: number) => {
      const track = tracks.get(trackId);
      if (!fits(trackId)) return false;
      return !track || !hasRules(rules) || separationCost(r.separation, track as Candidate, at, rules) === 0;
    };
    const found = sources.requests?.next(slot, new Set(r.requests), keeps);
    if (!found) return null;
    if (simulate) r.requests.push(found.requestId);
    const track = tracks.get(found.trackId);
    if (track) notePlayed(r.separation, track, at);
    return plannedItem(r, 'rotation', track, { requestId: found.requestId });
  }

  return { pickKeeping, fromCategory, requested };
}
