import type http from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { AIR_WINDOW_PATH } from '../../../shared/schemas/broadcast/air-window';
import { BROWSER_STUDIO_PATH } from '../../../shared/schemas/broadcast/browser-studio';
import type { StationContext } from '../core/context';
import { refuse, sameSiteUpgrade, sessionUser } from './middleware/upgrade-guard';

/** A recorder chunk of 250 ms of Opus is a few KiB; a megabyte is far past anything the studio sends. */
const MAX_MESSAGE_BYTES = 1024 * 1024;

/**
 * The browser studio's WebSocket on the main port: the session decides on the server who connects,
 * before the upgrade; the live arbiter then decides when they are on air (browser-studio/browser-input.ts). The
 * same port takes the studio window's air output (admins only, air-chain/window-output.ts).
 */
export function acceptBrowserStudio(server: http.Server, ctx: Pick<StationContext, 'repos' | 'config' | 'broadcast'>) {
  const sockets = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  server.on('upgrade', (req: http.IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => {});
    const path = new URL(req.url ?? '/', 'http://station.invalid').pathname;
    if (path !== BROWSER_STUDIO_PATH && path !== AIR_WINDOW_PATH) return refuse(socket, 404, 'No existe ese servicio.');
    if (!sameSiteUpgrade(req, ctx.config.publicUrl))
      return refuse(socket, 403, 'Petición rechazada: viene de otro sitio.');
    const user = sessionUser(ctx, req);
    if (!user) return refuse(socket, 401, 'Inicia sesión para emitir desde el navegador.');
    if (path === AIR_WINDOW_PATH) {
      // The transmitter's feed is the station's, not a presenter's: admins only, as the settings that choose it.
      if (!user.isAdmin) return refuse(socket, 403, 'Solo un administrador puede reproducir la salida al emisor.');
      const air = ctx.broadcast.airWindow?.();
      if (!air) return refuse(socket, 503, 'La emisora no tiene salida al emisor.');
      return sockets.handleUpgrade(req, socket, head, (ws) => air.connect(ws));
    }
    const studio = ctx.broadcast.browserStudio?.();
    if (!studio) return refuse(socket, 503, 'La emisora no está en el aire.');
    sockets.handleUpgrade(req, socket, head, (ws) => studio.connect({ id: user.id, username: user.username }, ws));
  });
  return { close: () => sockets.close() };
}
