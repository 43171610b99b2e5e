import type { LiveCover } from '../health/live-cover';
import type { Logger } from '../log';
import type { LiveBreaks } from './live-breaks';
import { createLiveSource, type LiveFeed, type LiveSource } from './live-source';
import type { Layer, Mixer } from './mixer';
import type { OnAirItem } from './on-air-item';
import { framesFor } from './pcm';
import type { Runner } from './runner';
import { tapSource } from './tap-source';

export const LIVE_FADE_FRAMES = framesFor(0.3);
const LIVE_STALL_MS = 3_000;

interface LiveState {
  source: LiveSource;
  /** What the mixer sees: closing it closes the input only once the show is over. */
  shared: LiveSource;
  meta: OnAirItem;
  onAir: boolean;
  ending: boolean;
}

interface LiveShowDeps {
  log: Logger;
  runner: Runner;
  ffmpegPath: string;
  mixer: Pick<Mixer<OnAirItem>, 'crossfadeTo'>;
  breaks: Pick<LiveBreaks, 'onAir' | 'liveEnded' | 'pending' | 'stepOverLive'>;
  liveCover: Pick<LiveCover, 'reset' | 'watch' | 'step' | 'covered'>;
  /** The track waiting to follow the show. */
  next: { current(): unknown; prepareReturn(): void };
  liveItem(): OnAirItem;
  onLiveChange(): void;
  onLiveStall(): void;
  onLiveFrame?(frame: Buffer): void;
}

/** The live show on the bus. The mixer closes a layer it fades out of; the live input must survive a break. */
function liveLayer(state: LiveState): Layer<OnAirItem> {
  return { source: state.shared, meta: state.meta, framesPlayed: 0, totalFrames: null };
}

/** The live show as playout runs it: the publisher's input fading in, holding the bus, and handing it back. */
export function createLiveShow(deps: LiveShowDeps) {
  const { log, mixer, breaks, liveCover } = deps;
  let live: LiveState | null = null;

  function end(reason: string) {
    if (!live || live.ending) return;
    log.info('live ended, back to rotation', { reason });
    const wasOnAir = live.onAir;
    const covered = liveCover.covered();
    live.ending = true;
    // Never resume a song mid-way: the track waiting since before the show is fresh; make sure one is ready.
    // During a break (or while the rotation covers a silent input) the live input is off the bus: close it now;
    // the break's spots play on, then the track.
    liveCover.reset();
    if (!wasOnAir || breaks.onAir() || covered) {
      live.source.close();
      live = null;
      breaks.liveEnded();
    }
    deps.onLiveChange();
  }

  function stalled() {
    end('no audio for 3 s');
    deps.onLiveStall();
  }

  return {
    /** The live show's part of a frame's decisions; true when the show holds the bus and nothing else may act. */
    step(): boolean {
      if (!live || live.ending) return false;
      // Have the fresh return track decoded and waiting, so the fade back never waits on a process start.
      if (!deps.next.current()) deps.next.prepareReturn();
      if (!live.onAir && live.source.ready()) {
        live.onAir = true;
        // Named as it fades in, not at connect: a source's first title comes with its first bytes (Ogg comments).
        live.meta = deps.liveItem();
        mixer.crossfadeTo(liveLayer(live), LIVE_FADE_FRAMES);
        deps.onLiveChange();
      }
      if (live.onAir && liveCover.step(live.source)) {
        if (live.source.idleMs() > LIVE_STALL_MS) stalled();
      } else if (live.onAir) {
        const state = live;
        if (breaks.pending()) breaks.stepOverLive(() => liveLayer(state));
        else if (live.source.idleMs() > LIVE_STALL_MS) stalled();
        return true;
      }
      return false;
    },
    /** Starts the show from `feed`; false (and nothing started) while another show holds the live input. */
    start(feed: LiveFeed): boolean {
      if (live && !live.ending) return false;
      liveCover.reset();
      const input = createLiveSource(deps.runner, deps.ffmpegPath, feed);
      const source = liveCover.watch(tapSource(input, deps.onLiveFrame));
      const state: LiveState = {
        source,
        shared: { ...source, close: () => (state.ending || live !== state ? source.close() : undefined) },
        meta: deps.liveItem(),
        onAir: false,
        ending: false,
      };
      live = state;
      deps.onLiveChange();
      return true;
    },
    end,
    /** The rotation took the bus back: the show is over. */
    returned() {
      live = null;
      deps.onLiveChange();
    },
    layer: () => liveLayer(live!),
    /** The live input is (or was, while it ends) on the bus. */
    onBus: () => Boolean(live?.onAir),
    /** The live show is on the bus, or paused for a break it will return from. */
    onAir: () => Boolean(live?.onAir && !live.ending),
    state: (): 'offline' | 'connecting' | 'live' =>
      !live || live.ending ? (live?.onAir ? 'live' : 'offline') : live.onAir ? 'live' : 'connecting',
    stop() {
      live?.source.close();
      live = null;
    },
  };
}
