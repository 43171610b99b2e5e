import { AUDIO } from '../../../shared/audio-format';
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

interface Fade<T> {
  incoming: Layer<T>;
  frames: number;
  done: number;
  midpointPassed: boolean;
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
// Encoders run this far ahead of real time. Listeners' own buffers (the burst) absorb event-loop
// pauses, and missed frames are caught up, so a small lead is enough and keeps live latency low.
const LEAD_FRAMES = 3;
// After a stall the missed frames are rendered at once, so listeners (who hold a ~4 s burst) still
// receive real-time rate on average. Past 3 s (machine suspended, debugger) the gap is skipped.
const MAX_CATCH_UP_FRAMES = 150;

/**
 * The real-time clock and the two-slot crossfader. Frames due are counted from a monotonic start
 * time, so timer jitter never drifts the output rate.
 */
export function createMixer<T>(hooks: MixerHooks<T>) {
  let current: Layer<T> | null = null;
  let fade: Fade<T> | null = null;
  let timer: NodeJS.Timeout | undefined;
  let startNs = 0n;
  let written = 0;
  let underruns = 0;
  let skipped = 0;
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
    const frame = mixFrames([
      { frame: a, from: from.out, to: to.out },
      { frame: b, from: from.in, to: to.in },
    ]);
    if (!fade.midpointPassed && fade.done * 2 >= fade.frames) {
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
      written++;
      hooks.afterFrame();
    }
  }

  function tick() {
    const elapsedMs = Number(process.hrtime.bigint() - startNs) / 1e6;
    const due = Math.floor(elapsedMs / AUDIO.frameMs) + LEAD_FRAMES - written;
    if (due > MAX_CATCH_UP_FRAMES) {
      skipped += due - MAX_CATCH_UP_FRAMES;
      written += due - MAX_CATCH_UP_FRAMES;
    }
    pump(Math.min(due, MAX_CATCH_UP_FRAMES));
  }

  return {
    start() {
      if (timer) return;
      startNs = process.hrtime.bigint();
      written = 0;
      timer = setInterval(tick, AUDIO.frameMs / 2);
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
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
    skipped: () => skipped,
    framesWritten: () => written,
    /** Holds the music (see cart-overlay.ts) or releases it. */
    hold(on: boolean) {
      held = on;
    },
    /**
     * Crossfades to a new layer over `frames` (0 = cut). A fade already running is completed at once
     * (its outgoing layer dropped) so a second transition never stacks three sources.
     */
    crossfadeTo(layer: Layer<T>, requested: number) {
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
      fade = { incoming: layer, frames, done: 0, midpointPassed: false };
    },
  };
}
export type Mixer<T> = ReturnType<typeof createMixer<T>>;
