import type { Request, RequestHandler } from 'express';
import { HttpError } from '../errors/errors';

// Reads cannot change anything, so a page of any site may make them (the public API, the stream, playlists).
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const refused = () => new HttpError(403, 'cross_origin', 'Petición rechazada: viene de otro sitio.');

/** The serialised origin of a URL ("https://radio.example.org"), or undefined when it has none. */
function originOf(url: string): string | undefined {
  if (!URL.canParse(url)) return undefined;
  const { origin } = new URL(url);
  return origin === 'null' ? undefined : origin;
}

/** The origin the browser used to reach us, as it would write it in Origin (default port left out). */
function requestOrigin(req: Request): string | undefined {
  const host = req.get('host');
  return host ? originOf(`${req.protocol}://${host}`) : undefined;
}

/**
 * CSRF protection as Go 1.25's http.CrossOriginProtection does it: a state-changing request that a browser marks as
 * coming from another origin is refused. SameSite=Lax alone is not enough: a page on another port of the same host
 * is the same site, so the admin's cookie goes along. Sec-Fetch-Site (every current browser) is set by the browser
 * and cannot be forged by the page, so it decides when present; else Origin must be one of ours; else a Referer,
 * which only a browser sends (older ones send it where they leave Origin out), must be one of ours too: a foreign
 * Referer alone would otherwise pass for a script and rotate a presenter's credentials. A request with none of
 * these did not come from a page (curl, scripts, OBS plug-ins), so the API stays scriptable without tokens.
 * Installed before any body parser or upload handler, so a refused upload never reaches the disk.
 */
export function crossOriginProtection(publicUrl: string | undefined): RequestHandler {
  const publicOrigin = publicUrl ? originOf(publicUrl) : undefined;
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const site = req.get('sec-fetch-site');
    if (site !== undefined) return site === 'same-origin' || site === 'none' ? next() : next(refused());
    const origin = req.get('origin') ?? req.get('referer');
    if (origin === undefined) return next();
    const claimed = originOf(origin);
    // Behind a TLS proxy the request host and scheme are not what the browser saw, hence the configured public URL.
    if (claimed !== undefined && (claimed === publicOrigin || claimed === requestOrigin(req))) return next();
    next(refused());
  };
}
