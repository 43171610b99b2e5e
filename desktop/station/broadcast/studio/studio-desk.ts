import type { EventEmitter } from 'node:events';
import type { CartMode, Levels } from '../../../../shared/schemas/broadcast/studio';
import type { StationContext } from '../../core/context';
import type { PlayableTrack } from '../../repos/library/tracks';
import { gainFor } from '../../library/analysis';
import type { BusTaps } from '../bus/bus-taps';
import { createCartCache } from './cart-cache';
import { createCartOverlay } from './cart-overlay';
import type { FileDecodeOptions } from '../../ffmpeg/ffmpeg-args';
import { createFileSource } from '../bus/file-source';
import { createLevelMeter } from '../bus/level-meter';
import type { Runner } from '../../ffmpeg/runner';
import type { BroadcastEvents, CartPlayResult } from '../engine/broadcast';

/**
 * What the studio desk adds to the bus: the cart wall's instant player over the music and the output meter
 * (a bus tap, 10 updates a second as 'levels' events). The engine passes every mixed frame through mix().
 */
export function createStudioDesk(options: {
  ctx: Pick<StationContext, 'repos' | 'media' | 'ffmpegPath' | 'log' | 'shutdown'>;
  runner: Runner;
  taps: BusTaps;
  events: EventEmitter<BroadcastEvents>;
  loudnessTargetLufs(): number;
  holdMusic(on: boolean): void;
  endMusic(): void;
}) {
  const { ctx, runner } = options;
  const log = ctx.log.child('cart');
  const overlay = createCartOverlay({
    holdMusic: options.holdMusic,
    endMusic: options.endMusic,
    onChange: (playing) => options.events.emit('cart', playing),
  });
  const meter = createLevelMeter({
    onLevels: (levels: Levels) => options.events.emit('levels', levels),
    cart: () => overlay.playing(),
  });
  options.taps.add('level-meter', meter.tap);
  const cache = createCartCache({
    ffmpegPath: ctx.ffmpegPath,
    signal: ctx.shutdown,
    onError: (key, error) => log.warn('cart could not be decoded ahead', { key, error: error.message }),
  });

  /** How a track is decoded for the cart (cue points, loudness), and the cache key of that decode. */
  function decodeOf(track: PlayableTrack) {
    const start = track.cueIn ?? 0;
    const end = track.cueOut ?? null;
    const decode: FileDecodeOptions = {
      file: ctx.media.pathOf('audio', track.fileName),
      startSeconds: start,
      durationSeconds: end !== null && end > start ? end - start : null,
      gainDb: gainFor(track.loudnessLufs, options.loudnessTargetLufs()),
    };
    return {
      decode,
      key: `${track.fileName}:${start}:${end}:${decode.gainDb.toFixed(2)}`,
      seconds: (end ?? track.duration) - start,
    };
  }

  function warm(trackId: number) {
    const track = ctx.repos.tracks.get(trackId);
    if (!track || track.broken) return Promise.resolve();
    const { decode, key, seconds } = decodeOf(track);
    return cache.warm(key, decode, seconds);
  }
  // The buttons already on the wall are decoded ahead, one after another, off the air path.
  void ctx.repos.cart.list().reduce((previous, button) => previous.then(() => warm(button.trackId)), Promise.resolve());

  return {
    mix: (frame: Buffer) => overlay.mix(frame),
    liveFrame: (frame: Buffer) => meter.liveFrame(frame),
    /** Starts decoding the track now; it takes the air as soon as its first frames are ready. */
    playCart(trackId: number, mode: CartMode): CartPlayResult {
      const track = ctx.repos.tracks.get(trackId);
      if (!track) return 'not_found';
      if (track.broken) return 'broken';
      const { decode, key, seconds } = decodeOf(track);
      // Decoded ahead: on air at the next frame. Otherwise decoded now (and kept for the next press).
      const source =
        cache.source(key) ??
        createFileSource(runner, ctx.ffmpegPath, `cart:${track.id}`, decode, (reason) =>
          log.warn('cart could not play', { id: track.id, title: track.title, reason }),
        );
      void cache.warm(key, decode, seconds);
      overlay.play(track.id, mode, source);
      return 'playing';
    },
    /** A button now carries this track: decode it ahead. */
    warm,
    cache: () => ({ carts: cache.size(), bytes: cache.bytes() }),
    stop: () => overlay.stop(),
  };
}
export type StudioDesk = ReturnType<typeof createStudioDesk>;
