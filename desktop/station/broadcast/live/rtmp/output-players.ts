import type { Logger } from '../../../core/log';
import { AUDIO_ONLY_FLV_HEADER } from './flv-output';
import type { NmsSession } from './nms';
import type { RtmpGuard } from './rtmp-guard';

export interface OutputPlayersOptions {
  log: Logger;
  onFlvPlayers(count: number): void;
  /** An HTTP-FLV player started listening; returns what to call when it stops (audience statistics). */
  onFlvSession?(info: { userAgent?: string; address?: string }): () => void;
}

/**
 * Who may play from the media server: only the station output's path, and its HTTP-FLV players counted (the
 * FLV encoder runs while there is one) and reported to the audience statistics.
 */
export function createOutputPlayers(options: OutputPlayersOptions, deps: { outputPath: string; guard: RtmpGuard }) {
  const { log } = options;
  const { outputPath } = deps;
  let flvPlayers = 0;
  const flvSessions = new Map<string, () => void>();

  return {
    handlers: {
      prePlay(session: NmsSession) {
        if (session.streamPath === outputPath) return;
        // Only the station output has anything to hear; a "player" of any other path is someone holding a
        // slot (node-media-server lets anyone wait on any path for a publisher). It never leaves the deadline.
        log.warn('play refused', { ip: session.ip, protocol: session.protocol });
        if (session.socket) session.socket.destroy();
        else if (session.req?.socket?.destroy) session.req.socket.destroy();
        else session.close();
      },
      postPlay(session: NmsSession) {
        if (session.streamPath !== outputPath) return;
        if (session.socket) deps.guard.playing(session.socket);
        if (session.protocol !== 'flv') return;
        // The FLV encoder sleeps until its first player: one that arrives before the output is published
        // must still be told the stream is audio only (this event fires before its header is sent).
        if (session.broadcast) session.broadcast.flvHeader = AUDIO_ONLY_FLV_HEADER;
        options.onFlvPlayers(++flvPlayers);
        const agent = session.req?.headers['user-agent'];
        const end = options.onFlvSession?.({
          userAgent: typeof agent === 'string' ? agent : undefined,
          address: session.req?.socket?.remoteAddress,
        });
        if (end) flvSessions.set(session.id, end);
      },
      donePlay(session: NmsSession) {
        if (session.protocol !== 'flv' || session.streamPath !== outputPath) return;
        flvPlayers = Math.max(0, flvPlayers - 1);
        options.onFlvPlayers(flvPlayers);
        flvSessions.get(session.id)?.();
        flvSessions.delete(session.id);
      },
    },
    /** The media server stopped: every player's statistics session ends. */
    stopped() {
      flvPlayers = 0;
      for (const end of flvSessions.values()) end();
      flvSessions.clear();
    },
  };
}
