import type http from 'node:http';
import type { Duplex } from 'node:stream';
import cookieParser from 'cookie-parser';
import type { Request, Response } from 'express';
import { AUTH } from '../../../../shared/station/station-rules';
import type { StationContext } from '../../core/context';

/**
 * Whether a WebSocket upgrade may carry the session cookie: a browser always sends Origin with one, and a page of
 * another site must not open the studio with the presenter's cookie (cross-site WebSocket hijacking: SameSite=Lax
 * does not cover another port of the same host). The host is compared, not the scheme, so a TLS proxy in front
 * still matches; the configured public URL counts too. No Origin: not a browser, as crossOriginProtection reads it.
 */
export function sameSiteUpgrade(req: http.IncomingMessage, publicUrl: string | undefined): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  if (!URL.canParse(origin)) return false;
  const claimed = new URL(origin);
  if (publicUrl && URL.canParse(publicUrl) && new URL(publicUrl).origin === claimed.origin) return true;
  return claimed.host === req.headers.host;
}

/** The signed-in account of an upgrade request, read from the session cookie as loadSession does. */
export function sessionUser(ctx: Pick<StationContext, 'repos'>, req: http.IncomingMessage) {
  let cookies: Record<string, string> = {};
  cookieParser()(req as Request, {} as Response, () => {
    cookies = (req as Request).cookies as Record<string, string>;
  });
  const token = cookies[AUTH.sessionCookie];
  if (typeof token !== 'string' || token.length === 0 || token.length >= 200) return undefined;
  const userId = ctx.repos.sessions.userIdFor(token);
  return userId === undefined ? undefined : ctx.repos.users.get(userId);
}

export function refuse(socket: Duplex, status: 401 | 403 | 404 | 503, message: string) {
  const reason = { 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 503: 'Service Unavailable' }[status];
  const body = Buffer.from(`${message}\n`);
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: text/plain; charset=utf-8\r\n` +
      `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
  );
}
