import type { NewestFile } from '../../repos/programming/newest-files';
import type { PlayableTrack } from '../../repos/library/tracks';
import type { Decision } from './planner';

export type NewestDecision = Extract<Decision, { kind: 'newest' }>;

/** A clock's "newest file" that did not air at its mark, with what its source had then (null: nothing). */
export interface NewestSkip extends NewestDecision {
  file: NewestFile | null;
}

/** Where the newest files (of watched folders, of dated addresses) are read from, and who hears of one left out. */
export interface NewestSources {
  tracks: { get(id: number): PlayableTrack | undefined };
  /** The source's newest file as filed ahead (absent: no source is read, nothing airs). */
  newestFile?(source: string): NewestFile | null;
  /** A clock's "newest file" that did not air at its mark (stale, missing, not ready): the air's books say why. */
  newestSkipped?(skip: NewestSkip): void;
}

/**
 * Whether a folder's newest file (or a dated address's file) airs at its mark: it must be filed and analysed already (nothing is read
 * or measured at the minute) and no older at the mark than the event's freshness limit. Old news never airs.
 */
export function newestToAir(file: NewestFile | null, decision: NewestDecision): boolean {
  if (!file?.ready) return false;
  return decision.markAt - file.modifiedAt <= decision.freshnessMin * 60_000;
}

/** The track a "newest file" decision airs; undefined when it is skipped (told to the books unless simulated). */
export function newestTrack(
  sources: NewestSources,
  decision: NewestDecision,
  simulate: boolean,
): PlayableTrack | undefined {
  const file = sources.newestFile?.(decision.source) ?? null;
  if (file?.trackId != null && newestToAir(file, decision)) return sources.tracks.get(file.trackId);
  if (!simulate) sources.newestSkipped?.({ ...decision, file });
  return undefined;
}
