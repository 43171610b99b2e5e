import type { Writable } from 'node:stream';
import { AUDIO } from '../../../../../shared/station/audio-format';
import type { StationContext } from '../../../core/context';
import type { Clock } from '../../../core/clock';
import type { LiveFeed } from '../show/live-source';
import { STANDBY_REASON } from '../admission/live-control';
import { BYTES_PER_SECOND } from '../../bus/pcm';
import type { Playout } from '../../playout/playout';

// Bus PCM into the live decoder: past a quarter of a second unread, frames are dropped rather than queued.
const MAX_BACKLOG = BYTES_PER_SECOND / 4;

/** The desk's PCM as a live feed: the live show's decoder reads it like any other live input's bytes. */
function pcmFeed(owner: number | null) {
  let sink: Writable | null = null;
  const feed: LiveFeed = {
    inputArgs: ['-f', 's16le', '-ar', String(AUDIO.sampleRate), '-ac', String(AUDIO.channels)],
    owner,
    attach(next) {
      sink = next;
    },
    detach() {
      sink = null;
    },
  };
  return {
    feed,
    push(frame: Buffer) {
      if (sink?.writable && sink.writableLength < MAX_BACKLOG) sink.write(frame);
    },
  };
}

/**
 * "cruce": the desk is a live input like OBS or an Icecast source. The live arbiter admits it (an admin's press,
 * or the station's own voice take-over) and, when it gives it the air, the live show crossfades from the music,
 * is recorded and goes to the as-run log; releasing it crossfades back to a fresh track.
 */
export function createMicLive(deps: {
  ctx: Pick<StationContext, 'live'>;
  clock: Clock;
  playout: Pick<Playout, 'startLive' | 'endLive'>;
}) {
  const { ctx, clock, playout } = deps;
  // The arbiter's connection while the desk is admitted; whether the live show on the bus is the desk's.
  const state: { connection: number | null; onBus: boolean; pcm: ReturnType<typeof pcmFeed> | null } = {
    connection: null,
    onBus: false,
    pcm: null,
  };

  function leaveBus(reason: string) {
    if (!state.onBus) return;
    const feed = state.pcm?.feed;
    state.onBus = false;
    state.pcm = null;
    // The desk's own show only: another input may hold the live input by now.
    if (feed) playout.endLive(reason, feed);
  }

  return {
    /** Asks the arbiter for the air; null when admitted (on air or waiting), else the refusal. */
    take(userId: number | null): string | null {
      if (state.connection !== null) return null;
      const answer = ctx.live.admit({
        userId,
        via: 'studio',
        at: clock.now(),
        control: {
          air() {
            const pcm = pcmFeed(userId);
            state.onBus = playout.startLive(pcm.feed);
            state.pcm = state.onBus ? pcm : null;
          },
          standby: () => leaveBus(STANDBY_REASON),
          kick(reason) {
            leaveBus(reason);
            state.connection = null;
          },
        },
      });
      if (!answer.ok) return answer.reason;
      state.connection = answer.connectionId;
      return null;
    },
    /**
     * The live show ended for silence (3 s without audio, as for any live input): when it was the desk's, its
     * arbiter connection goes too, so no other input stays locked out behind a silent desk. True when it was.
     */
    stalled(): boolean {
      if (!state.onBus || state.connection === null) return false;
      this.release();
      return true;
    },
    release() {
      const id = state.connection;
      state.connection = null;
      leaveBus('micro cerrado');
      if (id !== null) ctx.live.release(id, clock.now());
    },
    /** Every desk frame while the desk holds the live input. */
    push(frame: Buffer | null) {
      if (frame) state.pcm?.push(frame);
    },
    admitted: () => state.connection !== null,
    onBus: () => state.onBus,
  };
}
