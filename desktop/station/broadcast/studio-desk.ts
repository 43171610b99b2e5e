import type { EventEmitter } from 'node:events';
import type { CartMode, Levels } from '../../../shared/schemas/studio';
import type { StationContext } from '../context';
import { gainFor } from './analysis';
import type { BusTaps } from './bus-taps';
import { createCartOverlay } from './cart-overlay';
import { createFileSource } from './file-source';
import { createLevelMeter } from './level-meter';
import type { Runner } from './runner';

export type CartPlayResult = 'playing' | 'not_found' | 'broken' | 'not_running';

/**
 * What the studio desk adds to the bus: the cart wall's instant player over the music and the output meter
 * (a bus tap, 10 updates a second as 'levels' events). The engine passes every mixed frame through mix().
 */
export function createStudioDesk(options: {
  ctx: Pick<StationContext, 'repos' | 'media' | 'ffmpegPath' | 'log'>;
  runner: Runner;
  taps: BusTaps;
  events: EventEmitter;
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

  return {
    mix: (frame: Buffer) => overlay.mix(frame),
    liveFrame: (frame: Buffer) => meter.liveFrame(frame),
    /** Starts decoding the track now; it takes the air as soon as its first frames are ready. */
    playCart(trackId: number, mode: CartMode): CartPlayResult {
      const track = ctx.repos.tracks.get(trackId);
      if (!track) return 'not_found';
      if (track.broken) return 'broken';
      const start = track.cueIn ?? 0;
      const end = track.cueOut ?? null;
      const source = createFileSource(
        runner,
        ctx.ffmpegPath,
        `cart:${track.id}`,
        {
          file: ctx.media.pathOf('audio', track.fileName),
          startSeconds: start,
          durationSeconds: end !== null && end > start ? end - start : null,
          gainDb: gainFor(track.loudnessLufs, options.loudnessTargetLufs()),
        },
        (reason) => log.warn('cart could not play', { id: track.id, title: track.title, reason }),
      );
      overlay.play(track.id, mode, source);
      return 'playing';
    },
    stop: () => overlay.stop(),
  };
}
export type StudioDesk = ReturnType<typeof createStudioDesk>;
