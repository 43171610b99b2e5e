import type { NewestFile } from '../../repos/programming/newest-files';
import type { Decision } from './planner';

export type NewestDecision = Extract<Decision, { kind: 'newest' }>;

/** A clock's "newest file" that did not air at its mark, with what the folder had then (null: nothing). */
export interface NewestSkip extends NewestDecision {
  file: NewestFile | null;
}

/**
 * Whether a watched folder's newest file airs at its mark: it must be filed and analysed already (nothing is read
 * or measured at the minute) and no older at the mark than the event's freshness limit. Old news never airs.
 */
export function newestToAir(file: NewestFile | null, decision: NewestDecision): boolean {
  if (!file?.ready) return false;
  return decision.markAt - file.modifiedAt <= decision.freshnessMin * 60_000;
}
