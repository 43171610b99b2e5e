import { calendarFeedRoutes } from './routes/calendar-feeds';
import cookieParser from 'cookie-parser';
import express, { type Express } from 'express';
import type { StationContext } from '../core/context';
import { apiCaching, apiCompression } from './api-caching';
import { crossOriginProtection } from './cross-origin';
import { errorHandler, notFoundApi } from './errors';
import { securityHeaders } from './security-headers';
import { streamRoutes } from '../broadcast/mounts/stream-routes';
import { validateRequest } from './validate-request';
import { historyRoutes } from './routes/history';
import { authRoutes } from './routes/auth';
import { directoryFileRoutes } from './routes/directory-files';
import { healthMetricsRoutes } from './routes/health-metrics';
import { libraryRoutes } from './routes/library';
import { stationInfoRoutes } from './routes/station-info';
import { streamingStatusRoutes } from './routes/streaming-public';
import { loadSession } from './session';
import { assetRoutes, mediaRoutes, webRoutes } from './web';

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

  // The listener mounts and HLS (stream-routes.ts), before anything meant for pages.
  app.use(streamRoutes(ctx));
  // The build's hashed scripts and styles, with the few headers a subresource needs (web.ts).
  app.use('/assets', assetRoutes(ctx.config.webRoot));
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
  api.use(historyRoutes(ctx));
  api.use(stationInfoRoutes(ctx));
  for (const mount of mounts) mount(ctx, api);
  api.use(notFoundApi);
  api.use(errorHandler(ctx.log.child('http')));
  app.use('/api', api);
  app.use(healthMetricsRoutes(ctx));
  app.use(directoryFileRoutes(ctx));
  app.use(calendarFeedRoutes(ctx));

  app.use('/media', mediaRoutes(ctx.media));
  app.use(webRoutes(ctx.config.webRoot));
  app.use(errorHandler(ctx.log.child('http')));
  return app;
}
