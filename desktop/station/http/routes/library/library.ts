import { stationTimeZone } from '../../../../../shared/station/station-time';
import { trackFilterOf } from '../../route-helpers/track-filter';
import { type Request, type Response, Router } from 'express';
import {
  TRACK_PAGE_KEYS,
  type TrackKind,
  type TrackPage,
  trackIdsQuerySchema,
  trackKindQuerySchema,
} from '../../../../../shared/schemas/library/tracks';
import type { StationContext } from '../../../core/context';
import { publicImage } from '../../../repos/library/gallery';
import { publicTrack } from '../../../repos/library/tracks';
import { forbidden, notFound, unauthorized } from '../../errors/errors';
import { parse } from '../../errors/validate';
import { handle } from '../../route-helpers/handle';

/**
 * The kind of tracks a reader of the library gets: listeners (and any session that is not an admin's) only songs,
 * so an ad spot or a jingle never shows as music; an admin every kind, or the one asked for. Naming another kind
 * without an admin session is refused rather than quietly answered with songs.
 */
function readableKind(req: Request, res: Response): TrackKind | undefined {
  const { kind } = parse(trackKindQuerySchema, { kind: req.query.kind });
  const user = res.locals.user;
  if (user?.isAdmin) return kind;
  if (kind && kind !== 'music') throw user ? forbidden() : unauthorized();
  return 'music';
}

/** Public reads of the library: tracks, recent plays, gallery images, streaming sources. */
export function libraryRoutes({ repos, config }: Pick<StationContext, 'repos' | 'config'>): Router {
  const router = Router();
  // One cached full list per kind asked for ('all' for an admin's whole library).
  const fullLists = new Map<string, { version: number; body: string }>();
  handle(router, 'tracks.list', ({ query, req, res }) => {
    const kind = readableKind(req, res);
    // The same URL answers listeners and admins differently: no cache may hand one the other's copy.
    res.vary('Cookie');
    // ?ids=1,2,3: only those songs, in the order asked (a page showing a playlist's songs needs no library).
    if ('ids' in req.query) {
      // The table's query with ids alone: no paging key may come with them.
      const { ids } = parse(trackIdsQuerySchema, req.query);
      const byId = new Map(repos.tracks.getMany(ids, kind).map((track) => [track.id, track]));
      res.json(repos.categories.withCategoryIds(ids.flatMap((id) => byId.get(id) ?? []).map(publicTrack)));
      return;
    }
    // No paging key: the spec's full array, as before. Any of them: one page and the total (big archives).
    if (!TRACK_PAGE_KEYS.some((key) => key in req.query)) {
      // Built once per library version: for 20,000 songs, building it took the station's one thread 350 ms a
      // request (the air waits on that thread). The version and the kind make its ETag, so an unchanged library
      // answers 304, and a listener's copy never validates an admin's (or the other way round).
      const version = repos.tracks.version();
      const scope = kind ?? 'all';
      let cached = fullLists.get(scope);
      if (cached?.version !== version) {
        cached = { version, body: JSON.stringify(repos.tracks.list(kind).map(publicTrack)) };
        fullLists.set(scope, cached);
      }
      res.set('ETag', `W/"library-${version}-${scope}"`).type('application/json').send(cached.body);
      return;
    }
    const asked = { ...query, kind };
    const { items, total } = repos.tracks.page({ ...asked, ...trackFilterOf(asked, stationTimeZone(config)) });
    const page: TrackPage = {
      items: repos.categories.withCategoryIds(items.map(publicTrack)),
      total,
      offset: asked.offset,
      limit: asked.limit,
    };
    res.json(page);
  });
  handle(router, 'tracks.recent', ({ res }) => {
    res.json(repos.playHistory.recentSongs(20));
  });
  // One song by id (the history tab plays a song that is not among the rows loaded so far). Anything but digits
  // passes on, so later routes under /tracks/ keep working.
  handle(router, 'tracks.get', (route) => {
    const { req, res, next } = route;
    if (!/^\d+$/.test(String(req.params.id))) return next();
    // Read only now: a path this route passes on is not judged by its schema.
    const track = repos.tracks.get(route.params.id);
    const kind = readableKind(req, res);
    if (!track || (kind && track.kind !== kind)) throw notFound('La canción no existe.');
    res.json(publicTrack(track));
  });
  handle(router, 'gallery.images', ({ res }) => {
    res.json(repos.gallery.list().map(publicImage));
  });
  handle(router, 'streaming.sources', ({ res }) => {
    res.json(repos.sources.list());
  });
  return router;
}
