import type { ServerResponse } from 'node:http';
import express, { type Router } from 'express';
import { AUDIO } from '../../../../shared/station/audio-format';
import { EXTRA_MOUNTS } from '../outputs/encoding/formats';
import type { StationContext } from '../../core/context';
import { listenerSessions } from '../../health/session-hook';
import { relayRedirect } from '../../relays/relay-redirect';
import { listenerRequestOf, responseReply } from './listener-replies';
import { mountPreflight } from './public-cors';

/**
 * The listener mounts: the one table the app's routes, the audience statistics, the relay redirect, the Icecast
 * listings and the stream links read. A mount added here is served, counted and listed everywhere.
 */
export const STREAM_MOUNTS = [
  {
    format: 'mp3',
    path: '/stream',
    aliases: ['/stream.mp3'],
    codec: 'MP3',
    contentType: 'audio/mpeg',
    bitrateKbps: AUDIO.mp3BitrateKbps,
  },
  {
    format: 'aac',
    path: '/stream.aac',
    aliases: [],
    codec: 'AAC',
    contentType: 'audio/aac',
    bitrateKbps: EXTRA_MOUNTS.aac.bitrateKbps,
  },
  {
    format: 'opus',
    path: '/stream.opus',
    aliases: [],
    codec: 'Opus',
    contentType: 'audio/ogg',
    bitrateKbps: EXTRA_MOUNTS.opus.bitrateKbps,
  },
] as const;

/** The main mount (MP3): the one a directory listing, a relay's fallback and the listen route point players at. */
export const MAIN_MOUNT_PATH = STREAM_MOUNTS[0].path;

/** The HLS playlist (its segments are /hls/seg-N.aac). */
export const HLS_PLAYLIST_PATH = '/hls/live.m3u8';

const CORS = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Expose-Headers': 'Content-Length' };

const HLS_REFUSALS = {
  no_segment: [404, 'not_found', 'No existe ese segmento.'],
  starting: [503, 'stream_starting', 'La emisión HLS está arrancando; inténtalo en unos segundos.'],
  segment_gone: [404, 'not_found', 'Ese segmento ya no está disponible.'],
} as const;

/** The one answer of every stream path while nothing is on air. */
export function streamOffline(res: ServerResponse, options: { cors?: boolean } = {}): void {
  res.writeHead(503, {
    'Content-Type': 'application/json',
    'Cache-Control': 'no-store',
    'Retry-After': '10',
    ...(options.cors ? CORS : {}),
  });
  res.end(JSON.stringify({ error: 'stream_offline', message: 'La emisión no está activa en este momento.' }));
}

/**
 * The listener mounts and HLS, served from what the broadcast produces. Every mount is a session for the audience
 * statistics (health/session-hook.ts); past the local limit a new listener goes to a relay (302) before it would
 * count as one here.
 */
export function streamRoutes(ctx: Pick<StationContext, 'broadcast' | 'listenerStats' | 'relays' | 'repos'>): Router {
  const router = express.Router();
  for (const mount of STREAM_MOUNTS) {
    const paths = [mount.path, ...mount.aliases];
    router.use(paths, relayRedirect(ctx, mount.format));
    router.use(paths, listenerSessions(ctx.listenerStats, mount.format));
    router.options(paths, mountPreflight);
    // HEAD, and the GETs the stream door (stream-door.ts) passed on.
    const serve: express.RequestHandler = (req, res) => {
      if (!ctx.broadcast.handleMount(listenerRequestOf(req), responseReply(req, res), mount.format)) streamOffline(res);
    };
    router.get(paths, serve);
    router.head(paths, serve);
  }
  const hls: express.RequestHandler = async (req, res) => {
    const file = String(req.params.file);
    if (req.method === 'GET' && file.startsWith('seg-'))
      ctx.listenerStats.hlsSegment({ address: req.ip, userAgent: req.get('user-agent') });
    const answer = await ctx.broadcast.handleHls(req, res, file);
    if (answer === 'off_air') return streamOffline(res, { cors: true });
    if (answer === 'served') return;
    const [status, error, message] = HLS_REFUSALS[answer];
    res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', ...CORS });
    res.end(JSON.stringify({ error, message }));
  };
  router.get('/hls/:file', hls);
  router.head('/hls/:file', hls);
  return router;
}
