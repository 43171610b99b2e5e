import type { PlannedItem, Programming } from '../../programming/planner/programming';
import type { Clock } from '../../core/clock';
import type { LiveBreaks } from './live-breaks';
import type { Layer, Mixer } from '../bus/mixer';
import type { OnAirItem } from '../on-air/on-air-item';
import { FRAME_BYTES, framesFor } from '../bus/pcm';
import { transitionFrom } from './segue';

// Start the next decoder this long before its fade so nothing waits on a process start.
const PREROLL_FRAMES = framesFor(3);
const READY_BYTES = Math.round(0.3 * (FRAME_BYTES / 0.02));
// With nothing to play, the planner is asked again this often rather than at every 20 ms frame.
const IDLE_RETRY_MS = 500;

/** Frames a layer has left: what is decoded once its decoder is done, else what its length says. */
export const remaining = (layer: Layer<OnAirItem>) => {
  if (layer.source.decoded()) return Math.floor(layer.source.buffered() / FRAME_BYTES);
  return layer.totalFrames === null ? Number.POSITIVE_INFINITY : layer.totalFrames - layer.framesPlayed;
};
export const ready = (layer: Layer<OnAirItem>) => layer.source.buffered() >= READY_BYTES || layer.source.decoded();

/** Milliseconds left of what is on the bus (nothing while the live show, which has no end, is on it). */
export function msLeftOn(mixer: Pick<Mixer<OnAirItem>, 'current'>) {
  const current = mixer.current();
  if (!current || current.meta.kind === 'live') return 0;
  const left = remaining(current);
  return Number.isFinite(left) ? left * 20 : 0;
}

interface NextTrackDeps {
  clock: Clock;
  programming: Pick<Programming, 'next' | 'peek'>;
  breaks: Pick<LiveBreaks, 'take' | 'peek'>;
  tryLayer(planned: PlannedItem): Layer<OnAirItem> | null;
  /** What airs when the planner has nothing (an empty library): the station ID at most once an hour, else null. */
  emptyLibraryLayer(): Layer<OnAirItem> | null;
  crossfadeSeconds(): number;
  /** Milliseconds left of what is on the bus. */
  msLeft(): number;
}

/**
 * The item that takes the air next: decided ahead, decoding while it waits, and what now-playing announces as next
 * (a peek at the planner, refreshed when anything changes); a skip the host asked for waits here for its fade.
 */
export function createNextTrack(deps: NextTrackDeps) {
  const { clock, programming, breaks } = deps;
  let prepared: Layer<OnAirItem> | null = null;
  let upcoming: PlannedItem | null = null;
  let skipRequested = false;
  // Nothing could be prepared: not before this instant (monotonic) again.
  let idleUntil = 0;

  function prepareFrom(planned: PlannedItem | null) {
    prepared = planned ? deps.tryLayer(planned) : deps.emptyLibraryLayer();
    if (!prepared && !planned) idleUntil = clock.monotonic() + IDLE_RETRY_MS;
  }

  return {
    current: () => prepared,
    upcoming: () => upcoming,
    skipRequested: () => skipRequested,
    requestSkip() {
      skipRequested = true;
    },
    clearSkip() {
      skipRequested = false;
    },
    /** The mixer takes the layer: it is not ours to close any more. */
    take() {
      prepared = null;
    },
    /** The prepared layer if it can play now, taken off the shelf. */
    takeReady() {
      const next = prepared && ready(prepared) ? prepared : null;
      if (next) prepared = null;
      return next;
    },
    discard() {
      prepared?.source.close();
      prepared = null;
    },
    dropFailed() {
      if (prepared?.source.failed()) {
        prepared = null;
        upcoming = null;
      }
    },
    refreshUpcoming(msAhead = deps.msLeft()) {
      const fadeMs = deps.crossfadeSeconds() * 1000;
      upcoming =
        prepared?.meta.planned ?? breaks.peek() ?? programming.peek(clock.now() + Math.max(0, msAhead - fadeMs));
    },
    prepare() {
      if (clock.monotonic() < idleUntil && !skipRequested) return;
      const spot = breaks.take();
      // Decided for the instant it will start: when what is on air begins its crossfade out, as the log plans it,
      // so a hard event's mark is met where the log said.
      const fadeMs = deps.crossfadeSeconds() * 1000;
      prepareFrom(spot ?? programming.next(clock.now() + Math.max(0, deps.msLeft() - fadeMs)));
      upcoming = prepared?.meta.planned ?? null;
    },
    /** The track that follows the live show: decided now, decoded and waiting. */
    prepareReturn() {
      if (clock.monotonic() < idleUntil) return;
      prepareFrom(programming.next(clock.now()));
    },
  };
}
export type NextTrack = ReturnType<typeof createNextTrack>;

/**
 * The rotation's part of a frame's decisions: prepare the next item in time, and take it to air as the song's
 * markers say (segue.ts) when the current one ends (or at once after the live show, or on a skip).
 */
export function crossfadeWhenDue(deps: {
  mixer: Pick<Mixer<OnAirItem>, 'fading' | 'current' | 'crossfadeTo'>;
  next: NextTrack;
  crossfadeSeconds(): number;
  live: {
    /** The rotation took the bus back from the live show. */
    returned(): void;
    /** How long the fade from the live show back to the rotation is. */
    fadeOutFrames(): number;
  };
}) {
  const { mixer, next } = deps;
  if (mixer.fading()) return;
  const current = mixer.current();
  const onLive = current?.meta.kind === 'live';
  const left = current && !onLive ? remaining(current) : 0;
  const fadeFrames = framesFor(deps.crossfadeSeconds());
  const planned =
    current && !onLive ? transitionFrom(current, fadeFrames) : { frames: fadeFrames, shape: 'crossfade' as const };
  const ahead = Math.max(fadeFrames, planned.frames) + PREROLL_FRAMES;
  if (!next.current() && (left <= ahead || next.skipRequested())) next.prepare();
  const prepared = next.current();
  if (!prepared || prepared.source.failed() || !ready(prepared)) return;
  if (!current || onLive) {
    next.take();
    mixer.crossfadeTo(prepared, current ? deps.live.fadeOutFrames() : 0);
    if (onLive) deps.live.returned();
    return;
  }
  const skip = next.skipRequested();
  // A skip cuts the song short wherever it is: the station's crossfade, not the song's own end.
  const { frames: wanted, shape } = skip ? { frames: fadeFrames, shape: 'crossfade' as const } : planned;
  const limit = Math.min(
    wanted,
    Math.floor((current.totalFrames ?? wanted * 2) / 2),
    Math.floor((prepared.totalFrames ?? wanted * 2) / 2),
  );
  if (skip || left <= limit || current.source.finished()) {
    // A crossfade always mixes at least a frame; a cold end's segue is a cut exactly at the end.
    const least = shape === 'segue' ? 0 : 1;
    const frames = current.source.finished() ? 0 : Math.max(least, skip ? limit : Math.min(limit, left));
    next.clearSkip();
    next.take();
    mixer.crossfadeTo(prepared, frames, shape);
  }
}
