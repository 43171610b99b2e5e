import { calendarFeedRoutes } from './routes/public/calendar-feeds';
import cookieParser from 'cookie-parser';
import express, { type Express } from 'express';
import type { StationContext } from '../core/context';
import { apiCaching, apiCompression } from './middleware/api-caching';
import { crossOriginProtection } from './middleware/cross-origin';
import { errorHandler, notFoundApi } from './errors/errors';
import type { ApiGroup } from './route-helpers/api-group';
import { securityHeaders } from './middleware/security-headers';
import { streamRoutes } from '../broadcast/mounts/stream-routes';
import { validateRequest } from './middleware/validate-request';
import { historyRoutes } from './routes/public/history';
import { authRoutes } from './routes/public/auth';
import { directoryFileRoutes } from './routes/public/directory-files';
import { healthMetricsRoutes } from './routes/admin/health-metrics';
import { libraryRoutes } from './routes/library/library';
import { stationInfoRoutes } from './routes/public/station-info';
import { streamingStatusRoutes } from './routes/public/streaming-public';
import { loadSession } from './middleware/session';
import { followerReadOnly } from '../standby/follow/read-only';
import { assetRoutes, mediaRoutes, webRoutes } from './web';

/** The station's HTTP app, without listen(), so tests drive it on a free port. */
export function createApp(ctx: StationContext, groups: readonly ApiGroup[] = []): Express {
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
  const checkResponses = ctx.config.checkResponses ?? ['development', 'test'].includes(process.env.NODE_ENV ?? '');
  if (checkResponses)
    api.use((_req, res, next) => {
      res.locals.checkResponses = true;
      next();
    });
  api.use(express.json({ limit: '100kb' }));
  api.use(cookieParser());
  api.use(loadSession(ctx.repos));
  api.use(followerReadOnly(ctx.config));
  api.use(validateRequest);
  api.use(apiCaching);
  api.use(apiCompression);
  api.use(authRoutes(ctx));
  api.use(streamingStatusRoutes(ctx));
  api.use(libraryRoutes(ctx));
  api.use(historyRoutes(ctx));
  api.use(stationInfoRoutes(ctx));
  for (const group of groups) group(ctx, api);
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
