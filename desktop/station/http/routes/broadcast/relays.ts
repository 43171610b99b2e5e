import { Router } from 'express';
import type { ListenRoute } from '../../../../../shared/schemas/broadcast/relays';
import type { StationContext } from '../../../core/context';
import { RelayNameTaken, type RelayConfig } from '../../../repos/broadcast/relays';
import type { ApiGroup } from '../../route-helpers/api-group';
import { HttpError, notFound } from '../../errors/errors';
import { actor, requireAdmin } from '../../middleware/session';
import { playlistRelays } from '../public/stream-links';
import { MAIN_MOUNT_PATH } from '../../../broadcast/mounts/stream-routes';
import { assertRepeaterReachable } from '../../route-helpers/relay-url';
import { handle } from '../../route-helpers/handle';

const RELAY_NOT_FOUND = 'El repetidor no existe.';
const label = (r: RelayConfig) => `«${r.name}» (${r.url}${r.mount})`;

function saving<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof RelayNameTaken)
      throw new HttpError(409, 'relay_name_taken', 'Ya hay un repetidor con ese nombre.', 'name');
    throw error;
  }
}

/** Admin: the Icecast relays (GET/POST /api/relays, PUT/DELETE /:id) and where new listeners go (/settings). */
function relayRoutes(ctx: Pick<StationContext, 'downloadAddressPolicy' | 'relays' | 'repos'>): Router {
  const { repos, relays } = ctx;
  const router = Router();

  handle(router, 'relays.list', requireAdmin, ({ res }) => {
    res.set('Cache-Control', 'no-store').json(relays.views());
  });

  handle(router, 'relays.settings', requireAdmin, ({ res }) => {
    res.set('Cache-Control', 'no-store').json({ redirectAbove: repos.relays.redirectAbove() });
  });

  // Before /:id, which would otherwise take "settings" for an id (and refuse it).
  handle(router, 'relays.updateSettings', requireAdmin, ({ body: { redirectAbove }, res }) => {
    repos.relays.setRedirectAbove(redirectAbove);
    repos.audit.record(
      actor(res),
      'relay.settings',
      redirectAbove === null
        ? 'Envío de oyentes a los repetidores desactivado'
        : `Oyentes enviados a los repetidores por encima de ${redirectAbove} oyentes locales`,
    );
    res.json({ redirectAbove });
  });

  handle(router, 'relays.create', requireAdmin, async ({ body: input, res }) => {
    await assertRepeaterReachable(ctx, input.url);
    const created = saving(() => repos.relays.create(input));
    repos.audit.record(actor(res), 'relay.create', `Repetidor ${label(created)} añadido`);
    // The answer carries the first reading, so the admin sees at once whether the relay answers.
    await relays.changed();
    res.status(201).json(relays.view(repos.relays.get(created.id) ?? created));
  });

  handle(router, 'relays.update', requireAdmin, async ({ params: { id }, body: input, res }) => {
    await assertRepeaterReachable(ctx, input.url);
    const updated = saving(() => repos.relays.update(id, input));
    if (!updated) throw notFound(RELAY_NOT_FOUND);
    repos.audit.record(actor(res), 'relay.update', `Repetidor ${label(updated)} editado`);
    await relays.changed();
    res.json(relays.view(repos.relays.get(id) ?? updated));
  });

  handle(router, 'relays.delete', requireAdmin, ({ params: { id }, res }) => {
    const existing = repos.relays.get(id);
    if (!existing || !repos.relays.remove(id)) throw notFound(RELAY_NOT_FOUND);
    repos.audit.record(actor(res), 'relay.delete', `Repetidor ${label(existing)} eliminado`);
    void relays.changed();
    res.status(204).end();
  });

  return router;
}

/**
 * GET /api/streaming/listen (public): where the player should try the station's MP3 stream, in order, as the
 * playlists list them: with "Enviar oyentes a los repetidores" on, the relays with room come first past the local
 * limit and after the studio below it (fallbacks); with it off, only the studio. Coming back to the studio after
 * the relays, the player asks for ?direct=1, which is never redirected: a cross-origin redirect of the element the
 * level meter analyses would play silence.
 */
function listenRouteRoutes(ctx: Pick<StationContext, 'listenerStats' | 'relays' | 'repos'>): Router {
  const router = Router();
  handle(router, 'streaming.listen', ({ res }) => {
    const relays = playlistRelays(ctx);
    const body: ListenRoute = {
      urls: relays.first ? [...relays.urls, `${MAIN_MOUNT_PATH}?direct=1`] : [MAIN_MOUNT_PATH, ...relays.urls],
    };
    res.set('Cache-Control', 'no-store').json(body);
  });
  return router;
}

export const relaysGroup: ApiGroup = (ctx, api) => {
  api.use(relayRoutes(ctx));
  api.use(listenRouteRoutes(ctx));
};
