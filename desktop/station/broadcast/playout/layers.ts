import type { StationContext } from '../../core/context';
import type { Logger } from '../../core/log';
import type { PlannedItem } from '../../programming/planner/programming';
import fs from 'node:fs';
import { gainFor } from '../../library/analysis';
import { createDecodeSpool } from './spool/decode-spool';
import { createFileSource } from '../bus/file-source';
import type { Layer } from '../bus/mixer';
import { framesFor } from '../bus/pcm';
import type { OnAirItem } from '../on-air/on-air-item';
import type { Runner } from '../../ffmpeg/runner';
import { createSpooledFileSource } from './spool/spooled-file-source';

export interface LayerDeps {
  ctx: Pick<StationContext, 'repos' | 'media' | 'ffmpegPath' | 'log' | 'config'>;
  runner: Runner;
  settings(): { crossfadeSeconds: number; loudnessTargetLufs: number };
}

/**
 * What the playout puts on the bus, made into mixer layers: a library track (trimmed to its cue points, gained to the
 * loudness target, marked broken if its decoder gives up), or a bundled file a planned item names (the station ID).
 */
export function createLayers({ ctx, runner, log, settings }: LayerDeps & { log: Logger }) {
  const spools = createDecodeSpool(ctx.config.dataDir);

  function layerFor(planned: PlannedItem, offsetSeconds = 0): Layer<OnAirItem> {
    const track = planned.track;
    const start = (track.cueIn ?? 0) + offsetSeconds;
    const end = track.cueOut ?? (track.duration > 0 ? track.duration : null);
    const length = end !== null && end > start ? end - start : null;
    const { loudnessTargetLufs } = settings();
    const decode = {
      file: planned.file ?? ctx.media.pathOf('audio', track.fileName),
      startSeconds: start,
      durationSeconds: track.cueOut !== null || offsetSeconds > 0 ? length : null,
      gainDb: gainFor(track.loudnessLufs, loudnessTargetLufs),
    };
    const broken = (reason: string) => {
      ctx.repos.tracks.markBroken(track.id);
      log.warn('track skipped and marked broken', { id: track.id, title: track.title, reason });
    };
    // Decoded ahead to the data disk when there is room and its length is known; else through a pipe, as it plays.
    const seconds = length ?? track.duration;
    const spool = seconds > 0 && fs.existsSync(decode.file) ? spools.open(seconds) : null;
    const source = spool
      ? createSpooledFileSource(runner, ctx.ffmpegPath, String(track.id), decode, spools, spool, broken)
      : createFileSource(runner, ctx.ffmpegPath, String(track.id), decode, broken);
    const item: OnAirItem = {
      kind: planned.source,
      trackId: planned.file ? null : track.id,
      planned,
      title: track.title,
      artist: track.artist,
      album: track.album,
      coverImageUrl: track.coverImageUrl,
      duration: length ?? track.duration,
    };
    return { source, meta: item, framesPlayed: 0, totalFrames: length !== null ? framesFor(length) : null };
  }

  function tryLayer(planned: PlannedItem): Layer<OnAirItem> | null {
    try {
      return layerFor(planned);
    } catch (error) {
      ctx.repos.tracks.markBroken(planned.track.id);
      log.warn('track skipped and marked broken', { id: planned.track.id, reason: (error as Error).message });
      return null;
    }
  }

  return { layerFor, tryLayer };
}
