import type { PlannedItem } from '../../programming/planner/programming';
import type { Layer, Mixer } from '../bus/mixer';
import type { OnAirItem } from '../on-air/on-air-item';

interface LiveBreaksDeps {
  mixer: Mixer<OnAirItem>;
  tryLayer(planned: PlannedItem): Layer<OnAirItem> | null;
  ready(layer: Layer<OnAirItem>): boolean;
  remaining(layer: Layer<OnAirItem>): number;
  fadeFrames: number;
  /** The host asked to skip what plays (a spot of the break). */
  skipRequested(): boolean;
  clearSkip(): void;
}

/**
 * The breaks the host (or the studio's break button) asks for: spots in order, played before the next track, or
 * over the live show, which returns after them.
 */
export function createLiveBreaks(deps: LiveBreaksDeps) {
  const { mixer } = deps;
  /** Spots asked to play now, in order. */
  const items: PlannedItem[] = [];
  let next: Layer<OnAirItem> | null = null;
  let on = false;

  /** A break during the live show: its spots one after another, then back to the live input. */
  function stepOverLive(liveLayer: () => Layer<OnAirItem>) {
    if (mixer.fading()) return;
    if (!next && items.length > 0) next = deps.tryLayer(items.shift()!);
    const current = mixer.current();
    if (current?.meta.kind === 'live') {
      if (next && deps.ready(next)) {
        on = true;
        mixer.crossfadeTo(next, deps.fadeFrames);
        next = null;
      } else if (!next) on = false;
      return;
    }
    const left = current ? deps.remaining(current) : 0;
    if (!current || deps.skipRequested() || left <= deps.fadeFrames || current.source.finished()) {
      if (next) {
        if (!deps.ready(next)) return;
        deps.clearSkip();
        mixer.crossfadeTo(next, current?.source.finished() ? 0 : deps.fadeFrames);
        next = null;
        return;
      }
      deps.clearSkip();
      on = false;
      mixer.crossfadeTo(liveLayer(), deps.fadeFrames);
    }
  }

  return {
    add(spots: PlannedItem[]) {
      items.push(...spots);
    },
    /** The next spot asked for, taken off the list (the rotation plays it before its next track). */
    take: () => items.shift(),
    peek: (): PlannedItem | undefined => items[0],
    /** A break is on air over the live show. */
    onAir: () => on,
    /** A break is on air, decoding, or asked for. */
    pending: () => on || next !== null || items.length > 0,
    dropFailed() {
      if (next?.source.failed()) next = null;
    },
    stepOverLive,
    /** The live show ended: a spot decoding goes back to the list, to play before the next track. */
    liveEnded() {
      on = false;
      if (next?.meta.planned) items.unshift(next.meta.planned);
      next?.source.close();
      next = null;
    },
    stop() {
      next?.source.close();
      next = null;
      items.length = 0;
      on = false;
    },
  };
}
export type LiveBreaks = ReturnType<typeof createLiveBreaks>;
