import compression from 'compression';
import type { Request, RequestHandler, Response } from 'express';

/** List GETs (paths under /api) that big archives make heavy: revalidated with their ETag instead of refetched. */
const REVALIDATED_LISTS = new Set(['/tracks', '/playlists', '/campaigns', '/artists']);

/**
 * Cache-Control for /api. Everything is `no-store` except the list GETs, which get `no-cache`: with no-store the
 * browser keeps no copy, so it never sends If-None-Match and Express's weak ETag (on every res.json) is useless;
 * no-cache lets it keep the copy but ask each time, so the answer is never stale and an unchanged 2 MB library
 * costs a 304 with no body. `private` keeps shared caches (proxies) out of it, as some of these are admin lists.
 */
export const apiCaching: RequestHandler = (req, res, next) => {
  res.set('Cache-Control', req.method === 'GET' && REVALIDATED_LISTS.has(req.path) ? 'private, no-cache' : 'no-store');
  next();
};

const isJson = (_req: Request, res: Response) =>
  /^application\/json\b/i.test(String(res.getHeader('Content-Type') ?? ''));

/**
 * JSON answers compressed like the web files. Only JSON: the SSE endpoint (/api/now-playing/events) must not
 * be buffered by gzip, and downloads (backups, CSV) or audio are written as they are.
 */
export const apiCompression: RequestHandler = compression({ filter: isJson });
