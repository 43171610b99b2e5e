import type http from 'node:http';
import type { Duplex } from 'node:stream';
import cookieParser from 'cookie-parser';
import type { Request, Response } from 'express';
import { WebSocketServer } from 'ws';
import { BROWSER_STUDIO_PATH } from '../../../shared/schemas/browser-studio';
import { AUTH } from '../../../shared/station-rules';
import type { StationContext } from '../context';

/** A recorder chunk of 250 ms of Opus is a few KiB; a megabyte is far past anything the studio sends. */
const MAX_MESSAGE_BYTES = 1024 * 1024;

/**
 * Whether a WebSocket upgrade may carry the session cookie: a browser always sends Origin with one, and a page of
 * another site must not open the studio with the presenter's cookie (cross-site WebSocket hijacking: SameSite=Lax
 * does not cover another port of the same host). The host is compared, not the scheme, so a TLS proxy in front
 * still matches; the configured public URL counts too. No Origin: not a browser, as crossOriginProtection reads it.
 */
function sameSiteUpgrade(req: http.IncomingMessage, publicUrl: string | undefined): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  if (!URL.canParse(origin)) return false;
  const claimed = new URL(origin);
  if (publicUrl && URL.canParse(publicUrl) && new URL(publicUrl).origin === claimed.origin) return true;
  return claimed.host === req.headers.host;
}

/** The signed-in account of an upgrade request, read from the session cookie as loadSession does. */
function sessionUser(ctx: Pick<StationContext, 'repos'>, req: http.IncomingMessage) {
  let cookies: Record<string, string> = {};
  cookieParser()(req as Request, {} as Response, () => {
    cookies = (req as Request).cookies as Record<string, string>;
  });
  const token = cookies[AUTH.sessionCookie];
  if (typeof token !== 'string' || token.length === 0 || token.length >= 200) return undefined;
  const userId = ctx.repos.sessions.userIdFor(token);
  return userId === undefined ? undefined : ctx.repos.users.get(userId);
}

function refuse(socket: Duplex, status: 401 | 403 | 404 | 503, message: string) {
  const reason = { 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 503: 'Service Unavailable' }[status];
  const body = Buffer.from(`${message}\n`);
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: text/plain; charset=utf-8\r\n` +
      `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/**
 * The browser studio's WebSocket on the main port (#22 item 5): the session decides on the server who connects,
 * before the upgrade; the live arbiter then decides when they are on air (browser-studio/browser-input.ts).
 */
export function acceptBrowserStudio(server: http.Server, ctx: Pick<StationContext, 'repos' | 'config' | 'broadcast'>) {
  const sockets = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  server.on('upgrade', (req: http.IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => {});
    const path = new URL(req.url ?? '/', 'http://station.invalid').pathname;
    if (path !== BROWSER_STUDIO_PATH) return refuse(socket, 404, 'No existe ese servicio.');
    if (!sameSiteUpgrade(req, ctx.config.publicUrl))
      return refuse(socket, 403, 'Petición rechazada: viene de otro sitio.');
    const user = sessionUser(ctx, req);
    if (!user) return refuse(socket, 401, 'Inicia sesión para emitir desde el navegador.');
    const studio = ctx.broadcast.browserStudio?.();
    if (!studio) return refuse(socket, 503, 'La emisora no está en el aire.');
    sockets.handleUpgrade(req, socket, head, (ws) => studio.connect({ id: user.id, username: user.username }, ws));
  });
  return { close: () => sockets.close() };
}
