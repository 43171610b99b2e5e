import { type NextFunction, type Request, type Response, Router } from 'express';
import type { StationContext } from '../../core/context';
import { HttpError, notFound } from '../../http/errors/errors';
import { handle } from '../../http/route-helpers/handle';
import { MEDIA_KINDS } from '../../media/urls';
import type { StudioFeed } from './studio-feed';

declare module 'express-serve-static-core' {
  interface Locals {
    /** The standby PC whose token the request carried (the standby routes only). */
    followerId?: number;
  }
}

const refused = (message: string) => new HttpError(401, 'unauthorized', message);

/** The follower's bearer token: a missing, unknown or revoked one is refused before anything is read. */
function requireFollower({ repos }: Pick<StationContext, 'repos'>) {
  return (req: Request, res: Response, next: NextFunction) => {
    const token = /^Bearer\s+(\S+)$/i.exec(req.get('authorization') ?? '')?.[1];
    if (!token) return next(refused('Falta el token de la estación de reserva (Authorization: Bearer …).'));
    const follower = repos.followers.byToken(token);
    if (!follower) return next(refused('Este token no es de ninguna estación de reserva de este estudio.'));
    if (follower.revokedAt) return next(refused('El token de esta estación de reserva se revocó en el estudio.'));
    res.locals.followerId = follower.id;
    next();
  };
}

/** What a follower reads from the studio (the cursor, a snapshot, media files) and the as-run it sends back. */
export function standbyRoutes(
  ctx: Pick<StationContext, 'repos' | 'media' | 'standby' | 'broadcast' | 'startedAt'>,
): Router {
  const router = Router();
  const follower = requireFollower(ctx);
  const feed = (): StudioFeed => {
    if (!ctx.standby) throw new HttpError(503, 'unavailable', 'Esta estación no sirve copias a estaciones de reserva.');
    return ctx.standby.feed;
  };
  handle(router, 'standby.cursor', follower, ({ res }) =>
    res.set('Cache-Control', 'no-store').json({ cursor: feed().cursor() }),
  );
  handle(router, 'standby.manifest', follower, async ({ res }) =>
    res.set('Cache-Control', 'no-store').json(await feed().manifest()),
  );
  handle(router, 'standby.database', follower, ({ params, res }) => {
    const file = feed().databaseFile(params.sha256);
    if (!file) throw notFound('Esa copia de la base de datos ya no está: pide el manifiesto de nuevo.');
    res.sendFile(file, {
      acceptRanges: true,
      cacheControl: false,
      headers: { 'Content-Type': 'application/vnd.sqlite3' },
    });
  });
  handle(router, 'standby.media', follower, ({ params, res }) => {
    const kind = MEDIA_KINDS.find((k) => k === params.kind);
    if (!kind || !ctx.media.exists(kind, params.name)) throw notFound('El archivo no existe en el estudio.');
    res.sendFile(ctx.media.pathOf(kind, params.name), { acceptRanges: true, cacheControl: false });
  });
  handle(router, 'standby.asRun', follower, ({ body, res }) => {
    const followerId = res.locals.followerId as number;
    const stored = ctx.repos.followers.importAsRun(followerId, body.rows);
    const lastId = body.rows.reduce<number | null>((max, row) => Math.max(max ?? 0, Number(row.id)), null);
    res.json({ stored, lastId });
  });
  handle(router, 'standby.airState', follower, ({ req, res }) => {
    const decisions = ctx.broadcast.airState?.() ?? [];
    const last = decisions.at(-1);
    const startedAt = ctx.startedAt ?? '';
    // The studio's start and its last decision name the state: polled every few seconds, it costs a 304 until then.
    const etag = `"air-${startedAt}-${decisions.length}-${last?.at ?? 0}-${last?.run.seq ?? 0}"`;
    res.set('Cache-Control', 'no-cache').set('ETag', etag);
    // Compared here, not with req.fresh: fetch() sends `Cache-Control: no-cache` with its own If-None-Match, which
    // Express's freshness check reads as "send it all again".
    if (
      req
        .get('if-none-match')
        ?.split(',')
        .some((tag) => tag.trim() === etag)
    )
      return void res.status(304).end();
    res.json({ startedAt, decisions });
  });
  return router;
}
