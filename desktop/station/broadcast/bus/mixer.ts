import { type Clock, systemClock } from '../../core/clock';
import { createFramePacer } from './frame-pacer';
import type { PcmSource } from './file-source';
import { equalPower, FRAME_BYTES, mixFrames } from './pcm';

/** A source on the bus with what is known about its length. */
export interface Layer<T> {
  source: PcmSource;
  meta: T;
  framesPlayed: number;
  /** Planned length in frames; null for open-ended sources (live). */
  totalFrames: number | null;
}

/**
 * How two items meet: an equal-power crossfade (both curves), or a segue, where the incoming item starts at its own
 * full level over the outgoing one's tail (its intro is not faded in) and only the tail is taken down.
 */
export type TransitionShape = 'crossfade' | 'segue';

interface Fade<T> {
  incoming: Layer<T>;
  frames: number;
  done: number;
  midpointPassed: boolean;
  shape: TransitionShape;
}

export interface MixerHooks<T> {
  /** Every bus frame, in order, at real-time rate (plus the lead). */
  onFrame(frame: Buffer): void;
  /** What is on air changed: the crossfade midpoint passed (or a cut happened). */
  onAir(meta: T): void;
  /** Called after each frame so the playout can decide on transitions at frame accuracy. */
  afterFrame(): void;
}

const SILENCE = Buffer.alloc(FRAME_BYTES);

/**
 * The two-slot crossfader on the bus's real-time clock (frame-pacer.ts). `clock` is the system's unless a test
 * drives time itself.
 */
export function createMixer<T>(hooks: MixerHooks<T>, clock: Clock = systemClock) {
  let current: Layer<T> | null = null;
  let fade: Fade<T> | null = null;
  let underruns = 0;
  // A stop-mode cart holds the music: silence is rendered and nothing is pulled or faded meanwhile.
  let held = false;

  const pull = (layer: Layer<T> | null): Buffer => {
    if (!layer) return SILENCE;
    const frame = layer.source.read();
    if (!frame) {
      if (!layer.source.finished()) underruns++;
      return SILENCE;
    }
    layer.framesPlayed++;
    return frame;
  };

  function nextFrame(): Buffer {
    if (held) return SILENCE;
    if (!fade) return pull(current);
    const a = pull(current);
    const b = pull(fade.incoming);
    const from = equalPower(fade.done / fade.frames);
    const to = equalPower((fade.done + 1) / fade.frames);
    fade.done++;
    const segue = fade.shape === 'segue';
    const frame = mixFrames([
      { frame: a, from: from.out, to: to.out },
      { frame: b, from: segue ? 1 : from.in, to: segue ? 1 : to.in },
    ]);
    // A segue's next item is what listeners hear from its first frame; a crossfade's from its midpoint.
    if (!fade.midpointPassed && (segue || fade.done * 2 >= fade.frames)) {
      fade.midpointPassed = true;
      hooks.onAir(fade.incoming.meta);
    }
    if (fade.done >= fade.frames) {
      current?.source.close();
      current = fade.incoming;
      fade = null;
    }
    return frame;
  }

  function pump(frames: number) {
    for (let i = 0; i < frames; i++) {
      hooks.onFrame(nextFrame());
      pacer.wrote();
      hooks.afterFrame();
    }
  }
  const pacer = createFramePacer(clock, pump);

  return {
    start: pacer.start,
    stop() {
      pacer.stop();
      current?.source.close();
      fade?.incoming.source.close();
      current = null;
      fade = null;
    },
    /** Renders frames now, off the clock (tests drive the mixer with this). */
    pump,
    current: () => current,
    incoming: () => fade?.incoming ?? null,
    fading: () => fade !== null,
    underruns: () => underruns,
    /** Frames never rendered because the process was stalled for over a second. */
    skipped: pacer.skipped,
    framesWritten: pacer.written,
    /** Takes what is on the bus off it, fade and all: the bus carries silence until the next crossfade. */
    clear() {
      current?.source.close();
      fade?.incoming.source.close();
      current = null;
      fade = null;
    },
    /** Holds the music (see cart-overlay.ts) or releases it. */
    hold(on: boolean) {
      held = on;
    },
    /**
     * Crossfades to a new layer over `frames` (0 = cut), or segues to it (`shape`). A fade already running is
     * completed at once (its outgoing layer dropped) so a second transition never stacks three sources.
     */
    crossfadeTo(layer: Layer<T>, requested: number, shape: TransitionShape = 'crossfade') {
      // While held (a stop-mode cart), a transition is a cut: the new item starts from its beginning on release.
      const frames = held ? 0 : requested;
      if (fade) {
        current?.source.close();
        current = fade.incoming;
        if (!fade.midpointPassed) hooks.onAir(current.meta);
        fade = null;
      }
      if (frames <= 0 || !current) {
        current?.source.close();
        current = layer;
        hooks.onAir(layer.meta);
        return;
      }
      fade = { incoming: layer, frames, done: 0, midpointPassed: false, shape };
    },
  };
}
export type Mixer<T> = ReturnType<typeof createMixer<T>>;
