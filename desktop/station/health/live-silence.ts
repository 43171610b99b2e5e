import { framesFor } from '../broadcast/bus/pcm';
import { isSilent } from './level';

/** Sound for this long brings a covered live show back. */
const LIVE_RETURN_SECONDS = 2;

/**
 * Watches the live input's own frames (before the mix): silent for `seconds()` → the rotation should take the air
 * under the still-connected publisher (cover); sound again for 2 s → live should return. The playout asks
 * shouldCover()/shouldReturn() once a frame and acts; this only counts.
 */
export function createLiveSilenceGuard(seconds: () => number) {
  let silentFrames = 0;
  let soundFrames = 0;
  let covered = false;
  return {
    /** One frame the live input produced (null: it had none ready, which on air is silence too). */
    measure(frame: Buffer | null) {
      if (isSilent(frame)) {
        silentFrames++;
        soundFrames = 0;
      } else {
        soundFrames++;
        silentFrames = 0;
      }
    },
    shouldCover: () => !covered && silentFrames >= framesFor(seconds()),
    shouldReturn: () => covered && soundFrames >= framesFor(LIVE_RETURN_SECONDS),
    covered: () => covered,
    setCovered(value: boolean) {
      covered = value;
      silentFrames = 0;
      soundFrames = 0;
    },
    /** A new live show (or none): forget what was counted. */
    reset() {
      covered = false;
      silentFrames = 0;
      soundFrames = 0;
    },
  };
}
