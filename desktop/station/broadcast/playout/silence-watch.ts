import type { Mixer } from '../bus/mixer';
import type { NextTrack } from './next-track';
import type { OnAirItem } from '../on-air/on-air-item';

/**
 * Says once when what was on air ended with nothing to follow it (an empty library after its hour's ID): the bus
 * then carries silence, and the books close the item at its real end rather than when something next airs.
 */
export function createSilenceWatch(deps: {
  mixer: Pick<Mixer<OnAirItem>, 'fading' | 'current' | 'clear'>;
  next: Pick<NextTrack, 'current'>;
  /** The live show: one that ended with nothing to follow it leaves the bus to silence, not to a dead input. */
  live: { ending(): boolean; returned(): void };
  onSilence?(): void;
}) {
  let silent = false;
  return {
    /** Something took the air: a later end is a new silence. */
    aired() {
      silent = false;
    },
    /** After each frame's decisions. */
    step() {
      if (!deps.mixer.fading() && deps.mixer.current()?.meta.kind === 'live' && deps.live.ending()) {
        if (deps.next.current()) return;
        deps.mixer.clear();
        deps.live.returned();
        silent = true;
        deps.onSilence?.();
        return;
      }
      if (silent || deps.mixer.fading() || !deps.mixer.current()?.source.finished() || deps.next.current()) return;
      silent = true;
      deps.onSilence?.();
    },
  };
}
