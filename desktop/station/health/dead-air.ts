import type { NowPlayingItem } from '../../../shared/schemas/broadcast/streaming';
import { framesFor } from '../broadcast/bus/pcm';
import type { StationContext } from '../core/context';
import { isSilent } from './level';
import { isoNow } from '../core/clock';

// Items the playout may skip: files it chose. Live has its own guard (live-cover.ts); the station ID and the
// silence of an empty library have nothing to skip to.
const SKIPPABLE = new Set(['rotation', 'playlist', 'jingle', 'spot', 'show']);

export interface DeadAirOptions {
  ctx: Pick<StationContext, 'repos' | 'alerts' | 'healthSettings' | 'log' | 'clock'>;
  /** What is on air now (a new object at each change). */
  onAir(): NowPlayingItem | null;
  /** Skip what is on air (crossfade to the next item). */
  skip(): void;
}

/**
 * A bus tap: the output's RMS per 20 ms frame. A file silent for deadAirSec is skipped and marked (broken, with
 * dead_air_at, so it leaves the rotation and the admin sees why); silence nothing can skip raises a dead-air alert,
 * resolved when sound returns. Counts the seconds of dead air and remembers when audio was last heard.
 */
export function createDeadAirDetector({ ctx, onAir, skip }: DeadAirOptions) {
  const log = ctx.log.child('dead-air');
  let silentFrames = 0;
  let deadAirFrames = 0;
  let lastAudioAt: number | null = null;
  let item: NowPlayingItem | null = null;
  let skipped: NowPlayingItem | null = null;

  function silentItem(current: NowPlayingItem) {
    if (skipped === current || current.trackId === null) return;
    skipped = current;
    log.warn('silent file skipped and marked', { id: current.trackId, title: current.title });
    try {
      ctx.repos.silentTracks.mark(current.trackId, isoNow(ctx.clock));
    } catch (error) {
      log.error('could not mark the silent file', { id: current.trackId, error: (error as Error).message });
    }
    skip();
  }

  return {
    frame(frame: Buffer) {
      const current = onAir();
      if (current !== item) {
        item = current;
        silentFrames = 0;
      }
      if (!isSilent(frame)) {
        silentFrames = 0;
        lastAudioAt = ctx.clock.now();
        if (ctx.alerts.isOpen('dead_air')) ctx.alerts.resolve('dead_air');
        return;
      }
      silentFrames++;
      const settings = ctx.healthSettings.read();
      const threshold = framesFor(settings.deadAirSec);
      if (silentFrames === threshold) deadAirFrames += threshold;
      else if (silentFrames > threshold) deadAirFrames++;
      if (silentFrames < threshold) return;
      if (current && SKIPPABLE.has(current.source) && silentFrames === threshold) return silentItem(current);
      // Live is covered by the rotation after liveSilenceSec; dead air on live means that did not happen.
      const limit = current?.source === 'live' ? framesFor(settings.liveSilenceSec) + threshold : threshold * 2;
      if (silentFrames === limit)
        ctx.alerts.raise(
          'dead_air',
          `Silencio en antena desde hace ${Math.round(silentFrames / 50)} s (${current ? current.title : 'nada en antena'}).`,
        );
    },
    /** Seconds of output silent beyond deadAirSec, since the station started. */
    deadAirSeconds: () => deadAirFrames / 50,
    lastAudioAt: () => lastAudioAt,
  };
}
export type DeadAirDetector = ReturnType<typeof createDeadAirDetector>;
