import type { LogEdit } from '../../../../shared/schemas/music/log-edits';
import { nextPosition } from './log-position';
import type { PlannedItem, Run } from './planned-item';
import type { PlannerData } from './planner-data';
import { copySeparationState, hasRules, notePlayed, violationsOf } from './separation';
import type { SeparationSources } from './separated-picks';

export type { LogEdit };

/** Where the planner reads the edits (repos/music/log-edits.ts): one indexed look-up per decision. */
export interface LogEditsSource {
  at(position: number): LogEdit | undefined;
}

type Decide = (r: Run, at: number, liveOnAir: boolean, simulate: boolean, xf?: number) => PlannedItem | null;

// Only songs the planner chose give way to an edit: a listener's request, a staff insert, a spot, a jingle or a show
// keeps its place (a position whose item is not a song any more after a regeneration keeps its edit for later).
export const editable = (item: PlannedItem) =>
  (item.source === 'rotation' || item.source === 'playlist') && !item.pinned && item.requestId === undefined;

/**
 * Every decision with its log position (log-position.ts), and the music director's edit of that position honoured:
 * the planner decides as usual (so the clock, the jingle count and the random draws move on exactly as without the
 * edit, and the unlocked items after it stay what they were), then the edited song takes the item's place, the
 * separation history noting it instead of the song it replaced, with the rules it breaks written on it.
 */
export function honourEdits(
  decide: Decide,
  sources: Pick<SeparationSources, 'tracks' | 'separation'> & { timeZone: string; edits?: LogEditsSource },
  data: Pick<PlannerData, 'pool' | 'separation'>,
): Decide {
  const deps = { ...sources, rules: sources.separation ?? data.separation, pool: data.pool };
  return (r, at, liveOnAir, simulate, xf) => {
    const { id, cursor } = nextPosition(r.cursor, at, deps.timeZone);
    const edit = deps.edits?.at(id);
    const before = edit ? copySeparationState(r.separation) : null;
    const item = decide(r, at, liveOnAir, simulate, xf);
    r.cursor = cursor;
    if (!item) return null;
    item.position = id;
    const track = edit && before && editable(item) ? deps.tracks.get(edit.trackId) : undefined;
    if (!track || !before) return item;
    const rules = deps.rules(item.categoryId ?? null);
    const pool = deps.pool(
      item.categoryId === undefined ? { kind: 'library' } : { kind: 'category', id: item.categoryId },
    );
    const where = item.categoryId === undefined ? 'rotación' : 'categoría';
    const violations = hasRules(rules) ? violationsOf(before, track, at, rules, pool?.tracks.length ?? 0, where) : [];
    notePlayed(before, track, at);
    r.separation = before;
    const { violations: _replaced, ...rest } = item;
    return { ...rest, track, edited: edit!.kind, ...(violations.length ? { violations } : {}) };
  };
}
