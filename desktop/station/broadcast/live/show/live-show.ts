import type { LiveCover } from '../../../health/live-cover';
import type { Logger } from '../../../core/log';
import type { LiveBreaks } from '../../playout/live-breaks';
import { createLiveSource, type LiveFeed, type LiveSource } from './live-source';
import type { Layer, Mixer } from '../../bus/mixer';
import type { OnAirItem } from '../../on-air/on-air-item';
import { framesFor } from '../../bus/pcm';
import type { Runner } from '../../../ffmpeg/runner';
import { tapSource } from '../../bus/tap-source';
import type { Clock } from '../../../core/clock';

export const LIVE_FADE_FRAMES = framesFor(0.3);
/**
 * A show handed over from another (the next presenter at a boundary) fills its jitter buffer on top of the one that
 * ended, which keeps the bus meanwhile: a long Ogg page takes a second and more. Past this the rotation covers.
 */
export const HANDOVER_MS = 4_000;
const LIVE_STALL_MS = 3_000;

interface LiveState {
  /** The input's feed: a transport ends only its own show. */
  feed: LiveFeed;
  source: LiveSource;
  /** What the mixer sees: closing it closes the input only once the show is over. */
  shared: LiveSource;
  meta: OnAirItem;
  onAir: boolean;
  ending: boolean;
  /** How long the fade back to the rotation takes once it ends. */
  fadeOutFrames: number;
}

interface LiveShowDeps {
  log: Logger;
  /** Times the handover between two live feeds (monotonic). */
  clock: Clock;
  runner: Runner;
  ffmpegPath: string;
  mixer: Pick<Mixer<OnAirItem>, 'crossfadeTo' | 'current'>;
  breaks: Pick<LiveBreaks, 'onAir' | 'liveEnded' | 'pending' | 'stepOverLive'>;
  liveCover: Pick<LiveCover, 'reset' | 'watch' | 'step' | 'covered'>;
  /** The track waiting to follow the show. */
  next: { current(): unknown; prepareReturn(): void };
  liveItem(): OnAirItem;
  onLiveChange(): void;
  /** The input sent no audio for LIVE_STALL_MS: its transport hangs up (this feed's). */
  onLiveStall(feed: LiveFeed): void;
  onLiveFrame?(frame: Buffer): void;
}

/** The live show on the bus. The mixer closes a layer it fades out of; the live input must survive a break. */
function liveLayer(state: LiveState): Layer<OnAirItem> {
  return { source: state.shared, meta: state.meta, framesPlayed: 0, totalFrames: null };
}

/**
 * A show from `feed`: its input decoded, watched by the silence cover and metered. The mixer closes a layer it fades
 * out of: the input closes then only if the show is over (`current` no more), not when a break fades it out.
 */
function newShow(deps: LiveShowDeps, feed: LiveFeed, current: (state: LiveState) => boolean): LiveState {
  const input = createLiveSource(deps.runner, deps.ffmpegPath, feed, deps.clock);
  const source = deps.liveCover.watch(tapSource(input, deps.onLiveFrame));
  const state: LiveState = {
    feed,
    source,
    shared: { ...source, close: () => (state.ending || !current(state) ? source.close() : undefined) },
    meta: deps.liveItem(),
    onAir: false,
    ending: false,
    fadeOutFrames: LIVE_FADE_FRAMES,
  };
  return state;
}

/** The live show as playout runs it: the publisher's input fading in, holding the bus, and handing it back. */
export function createLiveShow(deps: LiveShowDeps) {
  const { log, mixer, breaks, liveCover } = deps;
  let live: LiveState | null = null;
  // The show that ended while the next one fills its buffer, and until when it keeps the bus for it.
  let handover: { from: LiveState; until: number } | null = null;
  const onBus = (state: LiveState) => mixer.current()?.source === state.shared;

  /**
   * Ends the show; with `feed`, only when the show is that feed's (another input's show is not the caller's), fading
   * back to the rotation over `fadeFrames`.
   */
  function end(reason: string, feed?: LiveFeed, fadeFrames = LIVE_FADE_FRAMES) {
    if (!live || live.ending) return;
    if (feed && live.feed !== feed) return;
    log.info('live ended, back to rotation', { reason });
    const wasOnAir = live.onAir;
    const covered = liveCover.covered();
    live.ending = true;
    live.fadeOutFrames = fadeFrames;
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
    const { feed } = live!;
    end('no audio for 3 s');
    deps.onLiveStall(feed);
  }

  /**
   * A show not yet heard: fades in once its buffer is full. One that sends nothing for the stall time ends as a
   * stalled show does (a source that connected and went quiet must not hold the live input). True while it holds
   * the bus on the show it takes over from.
   */
  function prepare(state: LiveState): boolean {
    if (state.source.ready()) {
      state.onAir = true;
      handover = null;
      // Named as it fades in, not at connect: a source's first title comes with its first bytes (Ogg comments).
      state.meta = deps.liveItem();
      mixer.crossfadeTo(liveLayer(state), LIVE_FADE_FRAMES);
      deps.onLiveChange();
      return false;
    }
    if (state.source.idleMs() > LIVE_STALL_MS) {
      stalled();
      return false;
    }
    return handover !== null && onBus(handover.from) && deps.clock.monotonic() < handover.until;
  }

  return {
    /** The live show's part of a frame's decisions; true when the show holds the bus and nothing else may act. */
    step(): boolean {
      if (!live || live.ending) return false;
      // Have the fresh return track decoded and waiting, so the fade back never waits on a process start.
      if (!deps.next.current()) deps.next.prepareReturn();
      if (!live.onAir && prepare(live)) return true;
      if (!live || live.ending) return false;
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
    /**
     * Starts the show from `feed`; false (and nothing started) while another show holds the live input. A show that
     * ended and is still on the bus keeps it until this one is ready (HANDOVER_MS at most), then the two crossfade.
     */
    start(feed: LiveFeed): boolean {
      if (live && !live.ending) return false;
      handover = live?.onAir && onBus(live) ? { from: live, until: deps.clock.monotonic() + HANDOVER_MS } : null;
      liveCover.reset();
      live = newShow(deps, feed, (state) => live === state);
      deps.onLiveChange();
      return true;
    },
    end,
    /** The fade back to the rotation from the show that ended. */
    fadeOutFrames: () => live?.fadeOutFrames ?? LIVE_FADE_FRAMES,
    /** The rotation took the bus back from a show that ended (not from one handing over to a show still filling). */
    returned() {
      handover = null;
      if (live?.ending) live = null;
      deps.onLiveChange();
    },
    layer: () => liveLayer(live!),
    /** The show has ended and is still on the bus, waiting for what follows it. */
    ending: () => Boolean(live?.ending),
    /** The live input is (or was, while it ends) on the bus. */
    onBus: () => Boolean(live?.onAir),
    /** The live show is on the bus, or paused for a break it will return from. */
    onAir: () => Boolean(live?.onAir && !live.ending),
    /** The feed listeners hear now: its show is on the bus, neither ending nor covered by the rotation. */
    heardFeed: () => (live?.onAir && !live.ending && !liveCover.covered() && onBus(live) ? live.feed : null),
    state: (): 'offline' | 'connecting' | 'live' =>
      !live || live.ending ? (live?.onAir ? 'live' : 'offline') : live.onAir ? 'live' : 'connecting',
    stop() {
      handover?.from.source.close();
      live?.source.close();
      live = null;
      handover = null;
    },
  };
}
