import { HARD_TOLERANCE_MS } from './clock-step';
import { airSeconds, cutAtMark, type FillToTime } from './fill-to-time';
import type { Candidate } from './picker';
import type { PlannedItem, Run } from './planned-item';
import type { Decision } from './planner';
import type { createSeparatedPicks, SeparationSources } from './separated-picks';
import type { StaffSkips } from './staff-skips';

type Picks = ReturnType<typeof createSeparatedPicks>;
export type MusicDecision = Extract<Decision, { kind: 'music' }>;

/** Music decisions with a hard event ahead: what fill to time (fill-to-time.ts) makes of the planner's picks. */
export function createTimedMusic(deps: {
  tracks: SeparationSources['tracks'];
  fill: FillToTime;
  requested: Picks['requested'];
  fromCategory: Picks['fromCategory'];
  music(r: Run, at: number, decision: MusicDecision, fit?: ((c: Candidate) => number) | null): PlannedItem | null;
  skips: StaffSkips;
}) {
  const { tracks, fill, requested, fromCategory, music, skips } = deps;

  /** An item that would run past the mark is cut there: its crossfade into the hard event is the fade. */
  function cutIfOver(item: PlannedItem | null, at: number, markAt: number, xf: number): PlannedItem | null {
    if (!item || (airSeconds(item.track) - xf) * 1000 <= markAt - at + HARD_TOLERANCE_MS) return item;
    return { ...item, track: cutAtMark(item.track, at, markAt, xf), fill: item.fill ?? 'fade' };
  }

  /**
   * A music decision with a hard event ahead: a request that fits, else the clock's pick chosen by length so the
   * hour lands on the mark; when no song of the category fits any more, the clock's filler (cut at the mark if it
   * is longer); with no filler, the pick is cut at the mark.
   */
  function musicToTime(r: Run, at: number, decision: MusicDecision, simulate: boolean, xf: number) {
    const mark = fill.markAfter(at, r.plan.clock);
    if (mark === null) return requested(r, at, decision.slot, simulate) ?? music(r, at, decision);
    const leftMs = mark - at;
    const fits = (trackId: number) => {
      const track = tracks.get(trackId);
      return !track || (airSeconds(track) - xf) * 1000 <= leftMs + HARD_TOLERANCE_MS;
    };
    const request = requested(r, at, decision.slot, simulate, fits);
    if (request) return request;
    const filler = fill.fillerAt(at);
    if (filler !== null && decision.categoryId !== undefined && fill.nothingFits(decision.categoryId, leftMs, xf)) {
      const fit = fill.fitFor(at, mark, r.plan.clock, xf, true);
      const item = fromCategory(r, at, filler, skips.tracksAt(at), fit);
      if (item) return cutIfOver({ ...item, fill: 'filler' }, at, mark, xf);
    }
    return cutIfOver(music(r, at, decision, fill.fitFor(at, mark, r.plan.clock, xf)), at, mark, xf);
  }

  return { musicToTime, cutIfOver };
}
