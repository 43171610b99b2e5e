import { AUDIO } from '../../../../shared/station/audio-format';
import { PROGRAMMING } from '../../../../shared/station/station-rules';
import type { StationContext } from '../../core/context';
import type { Logger } from '../../core/log';
import type { PlannedItem, Programming } from '../../programming/planner/programming';
import type { LiveFeed } from '../live/show/live-source';
import { createLayers, type LayerDeps } from './layers';
import type { OnAirItem } from '../on-air/on-air-item';
import { createMixer, type Layer, type Mixer } from '../bus/mixer';
import { framesFor } from '../bus/pcm';
import { createLiveCover } from '../../health/live-cover';
import { createLiveBreaks } from './live-breaks';
import { createShowStarts } from './show-starts';
import { createHourlyId } from './hourly-id/hourly-id';
import { stationTimeZone } from '../../../../shared/station/station-time';
import { createSlotAirs } from './slot-airs';
import { createSilenceWatch } from './silence-watch';
import { createLiveShow, LIVE_FADE_FRAMES } from '../live/show/live-show';
import { createNextTrack, crossfadeWhenDue, msLeftOn, type NextTrack, ready, remaining } from './next-track';
import { type Clock, systemClock } from '../../core/clock';
import { createVoiceAir } from './voice-air';

export interface PlayoutOptions extends LayerDeps {
  ctx: LayerDeps['ctx'] & Pick<StationContext, 'alerts' | 'healthSettings' | 'config' | 'downloadAddressPolicy'>;
  /** The engine's clock (clock.ts): schedule decisions and the bus's frame count. */
  clock?: Clock;
  /** The bundled station ID (resources/station-id.mp3), aired when no library jingle is chosen for it. */
  stationIdFile: string | null;
  programming: Programming;
  liveItem(): OnAirItem;
  onFrame(frame: Buffer): void;
  onAir(item: OnAirItem): void;
  /** What was on air ended and nothing followed it (an empty library): the bus carries silence. */
  onSilence?(): void;
  onLiveChange(): void;
  /** The input sent nothing for 3 s: its connection is stale (e.g. OBS lost its network). */
  onLiveStall(feed: LiveFeed): void;
  /** Each frame the live input hands the bus (the studio's live level meter). */
  onLiveFrame?(frame: Buffer): void;
}

type Layers = ReturnType<typeof createLayers>;
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
          // Where it failed: the message alone ("reading 'id'") cannot be traced back from a log.
          at: (error as Error).stack?.split('\n').slice(1, 4).join(' | '),
        });
      }
    }
  };
}

/**
 * What starts at its minute, fading whatever plays: recorded shows (show-starts.ts), relay and repeat slots with the
 * slot's playlist when they fail (slot-airs.ts), and the hourly station ID, a due item under a live show (playout/hourly-id/).
 */
function hardTimedStarts(
  options: PlayoutOptions,
  parts: {
    log: Logger;
    clock: Clock;
    mixer: Mixer<OnAirItem>;
    layerFor: Layers['layerFor'];
    tryLayer: Layers['tryLayer'];
    hardTimed: { blocked(): boolean; take(layer: Layer<OnAirItem>): void };
    liveOnAir(): boolean;
    retitle(item: OnAirItem): void;
    beforeNext(planned: PlannedItem): void;
    idComing(): boolean;
  },
) {
  const { ctx, programming } = options;
  const { log, clock, mixer, layerFor, tryLayer, hardTimed } = parts;
  const shows = createShowStarts({ ctx, log, clock, programming, layerFor, tryLayer, ...hardTimed });
  const slotAirs = createSlotAirs({
    ...hardTimed,
    ctx,
    log,
    runner: options.runner,
    clock,
    slots: (at) => programming.slotAt(at),
    onBus: (layer) => mixer.current() === layer || mixer.incoming() === layer,
    retitle: parts.retitle,
  });
  const hourly = createHourlyId({
    ...options,
    log,
    clock,
    timeZone: stationTimeZone(ctx.config),
    tryLayer,
    onBus: () => [mixer.current(), mixer.incoming()],
    idComing: parts.idComing,
    liveHolds: () => hardTimed.blocked() || parts.liveOnAir(),
    take: hardTimed.take,
    beforeNext: parts.beforeNext,
  });
  return { shows, slotAirs, hourly };
}

/** The host's breaks over the live show, skipped as the rotation's next item is (`next` is made after them). */
function liveBreaksOn(mixer: Mixer<OnAirItem>, tryLayer: Layers['tryLayer'], next: () => NextTrack) {
  return createLiveBreaks({
    mixer,
    tryLayer,
    ready,
    remaining,
    fadeFrames: LIVE_FADE_FRAMES,
    skipRequested: () => next().skipRequested(),
    clearSkip: () => next().clearSkip(),
  });
}

/**
 * A hard-timed start (recorded show, relay, repeat, a standby joining the studio's plan) fades what plays; not over
 * the live show or a host's break.
 */
function hardTimedOn(mixer: Mixer<OnAirItem>, next: NextTrack, blocked: () => boolean) {
  return {
    blocked,
    take(layer: Layer<OnAirItem>) {
      next.discard();
      next.clearSkip();
      mixer.crossfadeTo(layer, mixer.current() ? SHOW_FADE_FRAMES : 0);
    },
  };
}

/** What a standby joining the studio's plan reads of the bus and how it cuts to the studio's item (join-plan.ts). */
function joinCuts(
  mixer: Mixer<OnAirItem>,
  hardTimed: ReturnType<typeof hardTimedOn>,
  layerFor: (planned: PlannedItem, offsetSeconds: number) => Layer<OnAirItem>,
) {
  return {
    /**
     * The planned item on the bus (the incoming one during a fade) and the seconds it has left by its length (not
     * by what is decoded: a spooled song is decoded long before it is played).
     */
    onBus() {
      const layer = mixer.incoming() ?? mixer.current();
      if (!layer || layer.totalFrames === null) return null;
      return {
        planned: layer.meta.planned,
        secondsLeft: ((layer.totalFrames - layer.framesPlayed) * AUDIO.frameMs) / 1000,
      };
    },
    /** Puts `planned` on air now from `offsetSeconds` in, whatever plays fading out (not over the live show). */
    cutTo(planned: PlannedItem, offsetSeconds: number) {
      if (hardTimed.blocked()) return false;
      hardTimed.take(layerFor(planned, offsetSeconds));
      return true;
    },
  };
}

/** Decides what the mixer plays: rotation with crossfades, the live show, the station ID for an empty library. */
export function createPlayout(options: PlayoutOptions) {
  const { ctx, programming } = options;
  const clock = options.clock ?? systemClock;
  const log = ctx.log.child('playout');
  const crossfadeSeconds = () => options.settings().crossfadeSeconds;
  const { layerFor, tryLayer } = createLayers({ ...options, log });

  const onAir = (item: OnAirItem) => guarded(() => handleOnAir(item));
  const voice = createVoiceAir({ ...options, clock, log, mixer: () => mixer, next: () => next, onAir });
  const mixer = createMixer<OnAirItem>(
    {
      onFrame: (frame) => options.onFrame(voice.mix(frame)),
      onAir,
      afterFrame: () => guarded(afterFrame),
    },
    clock,
  );
  const breaks = liveBreaksOn(mixer, tryLayer, () => next);
  const msLeft = () => msLeftOn(mixer);
  const emptyLibraryLayer = () => hourly.forEmptyLibrary(tryLayer);
  const next = createNextTrack({ clock, programming, breaks, tryLayer, emptyLibraryLayer, crossfadeSeconds, msLeft });
  const hardTimed = hardTimedOn(mixer, next, () => Boolean(live.onBus() || breaks.onAir()));

  // A silent live input: the rotation covers it until the host is heard again (health/live-cover.ts).
  const liveCover = createLiveCover({
    mixer,
    alerts: ctx.alerts,
    seconds: () => ctx.healthSettings.read().liveSilenceSec,
    fadeFrames: LIVE_FADE_FRAMES,
    takeReady: () => next.takeReady(),
    liveLayer: () => live.layer(),
    onChange: () => options.onLiveChange(),
  });
  const live = createLiveShow({ ...options, log, clock, ffmpegPath: ctx.ffmpegPath, mixer, breaks, liveCover, next });
  const silence = createSilenceWatch({ mixer, next, live, onSilence: options.onSilence });
  const { shows, slotAirs, hourly } = hardTimedStarts(options, {
    ...{ log, clock, mixer, layerFor, tryLayer, hardTimed },
    liveOnAir: () => live.onAir(),
    retitle: (item) => guarded(() => handleOnAir(item)),
    beforeNext: (planned) => playBreak([planned]),
    idComing: () => next.current()?.meta.kind === 'station-id',
  });

  const guarded = createDecisionGuard(log, clock);

  function handleOnAir(item: OnAirItem) {
    silence.aired();
    if (item.kind === 'station-id') hourly.aired(clock.now());
    if (item.kind !== 'live') next.refreshUpcoming(item.duration * 1000);
    options.onAir(item);
  }

  function afterFrame() {
    next.dropFailed();
    breaks.dropFailed();
    if (hourly.check()) return;
    if (live.step()) return;
    if (shows.check()) return;
    if (slotAirs.check()) return;
    if (!voice.step()) crossfadeWhenDue({ mixer, next, crossfadeSeconds, live });
    silence.step();
  }

  /** Forget the prepared track (the plan changed); the next frame prepares again. Not during a fade. */
  function replan() {
    if (next.current() && !mixer.fading() && !live.onAir()) next.discard();
    next.refreshUpcoming();
  }

  /** Plays these spots now: over the live show (which returns after them) or before the next track. */
  function playBreak(items: PlannedItem[]) {
    breaks.add(items);
    if (!live.onAir()) replan();
  }

  return {
    start: () => mixer.start(),
    stop() {
      mixer.stop();
      voice.stop();
      next.current()?.source.close();
      breaks.stop();
      shows.stop();
      slotAirs.stop();
      next.take();
      live.stop();
      liveCover.reset();
      next.clearSkip();
    },
    skip() {
      if (live.onAir() && !breaks.onAir() && !liveCover.covered()) return false;
      next.requestSkip();
      return true;
    },
    ...{ startLive: live.start, endLive: live.end, heardFeed: live.heardFeed },
    playBreak,
    replan,
    ...joinCuts(mixer, hardTimed, layerFor),
    /** The hourly ID a live show holds back, and taking it for the break the host launches. */
    dueStationId: hourly.due,
    takeDueStationId: hourly.takeDue,
    liveState: live.state,
    /** The live show is on the bus, or paused for a break it will return from. */
    liveOnAir: live.onAir,
    upcoming: next.upcoming,
    /** The item already decided and decoding (it is not in the planner's forecast any more). */
    prepared: () => next.current()?.meta.planned ?? null,
    msLeft,
    underruns: () => mixer.underruns(),
    bus: () => ({ framesWritten: mixer.framesWritten(), skippedFrames: mixer.skipped() }),
    /** A stop-mode cart holds the music while it plays (cart-overlay.ts). */
    hold: (on: boolean) => mixer.hold(on),
  };
}
export type Playout = ReturnType<typeof createPlayout>;
