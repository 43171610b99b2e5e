import { Router } from 'express';
import {
  TRACK_PAGE_KEYS,
  type TrackPage,
  trackIdsQuerySchema,
  trackPageQuerySchema,
} from '../../../../shared/schemas/tracks';
import type { StationContext } from '../../context';
import { publicImage } from '../../repos/gallery';
import { publicTrack } from '../../repos/tracks';
import { notFound } from '../errors';
import { parse } from '../validate';

/** Public reads of the library: tracks, recent plays, gallery images, streaming sources. */
export function libraryRoutes({ repos }: StationContext): Router {
  const router = Router();
  let fullList: { version: number; body: string } | null = null;
  router.get('/tracks', (req, res) => {
    // ?ids=1,2,3: only those songs, in the order asked (a page showing a playlist's songs needs no library).
    if ('ids' in req.query) {
      const { ids } = parse(trackIdsQuerySchema, req.query);
      const byId = new Map(repos.tracks.getMany(ids).map((track) => [track.id, track]));
      res.json(ids.flatMap((id) => byId.get(id) ?? []).map(publicTrack));
      return;
    }
    // No paging key: the spec's full array, as before. Any of them: one page and the total (big archives).
    if (!TRACK_PAGE_KEYS.some((key) => key in req.query)) {
      // Built once per library version: for 20,000 songs, building it took the station's one thread 350 ms a
      // request (the air waits on that thread). The version is its ETag, so an unchanged library answers 304.
      const version = repos.tracks.version();
      if (fullList?.version !== version)
        fullList = { version, body: JSON.stringify(repos.tracks.list().map(publicTrack)) };
      res.set('ETag', `W/"library-${version}"`).type('application/json').send(fullList.body);
      return;
    }
    const query = parse(trackPageQuerySchema, req.query);
    const { items, total } = repos.tracks.page(query);
    const page: TrackPage = { items: items.map(publicTrack), total, offset: query.offset, limit: query.limit };
    res.json(page);
  });
  router.get('/tracks/recent', (_req, res) => {
    res.json(repos.playHistory.recent(20));
  });
  // One song by id (the history tab plays a song that is not among the rows loaded so far). Anything but digits
  // passes on, so later routes under /tracks/ keep working.
  router.get('/tracks/:id', (req, res, next) => {
    if (!/^\d+$/.test(req.params.id)) return next();
    const track = repos.tracks.get(Number(req.params.id));
    if (!track) throw notFound('La canción no existe.');
    res.json(publicTrack(track));
  });
  router.get('/gallery/images', (_req, res) => {
    res.json(repos.gallery.list().map(publicImage));
  });
  router.get('/streaming/sources', (_req, res) => {
    res.json(repos.sources.list());
  });
  return router;
}
