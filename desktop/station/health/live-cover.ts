import type { LiveSource } from '../broadcast/live/show/live-source';
import type { Layer, createMixer } from '../broadcast/bus/mixer';
import type { OnAirItem } from '../broadcast/on-air/on-air-item';
import type { Alerts } from './alerts';
import { createLiveSilenceGuard } from './live-silence';

export interface LiveCoverOptions {
  mixer: Pick<ReturnType<typeof createMixer<OnAirItem>>, 'current' | 'fading' | 'crossfadeTo'>;
  alerts: Pick<Alerts, 'raise' | 'resolve'>;
  /** Seconds of silence on the live input before the rotation covers it (setting liveSilenceSec). */
  seconds(): number;
  fadeFrames: number;
  /** The rotation's next track, decoded and ready, taken from the playout (null: none ready yet). */
  takeReady(): Layer<OnAirItem> | null;
  /** The live input as a bus layer. */
  liveLayer(): Layer<OnAirItem>;
  /** What is on air changed (status events). */
  onChange(): void;
}

/**
 * A muted host never keeps the station silent: the live input's own frames are measured before the mix; silent
 * for liveSilenceSec, the rotation crossfades in under the still-connected publisher; 2 s of sound and the live
 * input crossfades back. While covered the mixer does not read the input, so step() drains it at the bus pace and
 * keeps listening.
 */
export function createLiveCover(options: LiveCoverOptions) {
  const guard = createLiveSilenceGuard(options.seconds);
  const { mixer } = options;
  let measuring = true;

  return {
    /** The live source with every frame the mixer pulls measured (null = nothing came: silence on air too). */
    watch<S extends LiveSource>(source: S): S {
      return {
        ...source,
        read() {
          const frame = source.read();
          if (measuring) guard.measure(frame);
          return frame;
        },
      };
    },
    covered: () => guard.covered(),
    /** Once a frame while the live show has the air (or is covered). True while the rotation covers it. */
    step(source: LiveSource): boolean {
      if (!guard.covered()) {
        if (!guard.shouldCover() || mixer.fading() || mixer.current()?.meta.kind !== 'live') return false;
        const next = options.takeReady();
        if (!next) return false;
        guard.setCovered(true);
        mixer.crossfadeTo(next, options.fadeFrames);
        options.alerts.raise(
          'live_silent',
          `El directo lleva ${options.seconds()} s en silencio: suena la programación hasta que vuelva el sonido.`,
        );
        options.onChange();
        return true;
      }
      // Off the bus now: read one frame a tick (the publisher's pace), measuring only real audio, not jitter gaps.
      measuring = false;
      const frame = source.read();
      measuring = true;
      if (frame) guard.measure(frame);
      if (!guard.shouldReturn() || mixer.fading()) return true;
      guard.setCovered(false);
      mixer.crossfadeTo(options.liveLayer(), options.fadeFrames);
      options.alerts.resolve('live_silent');
      options.onChange();
      return false;
    },
    /** The live show ended or a new one starts. */
    reset() {
      guard.reset();
      options.alerts.resolve('live_silent');
    },
  };
}
export type LiveCover = ReturnType<typeof createLiveCover>;
