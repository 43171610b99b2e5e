import { Router } from 'express';
import { artistSearchQuerySchema } from '../../../../shared/schemas/artists';
import { libraryArtistDetail, searchLibraryArtists } from '../../artists/library-artists';
import type { StationContext } from '../../context';
import type { ApiMount } from '../app';
import { notFound } from '../errors';
import { parse } from '../validate';

/** Public artist discovery over the station's real library: tracks, albums and play counts. */
export function artistRoutes({ repos }: StationContext): Router {
  const router = Router();
  router.get('/artists', (req, res) => {
    const { q } = parse(artistSearchQuerySchema, req.query);
    res.json(searchLibraryArtists(repos.tracks.list(), repos.playHistory.playCounts(), q));
  });
  router.get('/artists/:name', (req, res) => {
    const detail = libraryArtistDetail(repos.tracks.list(), repos.playHistory.playCounts(), req.params.name);
    if (!detail) throw notFound('No hay canciones de este artista en la biblioteca de la emisora.');
    res.json(detail);
  });
  return router;
}

export const artistsMount: ApiMount = (ctx, api) => {
  api.use(artistRoutes(ctx));
};
