import { Router } from 'express';
import type { NowPlaying, NowPlayingItem } from '../../../../../shared/schemas/broadcast/streaming';
import type { StationContext } from '../../../core/context';
import { currentProgramme } from '../../../programming/schedule/programme-on-air';
import { publicReadCors } from '../../../broadcast/mounts/public-cors';
import { streamLevels } from '../broadcast/studio-levels';
import { handle } from '../../route-helpers/handle';

const HEARTBEAT_MS = 15_000;

/** What is on air, as a poll (GET /api/now-playing) and as Server-Sent Events (…/events). */
export function nowPlayingRoutes(
  ctx: Pick<StationContext, 'broadcast' | 'clock' | 'plannerData' | 'relays' | 'repos'>,
): Router {
  const router = Router();
  const songs = publicHistory(ctx);
  const snapshot = (admin: boolean): NowPlaying => {
    const now = ctx.broadcast.nowPlaying();
    const relayListeners = ctx.relays.views().reduce((sum, relay) => sum + relay.listeners, 0);
    const history = admin ? now.history : songs(now.history);
    return { ...now, relayListeners, history, programme: currentProgramme(ctx) };
  };

  handle(router, 'nowPlaying.get', publicReadCors, ({ res }) => {
    res.json(snapshot(res.locals.user?.isAdmin === true));
  });

  handle(router, 'nowPlaying.events', publicReadCors, ({ req, res }) => {
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive',
      // Stops nginx-style proxies from holding events back.
      'X-Accel-Buffering': 'no',
    });
    res.socket?.setNoDelay(true);
    let last = '';
    const admin = res.locals.user?.isAdmin === true;
    const send = () => {
      const data = JSON.stringify(snapshot(admin));
      if (data === last) return;
      last = data;
      res.write(`event: now-playing\ndata: ${data}\n\n`);
    };
    res.write('retry: 3000\n\n');
    send();
    const onChange = () => send();
    ctx.broadcast.events.on('nowPlaying', onChange);
    ctx.broadcast.events.on('status', onChange);
    // The studio desk asks for the air's levels too (admins only: 10 events a second nobody else needs).
    const stopLevels = req.query.levels === '1' && res.locals.user?.isAdmin ? streamLevels(ctx, res) : () => {};
    // Comments keep idle connections open through proxies and tell the client the server is alive.
    const heartbeat = setInterval(() => res.write(`: heartbeat ${ctx.clock.now()}\n\n`), HEARTBEAT_MS);
    req.on('close', () => {
      clearInterval(heartbeat);
      ctx.broadcast.events.off('nowPlaying', onChange);
      ctx.broadcast.events.off('status', onChange);
      stopLevels();
    });
  });

  return router;
}

/**
 * The history listeners see: songs only (what rotation or a playlist aired, and not a track that is a jingle, spot
 * or show), as in "Reproducidas recientemente"; an admin's studio sees the whole as-run list. The few non-music
 * ids are read once per library version, so each SSE event costs no query.
 */
function publicHistory({ repos }: Pick<StationContext, 'repos'>) {
  let cached: { version: number; ids: ReadonlySet<number> } | undefined;
  const notMusic = () => {
    const version = repos.tracks.version();
    if (cached?.version !== version) cached = { version, ids: new Set(repos.tracks.nonMusicIds()) };
    return cached.ids;
  };
  return (history: NowPlayingItem[]): NowPlayingItem[] => {
    const ids = notMusic();
    return history.filter(
      (item) =>
        (item.source === 'rotation' || item.source === 'playlist') && (item.trackId === null || !ids.has(item.trackId)),
    );
  };
}
