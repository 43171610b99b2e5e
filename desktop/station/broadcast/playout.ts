import { PROGRAMMING } from '../../../shared/station-rules';
import type { StationContext } from '../context';
import type { Logger } from '../log';
import type { PlannedItem, Programming } from '../programming/programming';
import type { NmsSession } from './ingest';
import { createLiveSource, type LiveSource } from './live-source';
import { createLayers, type LayerDeps } from './layers';
import type { OnAirItem } from './on-air-item';
import { createMixer, type Layer } from './mixer';
import { FRAME_BYTES, framesFor } from './pcm';
import { createLiveCover } from '../health/live-cover';
import { createLiveBreaks } from './live-breaks';
import { createShowStarts } from './show-starts';
import { tapSource } from './tap-source';
import { type Clock, systemClock } from './clock';

export interface PlayoutOptions extends LayerDeps {
  ctx: LayerDeps['ctx'] & Pick<StationContext, 'alerts' | 'healthSettings'>;
  /** The engine's clock (clock.ts): schedule decisions and the bus's frame count. */
  clock?: Clock;
  programming: Programming;
  liveItem(): OnAirItem;
  onFrame(frame: Buffer): void;
  onAir(item: OnAirItem): void;
  onLiveChange(): void;
  /** The publisher sent nothing for 3 s: its connection is stale (e.g. OBS lost its network). */
  onLiveStall(): void;
  /** Each frame the live input hands the bus (the studio's live level meter). */
  onLiveFrame?(frame: Buffer): void;
}

// Start the next decoder this long before its fade so nothing waits on a process start.
const PREROLL_FRAMES = framesFor(3);
const READY_BYTES = Math.round(0.3 * (FRAME_BYTES / 0.02));
const LIVE_FADE_FRAMES = framesFor(0.3);
const LIVE_STALL_MS = 3_000;
const SHOW_FADE_FRAMES = framesFor(PROGRAMMING.showFadeSeconds);

/**
 * The decisions run inside the mixer's timer: an exception there (a database another program holds locked, a
 * bug) would end the process and the broadcast with it. The bus keeps playing what it has; the next frame tries
 * again, and the log says so at most every 5 s.
 */
function createDecisionGuard(log: Logger, clock: Clock) {
  let lastErrorLog = Number.NEGATIVE_INFINITY; // so the first failure is said even in a process younger than 5 s
  return (work: () => void) => {
    try {
      work();
    } catch (error) {
      const now = clock.monotonic();
      if (now - lastErrorLog > 5_000) {
        lastErrorLog = now;
        log.error('playout decision failed; the air goes on and it is tried again', {
          error: (error as Error).message,
        });
      }
    }
  };
}

/** Decides what the mixer plays: rotation with crossfades, the live show, the station-ID loop. */
export function createPlayout(options: PlayoutOptions) {
  const { ctx, runner } = options;
  const clock = options.clock ?? systemClock;
  const log = ctx.log.child('playout');
  const { programming } = options;
  let prepared: Layer<OnAirItem> | null = null;
  /** What now-playing announces as next: a peek at the planner, refreshed when anything changes. */
  let upcoming: PlannedItem | null = null;
  let skipRequested = false;
  let live: LiveState | null = null;
  const { layerFor, stationIdLayer, tryLayer } = createLayers({ ...options, log });

  const mixer = createMixer<OnAirItem>(
    {
      onFrame: options.onFrame,
      onAir: (item) => guarded(() => handleOnAir(item)),
      afterFrame: () => guarded(afterFrame),
    },
    clock,
  );
  const breaks = createLiveBreaks({
    mixer,
    tryLayer,
    ready: (layer) => ready(layer),
    remaining: (layer) => remaining(layer),
    fadeFrames: LIVE_FADE_FRAMES,
    skipRequested: () => skipRequested,
    clearSkip: () => {
      skipRequested = false;
    },
  });
  const shows = createShowStarts({
    ctx,
    log,
    clock,
    programming,
    layerFor,
    tryLayer,
    // Not over the live show or a break the host started.
    blocked: () => Boolean(live?.onAir || breaks.onAir()),
    take(layer) {
      prepared?.source.close();
      prepared = null;
      skipRequested = false;
      mixer.crossfadeTo(layer, mixer.current() ? SHOW_FADE_FRAMES : 0);
    },
  });
  // A silent live input: the rotation covers it until the host is heard again (#12, health/live-cover.ts).
  const liveCover = createLiveCover({
    mixer,
    alerts: ctx.alerts,
    seconds: () => ctx.healthSettings.read().liveSilenceSec,
    fadeFrames: LIVE_FADE_FRAMES,
    takeReady: () => {
      const next = prepared && ready(prepared) ? prepared : null;
      if (next) prepared = null;
      return next;
    },
    liveLayer: () => liveLayer(live!),
    onChange: () => options.onLiveChange(),
  });

  const guarded = createDecisionGuard(log, clock);

  const msLeft = () => {
    const current = mixer.current();
    if (!current || current.meta.kind === 'live') return 0;
    const left = remaining(current);
    return Number.isFinite(left) ? left * 20 : 0;
  };

  function handleOnAir(item: OnAirItem) {
    if (item.kind !== 'live') refreshUpcoming(item.duration * 1000);
    options.onAir(item);
  }

  function refreshUpcoming(msAhead = msLeft()) {
    const fadeMs = options.settings().crossfadeSeconds * 1000;
    upcoming = prepared?.meta.planned ?? breaks.peek() ?? programming.peek(clock.now() + Math.max(0, msAhead - fadeMs));
  }

  function prepare() {
    const spot = breaks.take();
    const planned = spot ?? programming.next(clock.now() + msLeft());
    prepared = planned ? tryLayer(planned) : stationIdLayer();
    upcoming = prepared?.meta.planned ?? null;
  }

  const remaining = (layer: Layer<OnAirItem>) => {
    if (layer.source.decoded()) return Math.floor(layer.source.buffered() / FRAME_BYTES);
    return layer.totalFrames === null ? Number.POSITIVE_INFINITY : layer.totalFrames - layer.framesPlayed;
  };
  const ready = (layer: Layer<OnAirItem>) => layer.source.buffered() >= READY_BYTES || layer.source.decoded();

  function afterFrame() {
    if (prepared?.source.failed()) {
      prepared = null;
      upcoming = null;
    }
    breaks.dropFailed();
    if (live && !live.ending) {
      // Have the fresh return track decoded and waiting, so the fade back never waits on a process start.
      if (!prepared) prepareReturn();
      if (!live.onAir && live.source.ready()) {
        live.onAir = true;
        mixer.crossfadeTo(liveLayer(live), LIVE_FADE_FRAMES);
        options.onLiveChange();
      }
      if (live.onAir && liveCover.step(live.source)) {
        if (live.source.idleMs() > LIVE_STALL_MS) {
          endLive('no audio for 3 s');
          options.onLiveStall();
        }
      } else if (live.onAir) {
        const state = live;
        if (breaks.pending()) breaks.stepOverLive(() => liveLayer(state));
        else if (live.source.idleMs() > LIVE_STALL_MS) {
          endLive('no audio for 3 s');
          options.onLiveStall();
        }
        return;
      }
    }
    if (shows.check()) return;
    if (mixer.fading()) return;
    const current = mixer.current();
    const onLive = current?.meta.kind === 'live';
    const left = current && !onLive ? remaining(current) : 0;
    const fadeFrames = framesFor(options.settings().crossfadeSeconds);
    if (!prepared && (left <= fadeFrames + PREROLL_FRAMES || skipRequested)) prepare();
    if (!prepared || prepared.source.failed() || !ready(prepared)) return;
    const next = prepared;
    if (!current || onLive) {
      prepared = null;
      mixer.crossfadeTo(next, current ? LIVE_FADE_FRAMES : 0);
      if (onLive) {
        live = null;
        options.onLiveChange();
      }
      return;
    }
    const limit = Math.min(
      fadeFrames,
      Math.floor((current.totalFrames ?? fadeFrames * 2) / 2),
      Math.floor((next.totalFrames ?? fadeFrames * 2) / 2),
    );
    if (skipRequested || left <= limit || current.source.finished()) {
      const frames = current.source.finished() ? 0 : Math.max(1, skipRequested ? limit : Math.min(limit, left));
      skipRequested = false;
      prepared = null;
      mixer.crossfadeTo(next, frames);
    }
  }

  /** The track that follows the live show: decided now, decoded and waiting. */
  function prepareReturn() {
    const planned = programming.next(clock.now());
    prepared = planned ? tryLayer(planned) : stationIdLayer();
  }

  /** The live show on the bus. The mixer closes a layer it fades out of; the live input must survive a break. */
  function liveLayer(state: LiveState): Layer<OnAirItem> {
    return { source: state.shared, meta: state.meta, framesPlayed: 0, totalFrames: null };
  }

  function endLive(reason: string) {
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
    options.onLiveChange();
  }

  /** Forget the prepared track (the plan changed); the next frame prepares again. Not during a fade. */
  function replan() {
    if (prepared && !mixer.fading() && !(live?.onAir && !live.ending)) {
      prepared.source.close();
      prepared = null;
    }
    refreshUpcoming();
  }

  return {
    start() {
      mixer.start();
    },
    stop() {
      mixer.stop();
      prepared?.source.close();
      breaks.stop();
      shows.stop();
      prepared = null;
      live?.source.close();
      live = null;
      liveCover.reset();
      skipRequested = false;
    },
    skip() {
      if (live?.onAir && !live.ending && !breaks.onAir() && !liveCover.covered()) return false;
      skipRequested = true;
      return true;
    },
    startLive(session: NmsSession) {
      if (live && !live.ending) return;
      liveCover.reset();
      const source = liveCover.watch(tapSource(createLiveSource(runner, ctx.ffmpegPath, session), options.onLiveFrame));
      const state: LiveState = {
        source,
        shared: { ...source, close: () => (state.ending || live !== state ? source.close() : undefined) },
        meta: options.liveItem(),
        onAir: false,
        ending: false,
      };
      live = state;
      options.onLiveChange();
    },
    endLive,
    /** Plays these spots now: over the live show (which returns after them) or before the next track. */
    playBreak(items: PlannedItem[]) {
      breaks.add(items);
      if (!(live?.onAir && !live.ending)) replan();
    },
    replan,
    liveState: (): 'offline' | 'connecting' | 'live' =>
      !live || live.ending ? (live?.onAir ? 'live' : 'offline') : live.onAir ? 'live' : 'connecting',
    /** The live show is on the bus, or paused for a break it will return from. */
    liveOnAir: () => Boolean(live?.onAir && !live.ending),
    upcoming: () => upcoming,
    /** The item already decided and decoding (it is not in the planner's forecast any more). */
    prepared: () => prepared?.meta.planned ?? null,
    msLeft,
    underruns: () => mixer.underruns(),
    bus: () => ({ framesWritten: mixer.framesWritten(), skippedFrames: mixer.skipped() }),
    /** A stop-mode cart holds the music while it plays (cart-overlay.ts). */
    hold: (on: boolean) => mixer.hold(on),
  };
}
export type Playout = ReturnType<typeof createPlayout>;

interface LiveState {
  source: LiveSource;
  /** What the mixer sees: closing it closes the input only once the show is over. */
  shared: LiveSource;
  meta: OnAirItem;
  onAir: boolean;
  ending: boolean;
}
