import { Router } from 'express';
import {
  type Playlist,
  type PlaylistInput,
  playlistInputSchema,
} from '../../../../../shared/schemas/programming/playlists';
import type { StationContext } from '../../../core/context';
import { wantsPage } from '../../../../../shared/schemas/common/paging';
import { HttpError, notFound } from '../../errors/errors';
import { PLAYLIST_PAGING } from '../../route-helpers/list-pagings';
import { pageOf } from '../../route-helpers/paging';
import { actor, requireAdmin } from '../../middleware/session';
import { parse } from '../../errors/validate';
import { handle } from '../../route-helpers/handle';

const PLAYLIST_NOT_FOUND = 'La lista no existe.';

const KIND_ES = { music: 'de música', jingles: 'de cortinillas' } as const;

const describe = (p: PlaylistInput) =>
  `«${p.name}» ${KIND_ES[p.kind]} (${p.trackIds.length} ${p.trackIds.length === 1 ? 'canción' : 'canciones'}${p.isDefault ? ', rotación por defecto' : ''})`;

/** Admin playlists: what slots, the default rotation and the jingles play. */
export function adminPlaylistRoutes({ repos }: Pick<StationContext, 'repos'>): Router {
  const router = Router();

  const input = (body: unknown): PlaylistInput => {
    const playlist = parse(playlistInputSchema, body ?? {});
    const missing = repos.playlists.missingTrack(playlist.trackIds);
    if (missing !== undefined)
      throw new HttpError(400, 'validation_failed', `La canción ${missing} no existe en la biblioteca.`, 'trackIds');
    return playlist;
  };
  const found = (id: number): Playlist => {
    const playlist = repos.playlists.get(id);
    if (!playlist) throw notFound(PLAYLIST_NOT_FOUND);
    return playlist;
  };

  handle(router, 'playlists.list', requireAdmin, ({ query, req, res }) => {
    // No paging key: the spec's full array. Any of them: one page and the total.
    if (!wantsPage(req.query)) return void res.json(repos.playlists.list());
    res.json(pageOf(repos.playlists.list(), query, PLAYLIST_PAGING));
  });

  handle(router, 'playlists.get', requireAdmin, ({ params, res }) => {
    res.json(found(params.id));
  });

  handle(router, 'playlists.create', requireAdmin, ({ req, res }) => {
    const playlist = input(req.body);
    const id = repos.playlists.create(playlist);
    repos.audit.record(actor(res), 'playlist.create', `Lista ${describe(playlist)} creada`);
    res.status(201).json(found(id));
  });

  handle(router, 'playlists.update', requireAdmin, ({ params: { id }, req, res }) => {
    const playlist = input(req.body);
    if (!repos.playlists.replace(id, playlist)) throw notFound(PLAYLIST_NOT_FOUND);
    repos.audit.record(actor(res), 'playlist.update', `Lista ${describe(playlist)} editada`);
    res.json(found(id));
  });

  handle(router, 'playlists.delete', requireAdmin, ({ params: { id }, res }) => {
    const playlist = found(id);
    repos.playlists.remove(id);
    repos.audit.record(actor(res), 'playlist.delete', `Lista ${describe(playlist)} eliminada`);
    res.status(204).end();
  });

  return router;
}
