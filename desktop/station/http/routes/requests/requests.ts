import { Router } from 'express';
import type { StationContext } from '../../../core/context';
import { publicTrack } from '../../../repos/library/tracks';
import { createListenerKeys, LISTENER_COOKIE, LISTENER_COOKIE_DAYS } from '../../../requests/listener-keys';
import { createRequestService } from '../../../requests/request-service';
import type { ApiGroup } from '../../route-helpers/api-group';
import { notFound } from '../../errors/errors';
import { actor, requireAdmin } from '../../middleware/session';
import { handle } from '../../route-helpers/handle';

const GONE = 'Esa petición ya no está pendiente.';

/**
 * Song requests: listeners search the requestable songs, ask for one (no account: a signed cookie and a
 * hash of the address hold their turn) and follow it; the studio desk moderates dedications and rejects requests.
 * POST /requests changes state from a public page: the app's cross-site refusal (cross-origin.ts) covers it.
 */
function requestRoutes(ctx: Pick<StationContext, 'broadcast' | 'clock' | 'config' | 'plannerData' | 'repos'>): Router {
  const { repos } = ctx;
  const router = Router();
  const service = createRequestService(ctx);
  const keys = createListenerKeys(repos.settings);

  handle(router, 'requests.tracks', ({ query, res }) => {
    const page = repos.songRequests.requestablePage(query);
    res.json({ items: page.items.map(publicTrack), total: page.total, offset: query.offset, limit: query.limit });
  });

  handle(router, 'requests.check', ({ params: { id }, res }) => {
    res.set('Cache-Control', 'no-store').json(service.check(id));
  });

  handle(router, 'requests.create', ({ body: input, req, res }) => {
    const who = keys.keyOf(req.cookies?.[LISTENER_COOKIE], req.ip ?? req.socket.remoteAddress ?? '');
    // The cookie is set whatever the answer: a refused listener keeps the same identity for the next try.
    if (who.issued)
      res.cookie(LISTENER_COOKIE, who.issued, {
        httpOnly: true,
        sameSite: 'lax',
        secure: req.secure,
        path: '/api/requests',
        maxAge: LISTENER_COOKIE_DAYS * 86_400_000,
      });
    res.status(201).json(service.create(input, who));
  });

  // Read ahead by the request dialog: no cookie is issued here, an unknown browser is known by its address only.
  handle(router, 'requests.availability', ({ req, res }) => {
    const who = keys.keyOf(req.cookies?.[LISTENER_COOKIE], req.ip ?? req.socket.remoteAddress ?? '');
    res.set('Cache-Control', 'no-store').json(service.availability(who));
  });

  handle(router, 'requests.get', ({ params: { id }, res }) => {
    res.json(service.status(id));
  });

  handle(router, 'requests.settings', requireAdmin, ({ res }) => {
    res.json(repos.settings.requests());
  });

  handle(router, 'requests.updateSettings', requireAdmin, ({ body: settings, res }) => {
    repos.settings.updateRequests(settings);
    repos.audit.record(
      actor(res),
      'requests.settings',
      settings.enabled ? 'Peticiones abiertas' : 'Peticiones cerradas',
    );
    res.json(repos.settings.requests());
  });

  handle(router, 'requests.waiting', requireAdmin, ({ res }) => {
    res.json(service.waiting().map(({ airedAt: _a, ...request }) => request));
  });

  handle(router, 'requests.moderate', requireAdmin, ({ params: { id }, body: { approved }, res }) => {
    if (!repos.songRequests.moderate(id, approved)) throw notFound('Esa petición no tiene dedicatoria.');
    const request = repos.songRequests.get(id)!;
    repos.audit.record(
      actor(res),
      'requests.dedication',
      `Dedicatoria ${approved ? 'aprobada' : 'rechazada'}: ${request.title}`,
    );
    const { airedAt: _a, ...view } = request;
    res.json(view);
  });

  handle(router, 'requests.reject', requireAdmin, ({ params: { id }, res }) => {
    if (!repos.songRequests.reject(id)) throw notFound(GONE);
    repos.audit.record(actor(res), 'requests.reject', `Petición rechazada: ${repos.songRequests.get(id)!.title}`);
    res.status(204).end();
  });

  return router;
}

export const requestsGroup: ApiGroup = (ctx, api) => {
  api.use(requestRoutes(ctx));
};
