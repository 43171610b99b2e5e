import type { CartMode } from '../../../../shared/schemas/broadcast/studio';
import type { PcmSource } from '../bus/file-source';
import { FRAME_BYTES, mixFrames } from '../bus/pcm';

/** The music under a ducking cart: about −10 dB. */
export const DUCK_GAIN = 0.3;
/** Ramps, in 20 ms frames: quick down when the cart starts, a gentle return when it ends. */
const DUCK_DOWN_FRAMES = 3;
const DUCK_UP_FRAMES = 25;
/** A cart starts on the air as soon as its decoder has this much ready (it decodes far faster than real time). */
const START_BYTES = 2 * FRAME_BYTES;

export interface CartOverlayOptions {
  /** Stop-mode carts: hold the music (the mixer renders silence without pulling what plays) or let it go. */
  holdMusic(on: boolean): void;
  /** Stop-mode carts: end what plays, so the next item starts after the cart. */
  endMusic(): void;
  /** The cart's audio started or ended (for the meter, logs and now-playing). */
  onChange?(playing: { trackId: number; mode: CartMode } | null): void;
}

interface Cart {
  trackId: number;
  mode: CartMode;
  source: PcmSource;
  started: boolean;
}

/**
 * The cart wall's player: one instant source over the bus, applied to every frame the mixer renders before the
 * encoders and taps see it. A duck cart mixes over the music, lowered; a stop cart holds the music and ends it.
 * A new press replaces the cart that plays.
 */
export function createCartOverlay(options: CartOverlayOptions) {
  let cart: Cart | null = null;
  let gain = 1;
  let holding = false;

  function release() {
    if (holding) {
      holding = false;
      options.holdMusic(false);
    }
  }

  function end() {
    if (!cart) return;
    cart.source.close();
    cart = null;
    release();
    options.onChange?.(null);
  }

  function begin(current: Cart) {
    current.started = true;
    if (current.mode === 'stop') {
      holding = true;
      options.holdMusic(true);
      options.endMusic();
    } else release();
    options.onChange?.({ trackId: current.trackId, mode: current.mode });
  }

  return {
    /** Plays a decoded cart now, replacing one that plays. */
    play(trackId: number, mode: CartMode, source: PcmSource) {
      if (cart) {
        cart.source.close();
        cart = null;
      }
      cart = { trackId, mode, source, started: false };
    },
    /** Every bus frame: the music (silence while held) with the cart over it. */
    mix(music: Buffer): Buffer {
      const current = cart;
      if (current && !current.started && !current.source.failed()) {
        if (current.source.buffered() >= START_BYTES || current.source.decoded()) begin(current);
      }
      if (current && (current.source.failed() || (current.started && current.source.finished()))) end();
      const playing = cart?.started ? cart : null;
      const target = playing?.mode === 'duck' ? DUCK_GAIN : 1;
      const step = (1 - DUCK_GAIN) / (target < gain ? DUCK_DOWN_FRAMES : DUCK_UP_FRAMES);
      const from = gain;
      gain = target < gain ? Math.max(target, gain - step) : Math.min(target, gain + step);
      const frame = playing?.source.read() ?? null;
      if (!frame && from === 1 && gain === 1) return music;
      const inputs = [{ frame: music, from, to: gain }];
      if (frame) inputs.push({ frame, from: 1, to: 1 });
      return mixFrames(inputs);
    },
    playing: () => (cart?.started ? { trackId: cart.trackId, mode: cart.mode } : null),
    /** Ends the cart now (broadcast stopping). */
    stop: end,
  };
}
