import type { RequestHandler } from 'express';

/** Request headers a web player may send to a mount: ICY metadata and ranges (Safari asks for bytes=0-). */
const MOUNT_REQUEST_HEADERS = 'Icy-MetaData, Range';

/**
 * Preflight for the listener mounts. A web player that wants in-band titles sends `Icy-MetaData: 1`, which is
 * not a CORS-safelisted header, so the browser asks first with OPTIONS; without an answer it never plays.
 * No credentials: the mounts are public.
 */
export const mountPreflight: RequestHandler = (_req, res) => {
  res.set({
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
    'Access-Control-Allow-Headers': MOUNT_REQUEST_HEADERS,
    'Access-Control-Max-Age': '86400',
  });
  res.status(204).end();
};

/** What is on air is public: other sites' widgets may read it (no cookies cross origins with `*`). */
export const publicReadCors: RequestHandler = (_req, res, next) => {
  res.set('Access-Control-Allow-Origin', '*');
  next();
};
