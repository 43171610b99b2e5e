import type { Separation, SeparationRule } from '../../../shared/schemas/music/separation';
import { keysOf, minutesOf, type Neighbour, RULES } from '../programming/log/rule-status';

/**
 * Whether a requested song can air under the separation rules, and when: asked before the listener writes a
 * dedication, and again when the request is sent. The planner plays a waiting request at the first music decision
 * where it keeps every rule, looking back at what aired and what it planned before (separated-picks.ts); this reads
 * the same from the as-run and the forecast.
 */
export interface RequestVerdict {
  /** `now`: the next music decision may play it; `wait`: a rule holds it until `availableAt`; `refused`: not in time. */
  verdict: 'now' | 'wait' | 'refused';
  availableAt: number | null;
  /** The rule that holds it back, and its minutes (null for `now`). */
  rule: SeparationRule | null;
  minutes: number | null;
}

export interface VerdictInput {
  song: Omit<Neighbour, 'at'>;
  now: number;
  rules: Separation;
  /** What aired before now and what the forecast plans from now on. */
  around: readonly Neighbour[];
  /** The forecast's music decisions from now on, in order: where a waiting request can be played. */
  decisions: readonly number[];
  /** How long an accepted request may wait: a song that cannot air within it is refused. */
  windowMs: number;
}

const MINUTE = 60_000;

/** The latest instant a rule lets the song air from, looking back from `at`, and the rule that sets it. */
function boundAt(input: VerdictInput, at: number): { at: number; rule: SeparationRule | null } {
  const mine = keysOf(input.song, input.rules.featuredArtist);
  const minutes = minutesOf(input.rules);
  let bound = { at: Number.NEGATIVE_INFINITY, rule: null as SeparationRule | null };
  for (const rule of RULES) {
    if (minutes[rule] <= 0 || mine[rule].length === 0) continue;
    for (const n of input.around) {
      if (n.at >= at) continue;
      const clear = n.at + minutes[rule] * MINUTE;
      if (clear > bound.at && keysOf(n, input.rules.featuredArtist)[rule].some((k) => mine[rule].includes(k)))
        bound = { at: clear, rule };
    }
  }
  return bound;
}

/** The planner's answer for a requested song (see RequestVerdict). */
export function requestVerdict(input: VerdictInput): RequestVerdict {
  const first = input.decisions[0] ?? input.now;
  const held = boundAt(input, first);
  const minutesOfRule = (rule: SeparationRule | null) => (rule ? minutesOf(input.rules)[rule] : null);
  if (held.at <= first) return { verdict: 'now', availableAt: null, rule: null, minutes: null };
  const waiting = (at: number): RequestVerdict =>
    at - input.now > input.windowMs
      ? { verdict: 'refused', availableAt: null, rule: held.rule, minutes: minutesOfRule(held.rule) }
      : { verdict: 'wait', availableAt: at, rule: held.rule, minutes: minutesOfRule(held.rule) };
  for (const at of input.decisions) if (boundAt(input, at).at <= at) return waiting(at);
  // Beyond the forecast: the instant every rule lets it go, counting what the forecast plans before then.
  let at = Math.max(first, input.decisions.at(-1) ?? first);
  for (let bound = boundAt(input, at); bound.at > at; bound = boundAt(input, at)) at = bound.at;
  return waiting(at);
}
