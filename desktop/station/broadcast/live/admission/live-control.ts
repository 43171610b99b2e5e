import { PROGRAMMING } from '../../../../../shared/station/station-rules';
import { framesFor } from '../../bus/pcm';
import { HANDOVER_MS } from '../show/live-show';
import type { LiveControl } from './live-admission';

/**
 * A presenter faded out by the arbiter (their slot over, an admin's cut) fades as the station fades what plays at a
 * show's start: over 0.3 s it sounded like a cut. The transport hangs up once the fade has been heard (the feed is
 * detached when the mixer lets the show go), or after KICK_CLOSE_MS should that never come.
 */
export const KICK_FADE_FRAMES = framesFor(PROGRAMMING.showFadeSeconds);
export const KICK_CLOSE_MS = PROGRAMMING.showFadeSeconds * 1000 + HANDOVER_MS + 1_000;
/** Why a source in standby is not heard (the log's words; the client is told by its own protocol). */
export const STANDBY_REASON = 'another live source has the air';
/** What the presenter and the audit log read when an admin cuts their live source. */
export const ADMIN_CUT_REASON = 'Transmisión en directo cortada';

/** What one live input (RTMP, Icecast-protocol source, browser studio) does when the arbiter moves its connection. */
export interface LiveInput {
  air(crossfade: boolean): void;
  /** Off the air: with `fadeFrames` when kicked, else with the live input's own short fade. */
  leave(reason: string, fadeFrames?: number): void;
  /** Put in standby, before it leaves the air (its state, what its client is told). */
  onStandby?(): void;
  /** Kicked, before its fade out starts (its state, what its client is told). */
  onKick?(reason: string): void;
  /** Closes its connection: once the fade has been heard, or KICK_CLOSE_MS after the kick at the latest. */
  hangUp(): void;
}

/**
 * The one control every live input gives the arbiter: admission is the arbiter's (live-admission.ts); standby and
 * the kick (a slot's end, a handover, an admin's cut) fade and hang up the same way whatever the protocol.
 */
export function liveControl(input: LiveInput): LiveControl {
  return {
    air: (crossfade) => input.air(crossfade),
    standby() {
      input.onStandby?.();
      input.leave(STANDBY_REASON);
    },
    kick(reason) {
      input.onKick?.(reason);
      input.leave(reason, KICK_FADE_FRAMES);
      setTimeout(() => input.hangUp(), KICK_CLOSE_MS).unref();
    },
  };
}
