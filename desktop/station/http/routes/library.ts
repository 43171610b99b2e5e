import { Router } from 'express';
import type { StationContext } from '../../context';
import { publicImage } from '../../repos/gallery';
import { publicTrack } from '../../repos/tracks';

/** Public reads of the library: tracks, recent plays, gallery images, streaming sources. */
export function libraryRoutes({ repos }: StationContext): Router {
  const router = Router();
  router.get('/tracks', (_req, res) => {
    res.json(repos.tracks.list().map(publicTrack));
  });
  router.get('/tracks/recent', (_req, res) => {
    res.json(repos.playHistory.recent(20));
  });
  router.get('/gallery/images', (_req, res) => {
    res.json(repos.gallery.list().map(publicImage));
  });
  router.get('/streaming/sources', (_req, res) => {
    res.json(repos.sources.list());
  });
  return router;
}
