import cookieParser from 'cookie-parser';
import express, { type Express } from 'express';
import type { StationContext } from '../context';
import { apiCaching, apiCompression } from './api-caching';
import { crossOriginProtection } from './cross-origin';
import { mountPreflight } from './public-cors';
import { listenerSessions } from '../health/session-hook';
import { relayRedirect } from '../relays/relay-redirect';
import { errorHandler, notFoundApi } from './errors';
import { securityHeaders } from './security-headers';
import { validateRequest } from './validate-request';
import { authRoutes } from './routes/auth';
import { directoryFileRoutes } from './routes/directory-files';
import { healthMetricsRoutes } from './routes/health-metrics';
import { libraryRoutes } from './routes/library';
import { stationInfoRoutes } from './routes/station-info';
import { streamingStatusRoutes } from './routes/streaming-public';
import { loadSession } from './session';
import { mediaRoutes, webRoutes } from './web';

const MOUNT_PATHS = ['/stream', '/stream.mp3', '/stream.aac', '/stream.opus'];

/** Extra route groups mounted under /api by later features (admin, broadcast, …). */
export type ApiMount = (ctx: StationContext, api: express.Router) => void;

/** The station's HTTP app, without listen(), so tests drive it on a free port. */
export function createApp(ctx: StationContext, mounts: readonly ApiMount[] = []): Express {
  const app = express();
  app.disable('x-powered-by');
  // X-Forwarded-For is believed only from proxies the operator names: any local process could otherwise pick its address.
  app.set('trust proxy', ctx.config.trustProxy ?? false);
  app.set('query parser', 'simple');
  app.use(crossOriginProtection(ctx.config.publicUrl));

  // Every listener mount is a session for the audience statistics (health/session-hook.ts).
  // Past the local limit a new listener goes to a relay (302) before it would count as one here.
  app.use(MOUNT_PATHS, relayRedirect(ctx));
  app.use(MOUNT_PATHS, listenerSessions(ctx.listenerStats));
  app.options(MOUNT_PATHS, mountPreflight);
  const stream: express.RequestHandler = (req, res) => ctx.broadcast.handleMount(req, res);
  app.get(['/stream', '/stream.mp3'], stream);
  app.head(['/stream', '/stream.mp3'], stream);
  const aac: express.RequestHandler = (req, res) => ctx.broadcast.handleMount(req, res, 'aac');
  const opus: express.RequestHandler = (req, res) => ctx.broadcast.handleMount(req, res, 'opus');
  app.get('/stream.aac', aac);
  app.head('/stream.aac', aac);
  app.get('/stream.opus', opus);
  app.head('/stream.opus', opus);
  const hls: express.RequestHandler = (req, res) => {
    const file = String(req.params.file);
    if (req.method === 'GET' && file.startsWith('seg-'))
      ctx.listenerStats.hlsSegment({ address: req.ip, userAgent: req.get('user-agent') });
    ctx.broadcast.handleHls(req, res, file);
  };
  app.get('/hls/:file', hls);
  app.head('/hls/:file', hls);
  // After the stream on purpose: page headers (CSP, CORP, framing) mean nothing to players and could break them.
  app.use(securityHeaders(ctx.config));

  const api = express.Router();
  api.use(express.json({ limit: '100kb' }));
  api.use(cookieParser());
  api.use(loadSession(ctx.repos));
  api.use(validateRequest);
  api.use(apiCaching);
  api.use(apiCompression);
  api.use('/auth', authRoutes(ctx));
  api.use('/streaming', streamingStatusRoutes(ctx));
  api.use(libraryRoutes(ctx));
  api.use(stationInfoRoutes(ctx));
  for (const mount of mounts) mount(ctx, api);
  api.use(notFoundApi);
  api.use(errorHandler(ctx.log.child('http')));
  app.use('/api', api);
  app.use(healthMetricsRoutes(ctx));
  app.use(directoryFileRoutes(ctx));

  app.use('/media', mediaRoutes(ctx.media));
  app.use(webRoutes(ctx.config.webRoot));
  app.use(errorHandler(ctx.log.child('http')));
  return app;
}
