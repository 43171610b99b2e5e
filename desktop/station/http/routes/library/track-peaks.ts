import { Router } from 'express';
import type { StationContext } from '../../../core/context';
import { computePeaks } from '../../../recording/peaks';
import { HttpError, notFound } from '../../errors/errors';
import { requireAdmin } from '../../middleware/session';
import { handle } from '../../route-helpers/handle';

// A song's markers are placed to a tenth of a second: twenty points a second, fewer for a long show file (a
// waveform is at most a few thousand pixels wide).
const PER_SECOND = 20;
const MOST_POINTS = 24_000;
const CACHED = 20;

/** The song editor's waveform: peaks computed once per audio file (a file never changes under its hashed name). */
export function trackPeakRoutes(ctx: Pick<StationContext, 'repos' | 'media' | 'ffmpegPath' | 'shutdown'>): Router {
  const router = Router();
  const cache = new Map<string, Promise<number[]>>();
  handle(router, 'tracks.peaks', requireAdmin, async ({ params: { id }, res }) => {
    const track = ctx.repos.tracks.get(id);
    if (!track) throw notFound('La canción no existe.');
    const perSecond = Math.min(PER_SECOND, MOST_POINTS / Math.max(1, track.duration));
    let peaks = cache.get(track.fileName);
    if (!peaks) {
      peaks = computePeaks(ctx.ffmpegPath, ctx.media.pathOf('audio', track.fileName), perSecond, ctx.shutdown);
      cache.set(track.fileName, peaks);
      peaks.catch(() => cache.delete(track.fileName));
      while (cache.size > CACHED) cache.delete(cache.keys().next().value!);
    }
    try {
      const values = await peaks;
      res.json({ durationSec: values.length / perSecond, peaks: values });
    } catch {
      throw new HttpError(422, 'audio_failed', 'No se pudo leer el audio de la canción.');
    }
  });
  return router;
}
