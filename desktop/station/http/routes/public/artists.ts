import { Router } from 'express';
import { artistSearchQuerySchema } from '../../../../../shared/schemas/public/artists';
import { ARTIST_PAGE_KEYS, artistPageQuerySchema } from '../../../../../shared/schemas/common/list-pages';
import { wantsPage } from '../../../../../shared/schemas/common/paging';
import { libraryArtistDetail, libraryArtists, searchLibraryArtists } from '../../../artists/library-artists';
import type { StationContext } from '../../../core/context';
import type { PlayableTrack } from '../../../repos/library/tracks';
import type { ApiGroup } from '../../route-helpers/api-group';
import { notFound } from '../../errors/errors';
import { ARTIST_PAGING } from '../../route-helpers/list-pagings';
import { pageOf } from '../../route-helpers/paging';
import { parse } from '../../errors/validate';
import { handle } from '../../route-helpers/handle';

/** Public artist discovery over the station's real library: tracks, albums and play counts. */
function artistRoutes({ repos }: Pick<StationContext, 'repos'>): Router {
  const router = Router();
  // The library is read again only when the 'programming' counter moved (triggers bump it on every track
  // insert, delete and edit of the fields shown here), not on every search keystroke.
  let cached: { version: number; tracks: PlayableTrack[] } | undefined;
  const library = (): PlayableTrack[] => {
    const version = repos.tracks.version();
    // Songs only: an ad's advertiser or a jingle's producer is not an artist of the station.
    if (cached?.version !== version) cached = { version, tracks: repos.tracks.list('music') };
    return cached.tracks;
  };
  handle(router, 'artists.list', ({ req, res }) => {
    // `q` alone is the spec's search (an array, nothing for an empty query); a paging key asks for a page of all
    // artists, searched when `q` is given.
    if (wantsPage(req.query, ARTIST_PAGE_KEYS)) {
      // The table's query is both kinds' keys: each answer reads its own, with its own rules.
      const query = parse(artistPageQuerySchema, req.query);
      res.json(pageOf(libraryArtists(library(), repos.playHistory.playCounts()), query, ARTIST_PAGING));
      return;
    }
    const { q } = parse(artistSearchQuerySchema, req.query);
    res.json(searchLibraryArtists(library(), repos.playHistory.playCounts(), q));
  });
  handle(router, 'artists.get', ({ params, res }) => {
    const detail = libraryArtistDetail(library(), repos.playHistory.playCounts(), params.name);
    if (!detail) throw notFound('No hay canciones de este artista en la biblioteca de la emisora.');
    res.json(detail);
  });
  return router;
}

export const artistsGroup: ApiGroup = (ctx, api) => {
  api.use(artistRoutes(ctx));
};
